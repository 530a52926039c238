import { createTwoFilesPatch } from "diff";
import type { BrandFiles } from "~/brand/brand-folder.server";

/** One file that differs between two versions of a brand. */
export interface FileDiff {
  path: string;
  status: "added" | "removed" | "changed";
  /** Not text (not UTF-8, or holding a NUL byte): no line diff, only `summary`. */
  binary: boolean;
  /** The unified diff (`--- a/path`, `+++ b/path`, hunks with 3 lines of context); empty for a binary file. */
  patch: string;
  /** One line a reader sees first: "changed (1,204 bytes)", "added (12 lines)". */
  summary: string;
}

const utf8 = new TextDecoder("utf-8", { fatal: true });

/** The file as text, or null when it is not: a line diff of an image says nothing to a reader. */
function textOf(bytes: Buffer): string | null {
  if (bytes.includes(0)) return null;
  try {
    return utf8.decode(bytes);
  } catch {
    return null;
  }
}

const count = (n: number, one: string) => `${n.toLocaleString("en")} ${one}${n === 1 ? "" : "s"}`;
const lineCount = (text: string) => (text === "" ? 0 : text.split("\n").length - (text.endsWith("\n") ? 1 : 0));

/**
 * What changed from `before` to `after`, file by file in path order (unchanged files left out):
 * a text file gets a unified diff, any other file "changed (N bytes)" with its new size.
 */
export function versionDiff(before: BrandFiles, after: BrandFiles): FileDiff[] {
  const paths = [...new Set([...before.keys(), ...after.keys()])].sort();
  const diffs: FileDiff[] = [];
  for (const path of paths) {
    const a = before.get(path);
    const b = after.get(path);
    if (a && b && a.equals(b)) continue;
    const status: FileDiff["status"] = !a ? "added" : !b ? "removed" : "changed";
    const textA = a ? textOf(a) : "";
    const textB = b ? textOf(b) : "";
    if (textA === null || textB === null) {
      const size = (b ?? a)!.length;
      diffs.push({ path, status, binary: true, patch: "", summary: `${status} (${count(size, "byte")})` });
      continue;
    }
    // Without the "=====" line the package starts a patch with: the file's own lines are the header.
    const patch = createTwoFilesPatch(a ? `a/${path}` : "/dev/null", b ? `b/${path}` : "/dev/null", textA, textB, "", "", { context: 3 })
      .split("\n")
      .filter((line, index) => !(index === 0 && line.startsWith("====")))
      .join("\n");
    const summary =
      status === "added"
        ? `added (${count(lineCount(textB), "line")})`
        : status === "removed"
          ? `removed (${count(lineCount(textA), "line")})`
          : `changed (${changedLines(patch)})`;
    diffs.push({ path, status, binary: false, patch, summary });
  }
  return diffs;
}

/** "+3 −1 lines" from a unified diff's hunks. */
function changedLines(patch: string): string {
  let added = 0;
  let removed = 0;
  for (const line of patch.split("\n")) {
    if (line.startsWith("+") && !line.startsWith("+++")) added++;
    else if (line.startsWith("-") && !line.startsWith("---")) removed++;
  }
  return `+${added} −${removed} lines`;
}

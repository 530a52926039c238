import { existsSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pino } from "pino";
import { afterAll, describe, expect, it } from "vitest";
import { readBrandFolder, writeBrandFolder, type BrandFiles } from "~/brand/brand-folder.server";
import { createLiveBrandRegistry } from "~/brand/registry.server";
import { searchAudit } from "../../console/features/audit/audit.server";
import { versionDiff } from "../../console/features/versions/diff.server";
import {
  diffWithPrevious,
  getVersion,
  listVersions,
  publishDraft,
  rollbackTo,
  VersionError,
} from "../../console/features/versions/versions.server";
import { openConsoleStore } from "../../console/store/database.server";
import { openBrandSync } from "../../server/brand-sync";
import { projectCopy } from "../helpers/project-copy";

/**
 * A brand's versions on a copy of the project: the files go through the brands' sync (here
 * without Redis) into the copy's brands/, and a live registry on the copy shows what is served.
 * The brand files are treated as opaque, as the versions are: a colour is changed in whichever
 * file holds it.
 */
const root = projectCopy();
const registry = await createLiveBrandRegistry(root);
const sync = await openBrandSync({ root, logger: pino({ level: "silent" }), role: "single" });
sync.follow(() => registry.reload());
afterAll(() => sync.close());
const store = openConsoleStore(":memory:");
afterAll(() => store.close());

const editor = { id: 7, email: "editor@example.test" };
const OLD = "#38bdf8";
const NEW = "#22c3ee";
const served = () => registry.forHost("lumen.localhost")!.theme.css;

/** The files with `from` replaced by `to` in the one file that holds it. */
function withColour(files: BrandFiles, from: string, to: string): BrandFiles {
  const holders = [...files].filter(([, bytes]) => bytes.toString("utf8").includes(from));
  expect(holders).toHaveLength(1);
  const [path, bytes] = holders[0];
  return new Map(files).set(path, Buffer.from(bytes.toString("utf8").replace(from, to)));
}

describe("a brand folder as files", () => {
  it("reads the live part without draft/ and e2e/, and writes a part whole, keeping the others", () => {
    const live = readBrandFolder(root, "lumen", { part: "live" });
    expect([...live.keys()].some((path) => path.startsWith("e2e/") || path.startsWith("draft/"))).toBe(false);
    expect(existsSync(join(root, "brands/lumen/e2e"))).toBe(true);

    writeBrandFolder(root, "lumen", new Map([["note.txt", Buffer.from("draft")]]), { part: "draft" });
    const rewritten = new Map(live).set("extra.txt", Buffer.from("x"));
    writeBrandFolder(root, "lumen", rewritten, { part: "live" });
    expect([...readBrandFolder(root, "lumen", { part: "live" }).keys()]).toEqual([...rewritten.keys()].sort());
    expect(readBrandFolder(root, "lumen", { part: "draft" })).toEqual(new Map([["note.txt", Buffer.from("draft")]]));
    expect(existsSync(join(root, "brands/lumen/e2e"))).toBe(true);

    writeBrandFolder(root, "lumen", live, { part: "live" });
    writeBrandFolder(root, "lumen", new Map(), { part: "draft" });
    expect(existsSync(join(root, "brands/lumen/draft"))).toBe(false);
    expect(readBrandFolder(root, "lumen", { part: "live" })).toEqual(live);
    // Nothing left beside the brand folders: every staging and old folder is gone.
    expect(readdirSync(join(root, "brands")).filter((name) => name.startsWith("."))).toEqual([]);
    expect(() => writeBrandFolder(root, "lumen", new Map([["../escape", Buffer.from("")]]), { part: "live" })).toThrow(/not a file path/);
    expect(() => readBrandFolder(root, "../lumen", { part: "live" })).toThrow(/not a brand id/);
  });
});

describe("versions", () => {
  it("refuses to publish without a draft", async () => {
    await expect(publishDraft(store, sync, { brandId: "lumen", staff: editor })).rejects.toThrow(/no draft/);
    expect(listVersions(store, "lumen")).toEqual([]);
  });

  it("publishes a draft as version 2, the brand as it was being version 1, and serves it at once", async () => {
    const live = readBrandFolder(root, "lumen", { part: "live" });
    expect(served()).toContain(`--pt-color-primary:${OLD}`);
    await sync.applyBrandChange({ id: "lumen", draft: withColour(live, OLD, NEW) });
    // A draft is not live.
    expect(served()).toContain(`--pt-color-primary:${OLD}`);

    const { version, report } = await publishDraft(store, sync, { brandId: "lumen", staff: editor, note: "Brighter sky" });
    expect(report).toEqual({ problems: [], refused: false, shared: false });
    expect(version).toMatchObject({ number: 2, kind: "publish", email: editor.email, staffId: 7, note: "Brighter sky" });
    expect(served()).toContain(`--pt-color-primary:${NEW}`);
    expect(existsSync(join(root, "brands/lumen/draft"))).toBe(false);
    expect(listVersions(store, "lumen").map((v) => [v.number, v.kind])).toEqual([
      [2, "publish"],
      [1, "baseline"],
    ]);
    expect(getVersion(store, "lumen", 1)!.files).toEqual(live);
    expect(searchAudit(store, { brandId: "lumen" }).entries.map((entry) => [entry.action, entry.detail.version])).toEqual([
      ["brand.publish", 2],
    ]);
  });

  it("shows a version's change as a unified diff per file, and a binary file by its size", () => {
    const [theme] = diffWithPrevious(store, "lumen", 2);
    expect(theme.status).toBe("changed");
    expect(theme.patch).toContain(`-`);
    expect(theme.patch.split("\n").filter((line) => /^[-+][^-+]/.test(line))).toEqual([
      expect.stringContaining(OLD),
      expect.stringContaining(NEW),
    ]);
    expect(theme.summary).toBe("changed (+1 −1 lines)");
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2]);
    expect(versionDiff(new Map([["assets/seal.png", png]]), new Map([["assets/seal.png", Buffer.concat([png, png])]]))).toEqual([
      { path: "assets/seal.png", status: "changed", binary: true, patch: "", summary: "changed (14 bytes)" },
    ]);
  });

  it("rolls back to version 1 as version 3, and refuses a rollback to what is live", async () => {
    const { version } = await rollbackTo(store, sync, { brandId: "lumen", version: 1, staff: editor });
    expect(version).toMatchObject({ number: 3, kind: "rollback", sourceNumber: 1 });
    expect(served()).toContain(`--pt-color-primary:${OLD}`);
    expect(readBrandFolder(root, "lumen", { part: "live" })).toEqual(getVersion(store, "lumen", 1)!.files);
    await expect(rollbackTo(store, sync, { brandId: "lumen", version: 1, staff: editor })).rejects.toThrow(/what is live now/);
  });

  it("refuses a draft that does not load: live and draft are left as they were, no version is recorded", async () => {
    const live = readBrandFolder(root, "lumen", { part: "live" });
    const broken = withColour(live, OLD, NEW);
    const [themePath] = [...broken].find(([, bytes]) => bytes.toString("utf8").includes(NEW))!;
    broken.set(themePath, Buffer.from("{{{ not a palette"));
    await sync.applyBrandChange({ id: "lumen", draft: broken });
    const refused = await publishDraft(store, sync, { brandId: "lumen", staff: editor }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(VersionError);
    expect((refused as VersionError).problems.join("\n")).toContain(`brands/lumen/${themePath}`);
    expect(readBrandFolder(root, "lumen", { part: "live" })).toEqual(live);
    expect(readBrandFolder(root, "lumen", { part: "draft" })).toEqual(broken);
    expect(served()).toContain(`--pt-color-primary:${OLD}`);
    expect(listVersions(store, "lumen")).toHaveLength(3);
    // A file written by hand into a brand folder is a live file like any other: nothing filters it.
    writeFileSync(join(root, "brands/lumen/README.txt"), "by hand");
    expect(readBrandFolder(root, "lumen", { part: "live" }).has("README.txt")).toBe(true);
  });
});

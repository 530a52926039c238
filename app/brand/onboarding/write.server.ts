import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import type { BrandPlan } from "./plan.server";

/**
 * Writes the brand folder next to its final place (a "." folder, which the
 * registry skips) and renames it in, then the sandbox merchant file the same
 * way: a failure leaves neither behind. Returns the paths written, relative to the root.
 */
export function writePlan(plan: BrandPlan): string[] {
  const brandsDir = join(plan.root, "brands");
  const target = join(brandsDir, plan.id);
  const staging = mkdtempSync(join(brandsDir, `.new-${plan.id}-`));
  try {
    for (const [path, content] of plan.files) {
      mkdirSync(dirname(join(staging, path)), { recursive: true });
      writeFileSync(join(staging, path), content);
    }
    renameSync(staging, target);
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    throw error;
  }
  const written = [...plan.files.keys()].map((path) => `brands/${plan.id}/${path}`);
  if (!plan.merchantFile) return written;

  try {
    writeFileAtomically(join(plan.root, plan.merchantFile.path), plan.merchantFile.content);
  } catch (error) {
    rmSync(target, { recursive: true, force: true });
    throw error;
  }
  return [...written, plan.merchantFile.path];
}

/** Writes one file whole or not at all: a staging file beside it, renamed over it (the sandbox merchant's file). */
export function writeFileAtomically(path: string, content: string): void {
  mkdirSync(dirname(path), { recursive: true });
  const staging = join(dirname(path), `.${Date.now()}-${process.pid}.tmp`);
  try {
    writeFileSync(staging, content, { flag: "wx" });
    renameSync(staging, path);
  } catch (error) {
    rmSync(staging, { force: true });
    throw error;
  }
}

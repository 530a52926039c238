import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { BRAND_FILE, parseBrandYaml, parseThemeYaml, THEME_FILE } from "../../app/brand/brand-files";
import type { Brand } from "../../app/brand/schema";
import type { BrandThemeSource } from "../../themes/base";

const PROJECT_ROOT = fileURLToPath(new URL("../..", import.meta.url));

function checked<T>(file: string, result: { ok: true; value: T } | { ok: false; problems: string[] }): T {
  if (!result.ok) throw new Error(result.problems.map((problem) => `${file}: ${problem}`).join("\n"));
  return result.value;
}

/** A brand's validated `brand.yaml`, read as the server reads it (at once: tests use it at their top level). */
export function brandConfig(id: string, root = PROJECT_ROOT): Brand {
  const file = join("brands", id, BRAND_FILE);
  return checked(file, parseBrandYaml(readFileSync(join(root, file), "utf8")));
}

/** A brand's validated `theme.yaml`: its palettes as they differ from the base theme. */
export function brandThemeSource(id: string, root = PROJECT_ROOT): BrandThemeSource {
  const file = join("brands", id, THEME_FILE);
  return checked(file, parseThemeYaml(readFileSync(join(root, file), "utf8")));
}

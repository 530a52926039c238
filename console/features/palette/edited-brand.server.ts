import type { BrandFiles } from "~/brand/brand-folder.server";
import { BRAND_FILE, parseBrandYaml } from "~/brand/brand-files";
import type { Brand } from "~/brand/schema";
import type { ConsoleContext } from "../../context.server";
import { requireBrand } from "../brands/brands.server";

/**
 * The brand a console page edits: the files of its draft (or its live files while it has none),
 * and its config as the page needs it (domains, languages, seals). A draft whose `brand.yaml` does
 * not read falls back to the config the portal serves, so a broken draft can still be mended here.
 */
export interface EditedBrand {
  id: string;
  files: BrandFiles;
  brand: Brand;
  hasDraft: boolean;
}

export const fileText = (files: BrandFiles, path: string): string | undefined => files.get(path)?.toString("utf8");

/** The brand `id` as its draft has it; a 404 for an id no brand has. */
export function editedBrand(context: Pick<ConsoleContext, "brands" | "registry">, id: string | undefined): EditedBrand {
  const entry = requireBrand(context, id);
  const brandId = entry.brand.id;
  const draft = context.brands.read(brandId, "draft");
  const files = draft.size > 0 ? draft : context.brands.read(brandId, "live");
  const config = parseBrandYaml(fileText(files, BRAND_FILE) ?? "");
  const brand = config.ok ? config.value : (entry.draft?.brand ?? entry.brand);
  return { id: brandId, files, brand, hasDraft: draft.size > 0 };
}

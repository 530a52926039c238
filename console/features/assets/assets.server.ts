import type { ConsoleContext } from "../../context.server";
import { saveDraft } from "../drafts/drafts.server";
import type { EditedBrand } from "../palette/edited-brand.server";
import type { StaffSession } from "../staff/sessions.server";
import { ASSET_MAX_BYTES, SEAL_NAME, type AssetTarget } from "./asset-rules";
import { cleanSvg, SvgError, type Removal } from "./svg.server";

/**
 * A brand's images in the console: the logo, the favicon and the responsible-gaming seals
 * (`assets/logo.svg`, `assets/favicon.svg`, `assets/seals/<name>.svg`), as the portal serves them
 * (SVG only). An upload is checked (SVG, at most 256 KiB, UTF-8 text), cleaned (svg.server.ts) and
 * saved into the brand's draft; a seal the brand's config lists stays until the config drops it.
 */

export interface ShownAsset {
  /** The file's path in the brand folder (`assets/logo.svg`). */
  path: string;
  label: string;
  /** The file as a data URI, for an <img> (which never runs what an SVG holds). */
  src: string;
  bytes: number;
}

export interface ShownSeal extends ShownAsset {
  name: string;
  /** Whether the brand's responsible-gaming page lists it (then it cannot be removed here). */
  listed: boolean;
}

const dataUri = (bytes: Buffer) => `data:image/svg+xml;base64,${bytes.toString("base64")}`;

export const assetPath = (target: AssetTarget, seal?: string) =>
  target === "seal" ? `assets/seals/${seal}.svg` : `assets/${target === "logo" ? "logo" : "favicon"}.svg`;

/** The logo, the favicon and every seal of the files. */
export function shownAssets(edited: Pick<EditedBrand, "files" | "brand">): {
  logo: ShownAsset | null;
  favicon: ShownAsset | null;
  seals: ShownSeal[];
} {
  const one = (path: string, label: string): ShownAsset | null => {
    const bytes = edited.files.get(path);
    return bytes ? { path, label, src: dataUri(bytes), bytes: bytes.length } : null;
  };
  const listed = new Set(edited.brand.responsibleGaming.seals.map((seal) => seal.image));
  const seals = [...edited.files]
    .filter(([path]) => /^assets\/seals\/[^/]+\.svg$/.test(path))
    .map(([path, bytes]) => {
      const file = path.slice("assets/seals/".length);
      return { path, name: file.slice(0, -4), label: `Seal ${file}`, src: dataUri(bytes), bytes: bytes.length, listed: listed.has(file) };
    });
  return { logo: one("assets/logo.svg", "Logo"), favicon: one("assets/favicon.svg", "Favicon"), seals };
}

/** A refused upload or removal: `message` says why, for the field it names. */
export class AssetError extends Error {
  override name = "AssetError";
  constructor(
    message: string,
    readonly field: "file" | "seal" | "form",
  ) {
    super(message);
  }
}

const kib = (bytes: number) => `${Math.ceil(bytes / 1024)} KiB`;

/**
 * The upload as a cleaned SVG text, or an AssetError saying what is wrong with it: its type
 * (SVG only, as the brand's image routes serve), its size, its encoding or its content.
 */
export async function checkedSvg(file: File): Promise<{ svg: string; removed: Removal[] }> {
  if (file.size === 0) throw new AssetError("The file is empty: choose an SVG image.", "file");
  const namedSvg = /\.svg$/i.test(file.name);
  if (!namedSvg && file.type !== "image/svg+xml") {
    throw new AssetError(
      `Only SVG images can be uploaded (a .svg file); ${file.name || "this file"} is ${file.type || "of another type"}.`,
      "file",
    );
  }
  if (file.size > ASSET_MAX_BYTES) {
    throw new AssetError(`The file is ${kib(file.size)}; an image may be at most ${kib(ASSET_MAX_BYTES)}.`, "file");
  }
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(await file.arrayBuffer());
  } catch {
    throw new AssetError("This is not an SVG image: it is not text (UTF-8).", "file");
  }
  try {
    return cleanSvg(text);
  } catch (error) {
    if (error instanceof SvgError) throw new AssetError(error.message, "file");
    throw error;
  }
}

export interface AssetSaved {
  path: string;
  /** The file as saved (cleaned). */
  svg: string;
  removed: Removal[];
  problems: string[];
}

type Context = Pick<ConsoleContext, "brands" | "store" | "clientIp">;

/** Cleans the upload and saves it into the brand's draft as the logo, the favicon or a seal (`assets.edit` in the audit log). */
export async function uploadAsset(
  context: Context,
  session: StaffSession,
  edited: Pick<EditedBrand, "id">,
  target: AssetTarget,
  seal: string | undefined,
  file: File,
): Promise<AssetSaved> {
  if (target === "seal" && !(seal && SEAL_NAME.test(seal))) {
    throw new AssetError("Name the seal: lowercase letters, digits and dashes, such as pagcor.", "seal");
  }
  const { svg, removed } = await checkedSvg(file);
  const path = assetPath(target, seal);
  const { problems } = await saveDraft(context, session, edited.id, new Map([[path, svg]]), "assets.edit");
  return { path, svg, removed, problems };
}

/** Removes a seal from the brand's draft; refused while the brand's responsible-gaming page lists it. */
export async function removeSeal(
  context: Context,
  session: StaffSession,
  edited: Pick<EditedBrand, "id" | "files" | "brand">,
  name: string,
): Promise<{ path: string; problems: string[] }> {
  const path = assetPath("seal", name);
  if (!SEAL_NAME.test(name) || !edited.files.has(path)) throw new AssetError(`There is no seal ${name}.svg.`, "form");
  if (edited.brand.responsibleGaming.seals.some((seal) => seal.image === `${name}.svg`)) {
    throw new AssetError(
      `${name}.svg is shown on the responsible-gaming page: take it off the page in the brand's settings first.`,
      "form",
    );
  }
  const { problems } = await saveDraft(context, session, edited.id, new Map([[path, null]]), "assets.edit");
  return { path, problems };
}

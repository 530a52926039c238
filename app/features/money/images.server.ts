import sharp from "sharp";
import { PROOF_LIMITS, proofMediaTypeOf } from "~/platform/contract/money";

export interface Proof {
  mediaType: (typeof PROOF_LIMITS.mediaTypes)[number];
  base64: string;
}

/** Why a set of images was refused: too many, one not a PNG or JPEG, or one too large. */
export type ImageProblem = "count" | "type" | "size";

/**
 * Images posted in a form, checked before anything is sent on: at most `maxCount`, each at
 * most 5 MB and a PNG or JPEG by its first bytes (a script named `.png` is refused, whatever
 * type the browser declared). The bytes are only ever in memory (the body gate read them,
 * within the route's limit); they go on to the platform base64-encoded and are never written
 * to the portal's disk. An empty file input sends one nameless empty file: that is no image.
 * Each image leaves re-encoded (`stripped`): no metadata, so no camera position or device.
 * The rule of every upload: withdrawal proofs, activity applications, identity documents.
 */
export async function readImages(values: FormDataEntryValue[], maxCount: number): Promise<{ images: Proof[] } | { problem: ImageProblem }> {
  const files = values.filter((value) => !(value instanceof File && value.size === 0 && value.name === ""));
  if (files.length > maxCount) return { problem: "count" };
  const images: Proof[] = [];
  for (const file of files) {
    if (!(file instanceof File)) return { problem: "type" };
    if (file.size > PROOF_LIMITS.maxBytes) return { problem: "size" };
    const bytes = new Uint8Array(await file.arrayBuffer());
    const mediaType = proofMediaTypeOf(bytes);
    if (!mediaType) return { problem: "type" };
    const clean = await stripped(bytes, mediaType);
    if (!clean) return { problem: "type" };
    if (clean.length > PROOF_LIMITS.maxBytes) return { problem: "size" };
    images.push({ mediaType, base64: clean.toString("base64") });
  }
  return { images };
}

/** The most pixels an upload may decode to (a 5 MB file can claim far more): about 50 megapixels. */
const MAX_PIXELS = 50_000_000;

/**
 * The image decoded and encoded again in its own type, turned upright by its EXIF orientation
 * first: the new file carries no metadata at all (EXIF with its GPS position, XMP, ICC profile,
 * comments), which photos of documents and receipts would otherwise take to the platform and its
 * staff. Null when it does not decode (its first bytes lied, or it is cut short).
 */
async function stripped(bytes: Uint8Array, mediaType: Proof["mediaType"]): Promise<Buffer | null> {
  const image = sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: "error" }).rotate();
  try {
    return await (mediaType === "image/png" ? image.png() : image.jpeg({ quality: 90, mozjpeg: true })).toBuffer();
  } catch {
    return null;
  }
}

import { PROOF_LIMITS, proofMediaTypeOf } from "~/platform/contract/money";

export interface Proof {
  mediaType: (typeof PROOF_LIMITS.mediaTypes)[number];
  base64: string;
}

/**
 * The proof images of a receipt form, checked before anything is sent on: at most 3, each
 * at most 5 MB and a PNG or JPEG by its first bytes (a script named `.png` is refused,
 * whatever type the browser declared). The bytes are only ever in memory (the body gate
 * read them, within the route's limit); they go on to the platform base64-encoded.
 * An empty file input sends one nameless empty file: that is no image.
 */
export async function readProofs(values: FormDataEntryValue[]): Promise<{ proofs: Proof[] } | { problem: string }> {
  const files = values.filter((value) => !(value instanceof File && value.size === 0 && value.name === ""));
  if (files.length > PROOF_LIMITS.maxCount) return { problem: "money.proofCount" };
  const proofs: Proof[] = [];
  for (const file of files) {
    if (!(file instanceof File)) return { problem: "money.proofType" };
    if (file.size > PROOF_LIMITS.maxBytes) return { problem: "money.proofSize" };
    const bytes = new Uint8Array(await file.arrayBuffer());
    const mediaType = proofMediaTypeOf(bytes);
    if (!mediaType) return { problem: "money.proofType" };
    proofs.push({ mediaType, base64: Buffer.from(bytes).toString("base64") });
  }
  return { proofs };
}

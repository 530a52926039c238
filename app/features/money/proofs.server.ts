import { PROOF_LIMITS } from "~/platform/contract/money";
import { readImages, type ImageProblem, type Proof } from "./images.server";

export type { Proof } from "./images.server";

const PROOF_PROBLEMS: Record<ImageProblem, string> = { count: "money.proofCount", type: "money.proofType", size: "money.proofSize" };

/** The proof images of a receipt form (at most 3: `readImages`); a refusal as its message. */
export async function readProofs(values: FormDataEntryValue[]): Promise<{ proofs: Proof[] } | { problem: string }> {
  const read = await readImages(values, PROOF_LIMITS.maxCount);
  return "problem" in read ? { problem: PROOF_PROBLEMS[read.problem] } : { proofs: read.images };
}

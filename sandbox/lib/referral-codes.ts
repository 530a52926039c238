import { randomBytes } from "node:crypto";

/** Referral codes: upper-case letters and digits without look-alikes (0/O, 1/I). */
const CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
const CODE_LENGTH = 8;

export function newReferralCode(bytes: Buffer = randomBytes(CODE_LENGTH)): string {
  return Array.from(bytes.subarray(0, CODE_LENGTH), (byte) => CODE_ALPHABET[byte % CODE_ALPHABET.length]).join("");
}

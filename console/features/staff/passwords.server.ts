import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";

/**
 * Staff passwords: scrypt (N=2^14, r=8, p=1, a 16-byte random salt, a 32-byte key), stored as
 * `scrypt$N$r$p$salt$hash` so the cost travels with the hash and can be raised later without
 * breaking the stored ones. Computed on libuv's thread pool, so a sign-in does not hold up the
 * console's other requests.
 */
const N = 16384;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;

/**
 * The demo staff's cost: their passwords are published, so their hashes protect nothing, and a
 * test store seeded per test pays it four times. Any other account gets the full cost.
 */
export const DEMO_COST = 1024;

const derive = (password: string, salt: Buffer, length: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scrypt(password.normalize("NFC"), salt, length, { ...options, maxmem: 64 * 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );

export async function hashPassword(password: string, cost: number = N): Promise<string> {
  const salt = randomBytes(16);
  const hash = await derive(password, salt, KEY_LENGTH, { N: cost, r: R, p: P });
  return `scrypt$${cost}$${R}$${P}$${salt.toString("base64")}$${hash.toString("base64")}`;
}

/** Whether `password` is the one `stored` was made from; false for anything that is not one of our hashes. */
export async function passwordMatches(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64");
  const options = { N: Number(n), r: Number(r), p: Number(p) };
  if (expected.length === 0 || ![options.N, options.r, options.p].every((value) => Number.isInteger(value) && value > 0)) return false;
  const actual = await derive(password, Buffer.from(salt, "base64"), expected.length, options);
  return timingSafeEqual(actual, expected);
}

let decoy: Promise<string> | undefined;
/**
 * A hash no password is known for, made once: an unknown e-mail's sign-in checks its password
 * against it, so it takes as long as a known one's and the timing does not tell which exist.
 */
export const decoyHash = (): Promise<string> => (decoy ??= hashPassword(randomBytes(32).toString("base64")));

/** A new password to hand out once (20 characters of base64url, 120 random bits). */
export const newPassword = (): string => randomBytes(15).toString("base64url");

import { randomBytes, scrypt, scryptSync, timingSafeEqual } from "node:crypto";

/** scrypt with N=2^14, r=8, p=1: a real KDF, fast enough to seed a few hundred accounts. */
const N = 16384;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;

export function hashPassword(password: string, salt: Buffer = randomBytes(16)): string {
  return hashWithCost(password, salt, N);
}

function hashWithCost(password: string, salt: Buffer, n: number): string {
  const hash = scryptSync(password, salt, KEY_LENGTH, { N: n, r: R, p: P });
  return `scrypt$${n}$${R}$${P}$${salt.toString("base64")}$${hash.toString("base64")}`;
}

/**
 * The seeded demo accounts' cost: their passwords are published (README.md, docs/sandbox.md),
 * so their hashes protect nothing, and the full cost was paid on every seed and reset (a
 * third of a reset's time) and on every demo sign-in. The cost is stored in the hash, so
 * these verify like any other; accounts registered on the sandbox get the full cost.
 */
const DEMO_N = 1024;
const demoHashes = new Map<string, string>();

/** A seeded account's hash, made once per process: the seed's salts are fixed, so a reset asks for the same ones again. */
export function hashDemoPassword(password: string, salt: Buffer): string {
  const key = `${password}\0${salt.toString("hex")}`;
  let hash = demoHashes.get(key);
  if (hash === undefined) {
    hash = hashWithCost(password, salt, DEMO_N);
    demoHashes.set(key, hash);
  }
  return hash;
}

/** A stored hash's parts, or null when it is not one of ours. */
function parseStored(stored: string) {
  const [scheme, n, r, p, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !hash) return null;
  return {
    salt: Buffer.from(salt, "base64"),
    expected: Buffer.from(hash, "base64"),
    options: { N: Number(n), r: Number(r), p: Number(p) },
  };
}

export function verifyPassword(password: string, stored: string): boolean {
  const parsed = parseStored(stored);
  if (!parsed) return false;
  return timingSafeEqual(scryptSync(password, parsed.salt, parsed.expected.length, parsed.options), parsed.expected);
}

/**
 * The same check off the event loop (libuv's thread pool): for calls that many requests may
 * make at once (a burst of redeems), so the sandbox keeps answering the others meanwhile.
 */
export async function verifyPasswordAsync(password: string, stored: string): Promise<boolean> {
  const parsed = parseStored(stored);
  if (!parsed) return false;
  const actual = await new Promise<Buffer>((resolve, reject) =>
    scrypt(password, parsed.salt, parsed.expected.length, parsed.options, (error, key) => (error ? reject(error) : resolve(key))),
  );
  return timingSafeEqual(actual, parsed.expected);
}

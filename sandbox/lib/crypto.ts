import { randomBytes } from "node:crypto";
import {
  CompactEncrypt,
  compactDecrypt,
  decodeProtectedHeader,
  exportJWK,
  generateKeyPair,
  importJWK,
  type CryptoKey,
  type JWK,
} from "jose";
import type { Db } from "../db/index";
import type { Clock } from "./context";
import { SandboxError } from "./errors";

export const KEY_ALGORITHM = "RSA-OAEP-256";
export const CONTENT_ENCRYPTION = "A256GCM";

export interface PublishedKey {
  kid: string;
  alg: typeof KEY_ALGORITHM;
  jwk: JWK;
}

/** The platform's payload keys: published public halves, decryption by kid, rotation with a grace period. */
export interface KeyStore {
  /** The current key and the retired ones still inside their grace period, newest first. */
  published(): PublishedKey[];
  /** Decrypts a compact JWE made with one of the published keys; throws a SandboxError. */
  decrypt(jwe: string): Promise<string>;
  /** Retires the current key and creates a new one; returns the new kid. */
  rotate(): Promise<string>;
}

/**
 * The key store of each open database. Handlers reach it through `ctx.db`, so the
 * shared CallContext needs no crypto member only `system.keys` would use.
 */
const KEY_STORES = new WeakMap<Db, KeyStore>();

export function keyStoreOf(db: Db): KeyStore {
  const store = KEY_STORES.get(db);
  if (!store) throw new Error("No key store was created for this database");
  return store;
}

interface KeyRow {
  kid: string;
  public_jwk: string;
  private_jwk: string;
  created_at: string;
  retired_at: string | null;
}

export async function createKeyStore(db: Db, clock: Clock, graceMs: number): Promise<KeyStore> {
  const privateKeys = new Map<string, CryptoKey>();

  const usableRows = (): KeyRow[] => {
    const now = clock.now().getTime();
    const rows = db.prepare("SELECT * FROM encryption_keys ORDER BY created_at DESC, rowid DESC").all() as KeyRow[];
    return rows.filter((row) => row.retired_at === null || Date.parse(row.retired_at) + graceMs > now);
  };

  const createKey = async (): Promise<string> => {
    const now = clock.now();
    const kid = `sbx-${now.toISOString().slice(0, 10)}-${randomBytes(4).toString("hex")}`;
    const { publicKey, privateKey } = await generateKeyPair(KEY_ALGORITHM, { extractable: true });
    const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: KEY_ALGORITHM, use: "enc" };
    const privateJwk = await exportJWK(privateKey);
    db.transaction(() => {
      db.prepare("UPDATE encryption_keys SET retired_at = ? WHERE retired_at IS NULL").run(now.toISOString());
      db.prepare("INSERT INTO encryption_keys (kid, public_jwk, private_jwk, created_at) VALUES (?, ?, ?, ?)").run(
        kid,
        JSON.stringify(publicJwk),
        JSON.stringify(privateJwk),
        now.toISOString(),
      );
    })();
    return kid;
  };

  const privateKeyFor = async (row: KeyRow): Promise<CryptoKey> => {
    let key = privateKeys.get(row.kid);
    if (!key) {
      key = (await importJWK(JSON.parse(row.private_jwk) as JWK, KEY_ALGORITHM)) as CryptoKey;
      privateKeys.set(row.kid, key);
    }
    return key;
  };

  const hasCurrentKey = db.prepare("SELECT 1 FROM encryption_keys WHERE retired_at IS NULL").get() !== undefined;
  if (!hasCurrentKey) await createKey();

  const store: KeyStore = {
    published: () => usableRows().map((row) => ({ kid: row.kid, alg: KEY_ALGORITHM, jwk: JSON.parse(row.public_jwk) as JWK })),

    async decrypt(jwe) {
      let header;
      try {
        header = decodeProtectedHeader(jwe);
      } catch {
        throw new SandboxError("DECRYPTION_FAILED");
      }
      if (header.alg !== KEY_ALGORITHM || header.enc !== CONTENT_ENCRYPTION) {
        throw new SandboxError("DECRYPTION_FAILED");
      }
      const row = usableRows().find((candidate) => candidate.kid === header.kid);
      if (!row) throw new SandboxError("UNKNOWN_KEY");
      try {
        const { plaintext } = await compactDecrypt(jwe, await privateKeyFor(row), {
          keyManagementAlgorithms: [KEY_ALGORITHM],
          contentEncryptionAlgorithms: [CONTENT_ENCRYPTION],
        });
        return new TextDecoder().decode(plaintext);
      } catch {
        throw new SandboxError("DECRYPTION_FAILED");
      }
    },

    rotate: createKey,
  };
  KEY_STORES.set(db, store);
  return store;
}

/** A customer-service path as the portal receives it: a compact JWE (dir, A256GCM) under the merchant's service key. */
export async function encryptServicePath(plain: string, serviceKeyHex: string): Promise<string> {
  return new CompactEncrypt(new TextEncoder().encode(plain))
    .setProtectedHeader({ alg: "dir", enc: CONTENT_ENCRYPTION })
    .encrypt(Buffer.from(serviceKeyHex, "hex"));
}

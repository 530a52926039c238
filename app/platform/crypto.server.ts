import { CompactEncrypt, importJWK, type JWK } from "jose";

export interface PublishedKey {
  kid: string;
  alg: "RSA-OAEP-256";
  jwk: Record<string, unknown>;
}

const ENCODER = new TextEncoder();

/**
 * Encrypts request payloads for the platform: a compact JWE (RSA-OAEP-256,
 * A256GCM) under the newest published key, named by its kid so the platform
 * can rotate keys. Keys are fetched lazily (through the calling merchant's
 * scope, as every platform call carries one) and kept until `refresh()`.
 */
export function createPayloadEncrypter(fetchKeys: (merchant: string) => Promise<PublishedKey[]>) {
  let current: Promise<{ kid: string; key: CryptoKey | Uint8Array }> | null = null;

  async function loadNewestKey(merchant: string) {
    const [newest] = await fetchKeys(merchant);
    if (!newest) throw new Error("the platform published no encryption key");
    return { kid: newest.kid, key: await importJWK(newest.jwk as JWK, newest.alg) };
  }

  return {
    async encrypt(payload: unknown, merchant: string): Promise<string> {
      current ??= loadNewestKey(merchant);
      let key;
      try {
        key = await current;
      } catch (error) {
        current = null;
        throw error;
      }
      return new CompactEncrypt(ENCODER.encode(JSON.stringify(payload)))
        .setProtectedHeader({ alg: "RSA-OAEP-256", enc: "A256GCM", kid: key.kid })
        .encrypt(key.key);
    },
    /** Forget the key, e.g. after the platform answered UNKNOWN_KEY. */
    refresh() {
      current = null;
    },
  };
}

import type { AppLoadContext } from "@remix-run/node";
import { compactDecrypt } from "jose";
import { LRUCache } from "lru-cache";
import type { Brand } from "~/brand/schema";
import { SERVICE_KEY_SECRET, serviceKeyOf } from "~/brand/service-key.server";
import type { SystemInfo } from "~/load-context";

/** A customer-service or social link as the layout shows it. */
export interface ContactLinks {
  /** Customer service live chat. */
  liveChat?: string;
  /** Customer service on Telegram. */
  serviceTelegram?: string;
  facebook?: string;
  /** The brand's Telegram channel. */
  telegram?: string;
  whatsapp?: string;
}

type Logger = Pick<AppLoadContext["logger"], "warn">;

/** Only http(s) URLs become links: a platform value must never turn into `javascript:` and the like. */
export function safeLink(value: string | undefined | null): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** A customer-service path (compact JWE, dir + A256GCM) in clear, or null when it cannot be opened. */
export async function decryptServicePath(jwe: string, key: Uint8Array): Promise<string | null> {
  try {
    const { plaintext } = await compactDecrypt(jwe, key, {
      keyManagementAlgorithms: ["dir"],
      contentEncryptionAlgorithms: ["A256GCM"],
    });
    return new TextDecoder().decode(plaintext);
  } catch {
    return null;
  }
}

/**
 * Opened paths by key and JWE. The entries come with the system info, cached per
 * merchant, so every page brings the same few, and opening them on every page cost
 * about 2 ms of CPU.
 */
const openedPaths = new LRUCache<string, Promise<string | null>>({ max: 500 });

function openServicePath(jwe: string, key: Uint8Array): Promise<string | null> {
  const id = `${Buffer.from(key).toString("hex")}:${jwe}`;
  let path = openedPaths.get(id);
  if (!path) {
    path = decryptServicePath(jwe, key);
    openedPaths.set(id, path);
  }
  return path;
}

/** The brands (and the variable each names) already logged as having no service key: a line per brand, not per page. */
const keylessLogged = new Set<string>();

/**
 * The merchant's customer-service entries in clear, by csType. An entry whose
 * path cannot be decrypted (no key, wrong key, not a link) is left out and logged:
 * it is never shown encrypted.
 */
export async function customerService(
  brand: Pick<Brand, "id" | "secrets">,
  entries: SystemInfo["customerService"],
  logger: Logger,
): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  if (entries.length === 0) return found;
  const key = serviceKeyOf(brand);
  if (!key) {
    const envVar = brand.secrets[SERVICE_KEY_SECRET] ?? null;
    if (!keylessLogged.has(`${brand.id}|${envVar}`)) {
      keylessLogged.add(`${brand.id}|${envVar}`);
      logger.warn({ brand: brand.id, envVar }, "customer service hidden: the brand's service key is not set");
    }
    return found;
  }
  await Promise.all(
    entries.map(async ({ csType, path }) => {
      const link = safeLink(await openServicePath(path, key));
      if (link) {
        if (!found.has(csType)) found.set(csType, link);
      } else {
        logger.warn({ brand: brand.id, csType }, "customer service entry hidden: its path could not be decrypted");
      }
    }),
  );
  return found;
}

/**
 * Customer service and social links: the brand's config first (it overrides and
 * extends the platform), then the decrypted customer service, then the platform's resources.
 */
export function contactLinks(
  brand: Pick<Brand, "social" | "support">,
  service: Map<string, string>,
  resources: SystemInfo["resources"],
): ContactLinks {
  const resource = (type: SystemInfo["resources"][number]["resourceType"]) =>
    safeLink(resources.find((entry) => entry.resourceType === type)?.url);
  const links: ContactLinks = {
    liveChat: brand.support.liveChat ?? service.get("LIVECHAT") ?? resource("LIVECHAT"),
    serviceTelegram: brand.support.telegram ?? service.get("TELEGRAM"),
    facebook: brand.social.facebook ?? resource("FACEBOOK"),
    telegram: brand.social.telegram ?? resource("TELEGRAM"),
    whatsapp: brand.social.whatsapp ?? resource("WHATSAPP"),
  };
  return Object.fromEntries(Object.entries(links).filter(([, value]) => value)) as ContactLinks;
}

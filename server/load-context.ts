import type { AppLoadContext } from "@remix-run/node";
import type { GetLoadContextFunction } from "@remix-run/express";
import type { Logger } from "pino";
import type { BrandEntry } from "~/brand/registry.server";
import type { Brand } from "~/brand/schema";
import { createLanguageResolver, type LanguageResolver } from "~/i18n/language.server";
import { offeredLanguages } from "~/i18n/packs.server";
import type { SystemInfo } from "~/load-context";
import { pickCdn } from "~/platform/cdn";
import type { PlatformClient } from "~/platform/client.server";
import type { SessionCodec } from "~/session/codec.server";
import { openRequestSession } from "~/session/request-session.server";

/** `::ffff:203.0.113.9` (an IPv4 peer on a dual-stack socket) as `203.0.113.9`. */
const plainIp = (ip: string | undefined) => (ip ?? "").replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, "");

async function pickImageCdn(brand: Brand, systemInfo: () => Promise<SystemInfo>): Promise<string> {
  if (brand.imageCdns) return pickCdn(brand.imageCdns);
  const info = await systemInfo().catch(() => null);
  return pickCdn(info?.imageCDNs ?? []);
}

/** Builds the typed load context of each request from what the middleware chain resolved. */
export function createLoadContextFactory(deps: {
  client: PlatformClient;
  codec: SessionCodec;
  systemInfo: (merchant: string) => Promise<SystemInfo>;
  logger: Logger;
}): GetLoadContextFunction {
  const resolvers = new Map<BrandEntry, LanguageResolver>();
  const resolverOf = (entry: BrandEntry) => {
    let resolver = resolvers.get(entry);
    if (!resolver) {
      resolver = createLanguageResolver(offeredLanguages(entry.brand.languages), entry.brand.defaultLanguage);
      resolvers.set(entry, resolver);
    }
    return resolver;
  };

  return async (req, res): Promise<AppLoadContext> => {
    const entry = res.locals.brandEntry;
    const { brand, packs } = entry;
    const { session, rejected } = await openRequestSession({
      codec: deps.codec,
      brandId: brand.id,
      cookieHeader: req.headers.cookie,
      secure: req.secure,
    });
    // A cookie of another brand, or an expired or forged one, is dropped from the browser.
    if (rejected) res.append("Set-Cookie", session.destroy());

    const language = await resolverOf(entry)(`http://localhost${req.originalUrl}`, req.headers.cookie);
    const pack = packs[language];
    if (!pack) throw new Error(`No pack for ${language} on brand ${brand.id}`);
    const clientIp = plainIp(req.ip);
    const systemInfo = () => deps.systemInfo(brand.merchantCode);
    let imageCdn: Promise<string> | undefined;
    return {
      brand,
      platform: deps.client.bind({ merchant: brand.merchantCode, clientIp, token: session.data?.token }),
      systemInfo,
      imageCdn: () => (imageCdn ??= pickImageCdn(brand, systemInfo)),
      session,
      i18n: { language, pack, languages: offeredLanguages(brand.languages) },
      cspNonce: res.locals.cspNonce,
      clientIp,
      secure: req.secure,
      logger: deps.logger,
    };
  };
}

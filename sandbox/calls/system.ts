import type { RegisterRule, ValueOf, WhitelabelNode } from "../../app/platform/contract";
import type { systemCalls } from "../../app/platform/contract/system";
import type { CallContext, GroupHandlers } from "../lib/context";
import { encryptServicePath, keyStoreOf } from "../lib/crypto";
import { callerCountry } from "../lib/caller-country";
import { isInMaintenance, isRegionBlocked } from "../lib/merchants";

type Permission = ValueOf<typeof systemCalls.permission>;
type ResourceType = Permission["info"]["resources"][number]["resourceType"];
type RegisterSettings = ValueOf<typeof systemCalls.registerSettings>;

/** CDN host names are served by the sandbox itself, on its own port. */
const cdnUrls = (hosts: string[], ctx: CallContext) => hosts.map((host) => `http://${host}:${ctx.port}`);

export const systemHandlers: GroupHandlers<"system"> = {
  keys: (ctx) => ({ keys: keyStoreOf(ctx.db).published() }),

  status: (ctx) => {
    const status = isInMaintenance(ctx.merchant) ? 1 : isRegionBlocked(ctx.merchant, ctx.clientIp) ? 2 : 0;
    // The expected end is told only during maintenance, and only when the back office announced one.
    const end = status === 1 ? ctx.merchant.maintenanceUntil : null;
    return { status, ip: ctx.clientIp, ...(end ? { maintenanceEnd: end } : {}) };
  },

  permission: async (ctx) => {
    const { merchant } = ctx;
    const customerService = await Promise.all(
      merchant.customerService.map(async ({ csType, path }) => ({
        csType,
        path: await encryptServicePath(path, merchant.serviceKey),
      })),
    );
    return {
      info: {
        customerService,
        domainRoute: merchant.domainRoutes,
        resources: merchant.resources.map(({ resourceType, url }) => ({
          resourceType: resourceType as ResourceType,
          url,
        })),
        whitelabel: merchant.whitelabel as WhitelabelNode[],
        registerRules: merchant.registerRules as RegisterRule[],
        mainDomain: merchant.mainDomain,
        analyticsId: merchant.analyticsId,
        imageCDNs: cdnUrls(merchant.imageCdnHosts, ctx),
        launchGameCDNs: cdnUrls(merchant.launchCdnHosts, ctx),
        currency: merchant.currency,
        currencySymbol: merchant.currencySymbol,
      },
      location: { ip: ctx.clientIp, country: callerCountry(ctx.db, ctx.clientIp) },
      maintenance: isInMaintenance(merchant),
      regionRestriction: isRegionBlocked(merchant, ctx.clientIp),
    };
  },

  location: (ctx) => ({ ip: ctx.clientIp, country: callerCountry(ctx.db, ctx.clientIp) }),

  registerSettings: (ctx) => ctx.merchant.registerSettings as RegisterSettings,

  registerRules: (ctx) => ({ rules: ctx.merchant.registerRules as RegisterRule[] }),

  countries: (ctx) => ({
    list: ctx.db
      .prepare("SELECT country_code AS countryCode, dialing_code AS countryDialingCode, name FROM countries ORDER BY name")
      .all() as Array<{ countryCode: string; countryDialingCode: string; name: string }>,
  }),
};

import { compactDecrypt } from "jose";
import { describe, expect, it } from "vitest";
import { loadMerchant } from "../../sandbox/lib/merchants";
import { platformError, startTestSandbox } from "../helpers/sandbox";

const sb = await startTestSandbox();
const CLIENT_IP = "203.0.113.10";
const aurora = sb.platform({ merchant: "AURORA", clientIp: CLIENT_IP });

function merchantRow(code: string) {
  const merchant = loadMerchant(sb.sandbox.db, code);
  if (!merchant) throw new Error(`${code} is not seeded`);
  return merchant;
}

describe("system.keys", () => {
  it("publishes one RSA-OAEP-256 public key, named by its kid, without its private part", async () => {
    const { keys } = await aurora.system.keys();
    expect(keys).toHaveLength(1);
    expect(keys[0].alg).toBe("RSA-OAEP-256");
    expect(keys[0].jwk).toMatchObject({ kty: "RSA", kid: keys[0].kid });
    expect(keys[0].jwk).not.toHaveProperty("d");
  });
});

describe("system.status", () => {
  it("is 0 for a normal merchant and echoes the caller's IP", async () => {
    expect(await aurora.system.status()).toEqual({ status: 0, ip: CLIENT_IP });
  });

  it("uses the connection's address when no X-Client-IP is sent", async () => {
    const { envelope } = await sb.raw("GET", "/api/v1/system/status", { merchant: "AURORA" });
    expect(envelope.value).toEqual({ status: 0, ip: "127.0.0.1" });
  });
});

describe("system.permission", () => {
  it("encrypts each customer-service path under the merchant's service key", async () => {
    const merchant = merchantRow("AURORA");
    const { info } = await aurora.system.permission();
    expect(info.customerService.map((entry) => entry.csType)).toEqual(merchant.customerService.map((entry) => entry.csType));
    for (const [index, entry] of info.customerService.entries()) {
      expect(entry.path).not.toContain("://");
      const { plaintext, protectedHeader } = await compactDecrypt(entry.path, Buffer.from(merchant.serviceKey, "hex"));
      expect(protectedHeader).toMatchObject({ alg: "dir", enc: "A256GCM" });
      expect(new TextDecoder().decode(plaintext)).toBe(merchant.customerService[index].path);
    }
  });

  it("describes the merchant: CDNs on the sandbox's port, flags, location and state", async () => {
    const merchant = merchantRow("AURORA");
    const value = await aurora.system.permission();
    const port = sb.sandbox.port;
    expect(value.info.imageCDNs).toEqual(merchant.imageCdnHosts.map((host) => `http://${host}:${port}`));
    expect(value.info.launchGameCDNs).toEqual(merchant.launchCdnHosts.map((host) => `http://${host}:${port}`));
    expect(value.info).toMatchObject({
      mainDomain: merchant.mainDomain,
      analyticsId: merchant.analyticsId,
      currency: merchant.currency,
      currencySymbol: merchant.currencySymbol,
      domainRoute: merchant.domainRoutes,
      resources: merchant.resources,
      registerRules: merchant.registerRules,
      whitelabel: merchant.whitelabel,
    });
    expect(value.location).toEqual({ ip: CLIENT_IP, country: "PH" });
    expect(value.maintenance).toBe(false);
    expect(value.regionRestriction).toBe(false);
  });

  it("differs per merchant", async () => {
    const lumen = await sb.platform({ merchant: "LUMEN" }).system.permission();
    expect(lumen.info.analyticsId).toBeNull();
    expect(lumen.info.currencySymbol).toBe("$");
    expect(lumen.info.currency).toBe("USD");
    const saigon = await sb.platform({ merchant: "SAIGON" }).system.permission();
    expect([saigon.info.currency, saigon.info.currencySymbol]).toEqual(["VND", "₫"]);
  });
});

describe("registration settings and rules", () => {
  it("come from the merchant's configuration", async () => {
    expect(await aurora.system.registerSettings()).toEqual(merchantRow("AURORA").registerSettings);
    const lumenSettings = await sb.platform({ merchant: "LUMEN" }).system.registerSettings();
    expect(lumenSettings).toMatchObject({ usernameRegistration: false, mobileRegistration: true });
    expect((await aurora.system.registerRules()).rules).toEqual(merchantRow("AURORA").registerRules);
  });
});

describe("system.countries", () => {
  it("lists dialling codes by country name", async () => {
    const { list } = await aurora.system.countries();
    expect(list).toContainEqual({ countryCode: "PH", countryDialingCode: "63", name: "Philippines" });
    const names = list.map((country) => country.name);
    expect(names).toEqual([...names].sort());
  });
});

describe("merchant resolution", () => {
  it("rejects an unknown merchant code with UNKNOWN_MERCHANT (404)", async () => {
    const error = await platformError(sb.platform({ merchant: "NOPE" }).system.status());
    expect(error.code).toBe("UNKNOWN_MERCHANT");
    expect(error.status).toBe(404);
  });

  it("rejects a call without X-Merchant", async () => {
    const { status, envelope } = await sb.raw("GET", "/api/v1/system/status");
    expect(status).toBe(404);
    expect(envelope).toMatchObject({ success: false, code: "UNKNOWN_MERCHANT", value: null });
  });
});

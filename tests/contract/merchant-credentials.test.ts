import { describe, expect, it } from "vitest";
import { SOCIAL_PROVIDERS } from "~/platform/contract/sign-in-steps";
import { openDatabase } from "../../sandbox/db/index";
import { SEEDED_MERCHANTS, seedDatabase } from "../../sandbox/seed/index";
import { idpClientId } from "../../sandbox/seed/sign-in-steps";
import { merchantCredentials } from "../../sandbox/server";

const db = openDatabase(":memory:");
seedDatabase(db, { now: new Date("2026-03-01T12:00:00.000Z") });

describe("merchantCredentials (what the portal learns of a merchant)", () => {
  it("answers each seeded merchant's own service key and its test sign-in client for every provider", () => {
    const keys = SEEDED_MERCHANTS.map((merchant) => {
      const credentials = merchantCredentials(db, merchant);
      expect(credentials?.identityProviders.map(({ provider, clientId }) => ({ provider, clientId }))).toEqual(
        SOCIAL_PROVIDERS.map((provider) => ({ provider, clientId: idpClientId(merchant, provider) })),
      );
      for (const client of credentials?.identityProviders ?? []) expect(client.clientSecret).toMatch(/^[0-9a-f]{48}$/);
      return credentials?.serviceKey;
    });
    expect(keys.every((key) => typeof key === "string" && key.length > 0)).toBe(true);
    expect(new Set(keys).size).toBe(SEEDED_MERCHANTS.length);
  });

  it("answers null for a merchant the sandbox does not know", () => {
    expect(merchantCredentials(db, "NOSUCH")).toBeNull();
  });
});

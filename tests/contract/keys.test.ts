import { describe, expect, it } from "vitest";
import { createPlatformClient } from "~/platform/client.server";
import { DEFAULT_KEY_GRACE_MS } from "../../sandbox/server";
import { MEMBER, snapshot, startTestSandbox } from "../helpers/sandbox";

const sb = await startTestSandbox();
const LOGIN = "/api/v1/auth/login";

const publishedKids = async () => (await sb.platform({ merchant: "AURORA" }).system.keys()).keys.map((key) => key.kid);
const loginWithKey = async (kid: string) => sb.raw("POST", LOGIN, { merchant: "AURORA", body: { jwe: await sb.encrypt(MEMBER, kid) } });

describe("encryption key rotation", () => {
  // One client for the whole file: it caches the key it encrypts with, as the portal's does.
  const portal = createPlatformClient({ baseUrl: sb.url, retries: 0 }).bind({ merchant: "AURORA" });

  it("publishes the new key first and keeps accepting the old one during the grace period", async () => {
    expect((await portal.auth.login(MEMBER)).username).toBe("demo_member");
    const [oldKid] = await publishedKids();

    const { kid: newKid } = (await sb.control("/keys/rotate")) as { kid: string };
    expect(await publishedKids()).toEqual([newKid, oldKid]);
    expect((await loginWithKey(newKid)).envelope.success).toBe(true);
    expect((await loginWithKey(oldKid)).envelope.success).toBe(true);

    await sb.control("/clock/advance", { ms: DEFAULT_KEY_GRACE_MS - 60_000 });
    expect((await loginWithKey(oldKid)).envelope.success).toBe(true);
  });

  it("refuses the old key with UNKNOWN_KEY once the grace period is over", async () => {
    const [newKid, oldKid] = await publishedKids();
    const staleJwe = await sb.encrypt(MEMBER, oldKid);
    await sb.control("/clock/advance", { ms: 120_000 });
    expect(await publishedKids()).toEqual([newKid]);

    const sessionsBefore = snapshot(sb.sandbox, "sessions");
    const response = await sb.raw("POST", LOGIN, { merchant: "AURORA", body: { jwe: staleJwe } });
    expect([response.status, response.envelope.code]).toEqual([400, "UNKNOWN_KEY"]);
    expect(snapshot(sb.sandbox, "sessions")).toEqual(sessionsBefore);
  });

  it("lets the portal's client recover by fetching the keys again", async () => {
    expect((await portal.auth.login(MEMBER)).username).toBe("demo_member");
  });

  it("keeps the keys across a reset", async () => {
    const before = await publishedKids();
    await sb.control("/reset");
    expect(await publishedKids()).toEqual(before);
  });
});

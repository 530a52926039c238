import { describe, expect, it } from "vitest";
import { createClusterRevocations, primaryStoreOps, unanswered, type ClusterStoreLink } from "../../server/cluster-store";

/*
 * Signed-out sessions shared by a machine's workers through the primary's store: the store's
 * operations are the primary's own (`primaryStoreOps`), each worker's line to it answered in
 * this process instead of over the cluster's IPC channel, or not at all (a primary gone).
 */

const primaryOf = () => {
  const ops = primaryStoreOps();
  const line: ClusterStoreLink = {
    ask: async <T>(op: string, args: unknown) => (await ops[op](args as never)) as T,
  };
  return line;
};
const gone: ClusterStoreLink = { ask: async () => unanswered };
const inAnHour = () => Date.now() + 3_600_000;

describe("signed-out sessions through the cluster's primary", () => {
  it("refuses on every worker a session signed out on one", async () => {
    const primary = primaryOf();
    const [first, second] = [createClusterRevocations(primary), createClusterRevocations(primary)];
    expect(await second.isRevoked("key-1")).toBe(false);
    await first.revoke("key-1", inAnHour());
    expect(await second.isRevoked("key-1")).toBe(true);
    expect(await first.isRevoked("key-1")).toBe(true);
    expect(await second.isRevoked("key-2")).toBe(false);
  });

  it("keeps no session that has already ended", async () => {
    const primary = primaryOf();
    await createClusterRevocations(primary).revoke("key-3", Date.now() - 1);
    expect(await createClusterRevocations(primary).isRevoked("key-3")).toBe(false);
  });

  it("still refuses on its own worker while the primary does not answer", async () => {
    const worker = createClusterRevocations(gone);
    await worker.revoke("key-4", inAnHour());
    expect(await worker.isRevoked("key-4")).toBe(true);
    expect(await createClusterRevocations(gone).isRevoked("key-4")).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import { flattenWhitelabel, getFlags, resolveFlags } from "~/brand/flags.server";
import type { Brand } from "~/brand/schema";
import type { SystemInfo } from "~/load-context";
import type { WhitelabelNode } from "~/platform/contract";

const node = (modId: string, enabled: boolean, childrenNodes: WhitelabelNode[] = []): WhitelabelNode => ({
  modId,
  enabled,
  childrenNodes,
});

const tree = [
  node("REGISTER", true, [node("USERNAMEREG3", true), node("MOBILENUMREG3", false)]),
  node("LOGIN", false, [node("MOBILEVERCODELOGIN3", true)]),
  node("PTSYS3", true),
  node("SOMETHING_ELSE", true),
];

describe("whitelabel flags", () => {
  it("turns a nested tree into one switch per known flag", () => {
    const flags = flattenWhitelabel(tree);
    expect(flags.USERNAMEREG3).toBe(true);
    expect(flags.MOBILENUMREG3).toBe(false);
    expect(flags.PTSYS3).toBe(true);
    expect(Object.keys(flags)).not.toContain("SOMETHING_ELSE");
  });

  it("keeps a flag off when an ancestor is disabled", () => {
    expect(flattenWhitelabel(tree).MOBILEVERCODELOGIN3).toBe(false);
  });

  it("treats flags missing from the tree as off", () => {
    expect(flattenWhitelabel([]).FREEPLAY3).toBe(false);
  });

  it("lets the brand's overrides win in both directions", () => {
    const flags = resolveFlags(tree, { MOBILEVERCODELOGIN3: true, PTSYS3: false });
    expect(flags).toMatchObject({ MOBILEVERCODELOGIN3: true, PTSYS3: false, USERNAMEREG3: true, FREEPLAY3: false });
  });

  it("reads the merchant's cached tree for the request's brand", async () => {
    const systemInfo = async () => ({ whitelabel: tree }) as SystemInfo;
    const brand = { flagOverrides: { FREEPLAY3: true } } as Brand;
    expect(await getFlags({ brand, systemInfo })).toMatchObject({ FREEPLAY3: true, PTSYS3: true, MOBILENUMREG3: false });
  });
});

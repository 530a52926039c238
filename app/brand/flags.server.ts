import type { AppLoadContext } from "@remix-run/node";
import { WHITELABEL_FLAGS, type WhitelabelFlag, type WhitelabelNode } from "~/platform/contract/common";

export type Flags = Record<WhitelabelFlag, boolean>;

const isFlag = (modId: string): modId is WhitelabelFlag => (WHITELABEL_FLAGS as readonly string[]).includes(modId);

/**
 * The platform's whitelabel tree as one switch per known flag. A node is on
 * only when it and every ancestor are enabled; a flag absent from the tree is off.
 */
export function flattenWhitelabel(tree: readonly WhitelabelNode[]): Flags {
  const flags = Object.fromEntries(WHITELABEL_FLAGS.map((flag) => [flag, false])) as Flags;
  const visit = (nodes: readonly WhitelabelNode[], parentOn: boolean) => {
    for (const node of nodes) {
      const on = parentOn && node.enabled;
      if (isFlag(node.modId)) flags[node.modId] = flags[node.modId] || on;
      visit(node.childrenNodes, on);
    }
  };
  visit(tree, true);
  return flags;
}

/** The platform's flags with the brand's overrides applied on top. */
export function resolveFlags(tree: readonly WhitelabelNode[], overrides: Partial<Flags>): Flags {
  return { ...flattenWhitelabel(tree), ...overrides };
}

/** The request brand's flags: the merchant's cached whitelabel tree with the brand's overrides. */
export async function getFlags(context: Pick<AppLoadContext, "brand" | "systemInfo">): Promise<Flags> {
  const { whitelabel } = await context.systemInfo();
  return resolveFlags(whitelabel, context.brand.flagOverrides);
}

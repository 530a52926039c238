/**
 * The staff's roles and what each may do: the one table every loader and action asks (`can`), so
 * a role's reach is read in one place and a new action is granted here, not in its route.
 */
export const ROLES = ["owner", "editor", "translator", "viewer"] as const;
export type Role = (typeof ROLES)[number];

export const ACTIONS = [
  /** See the brands, their settings, drafts, versions and diffs. */
  "brand.read",
  /** Open a draft's signed preview link. */
  "brand.preview",
  /** Make a new brand (written as a draft brand). */
  "brand.create",
  /** Change a brand's draft: palette, flags, languages, links, limits, assets. */
  "brand.edit",
  /** Change a brand's draft texts (the language packs' overrides) and nothing else. */
  "texts.edit",
  /** Make a draft live, or roll back to an earlier version (a rollback is a publish). */
  "brand.publish",
  /** Read the audit log. */
  "audit.read",
  /** Add staff, change their roles, remove them. */
  "staff.manage",
] as const;
export type Action = (typeof ACTIONS)[number];

/**
 * owner: everything, staff included. editor: the brands end to end, and the audit log of them.
 * translator: texts only, with the brands' read and preview to see them in place; not the audit
 * log (its entries name staff and their addresses, which texts do not need). viewer (QA): read and
 * preview, nothing written.
 */
const PERMISSIONS: Readonly<Record<Role, ReadonlySet<Action>>> = {
  owner: new Set(ACTIONS),
  editor: new Set(["brand.read", "brand.preview", "brand.create", "brand.edit", "texts.edit", "brand.publish", "audit.read"]),
  translator: new Set(["brand.read", "brand.preview", "texts.edit"]),
  viewer: new Set(["brand.read", "brand.preview"]),
};

export function can(role: Role, action: Action): boolean {
  return PERMISSIONS[role].has(action);
}

export const isRole = (value: unknown): value is Role => typeof value === "string" && (ROLES as readonly string[]).includes(value);

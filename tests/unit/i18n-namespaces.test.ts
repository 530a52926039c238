import { describe, expect, it } from "vitest";
import { GROUPS, NAMESPACE_OF, NAMESPACES, type Namespace, type TextGroup } from "~/i18n/namespaces";
import en from "~/i18n/packs/en.json";
import ty from "~/i18n/packs/ty.json";
import { groupsUsedFrom, routeTexts, type RouteTexts } from "../helpers/text-usage";

describe("namespaces (app/i18n/namespaces.ts)", () => {
  it("put every group of the packs in exactly one namespace, and none is empty", () => {
    const placed: string[] = Object.values(GROUPS).flat();
    // A group named twice (in two namespaces, or twice in one) shows here as a surplus.
    expect(placed.sort()).toEqual(Object.keys(en).sort());
    expect(Object.keys(ty).sort()).toEqual(Object.keys(en).sort());
    for (const namespace of NAMESPACES) expect(GROUPS[namespace].length, namespace).toBeGreaterThan(0);
    for (const [namespace, groups] of Object.entries(GROUPS))
      for (const group of groups) expect(NAMESPACE_OF[group], group).toBe(namespace);
  });
});

describe("each route's texts handle", () => {
  const routes = routeTexts();
  const byId = new Map(routes.map((route) => [route.id, route]));
  const chain = (route: RouteTexts): RouteTexts[] => (route.parentId ? [...chain(byId.get(route.parentId)!), route] : [route]);
  const pages = routes.filter((route) => route.page);

  it("finds the routes and the texts their code uses (the scan itself is not empty)", () => {
    expect(pages.length).toBeGreaterThan(80);
    expect([...groupsUsedFrom("app/routes/_main.member.depositv2.tsx").keys()]).toContain("money");
    expect(routes.find((route) => route.id === "routes/_main.member.depositv2")?.declared).toEqual(["money", "protection"]);
  });

  it("names every namespace a page's code (its components, and the keys its server answers with) needs", () => {
    const missing: string[] = [];
    for (const route of pages) {
      const given = new Set<Namespace>(["common", ...chain(route).flatMap((above) => above.declared ?? [])]);
      for (const [group, file] of groupsUsedFrom(route.file)) {
        const namespace = NAMESPACE_OF[group];
        if (!given.has(namespace)) missing.push(`${route.file}: "${namespace}" (${group}.*, in ${file})`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("names no namespace its page does not use or already has from a layout, and only in `texts(...)`", () => {
    const extra: string[] = [];
    for (const route of routes) {
      expect(route.otherHandle, `${route.file}: export const handle = texts(...)`).toBe(false);
      const above = new Set<Namespace>([
        "common",
        ...chain(route)
          .slice(0, -1)
          .flatMap((layout) => layout.declared ?? []),
      ]);
      const used = new Set([...groupsUsedFrom(route.file).keys()].map((group: TextGroup) => NAMESPACE_OF[group]));
      for (const namespace of route.declared ?? []) {
        if (above.has(namespace) || !used.has(namespace)) extra.push(`${route.file}: "${namespace}"`);
      }
    }
    expect(extra).toEqual([]);
  });
});

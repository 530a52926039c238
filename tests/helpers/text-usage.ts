import { existsSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { UNSAFE_flatRoutes as flatRoutes } from "@remix-run/dev";
import remixConfig from "../../remix.config.js";
import { NAMESPACE_OF, type Namespace, type TextGroup } from "~/i18n/namespaces";
import en from "~/i18n/packs/en.json";

type Tree = { [key: string]: string | Tree };

const APP = resolve("app");

/** Every key of the English pack ("money.deposit.title"). */
const KEYS: readonly string[] = (function keysOf(tree: Tree, prefix = ""): string[] {
  return Object.entries(tree).flatMap(([key, value]) => (typeof value === "string" ? [prefix + key] : keysOf(value, `${prefix + key}.`)));
})(en as unknown as Tree);
const KEY_SET = new Set(KEYS);

const GROUPS = Object.keys(NAMESPACE_OF) as TextGroup[];
/**
 * A string in the code that starts with a group's name and a dot: `"money.deposit.title"`, or the
 * start of a key made at run time, `` `records.gameTypes.${type}` ``. A type assertion's literal
 * (`error as "money.formExpired"`) is a type, not a text the code asks for: skipped.
 */
const KEY_LITERAL = new RegExp(`(\\bas\\s+)?(["'\`])((?:${GROUPS.join("|")})\\.[\\w.-]*)(\\$\\{|\\2)`, "g");

/** Comments name keys as examples; only code counts (comments that start a line, and JSX's comments, are dropped). */
const withoutComments = (text: string) =>
  text
    .replace(/^\s*\/\*[\s\S]*?\*\//gm, "")
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, "")
    .replace(/^\s*\/\/.*$/gm, "");

/** The groups of the keys a module's code names, whole or as the start of a key made at run time. */
function groupsNamedIn(text: string): Set<TextGroup> {
  const groups = new Set<TextGroup>();
  for (const [, assertion, , literal, end] of withoutComments(text).matchAll(KEY_LITERAL)) {
    if (assertion) continue;
    // A key's start: before a `${...}`, or a literal ending in a dot (`"records.gameTypes." + type`).
    const isKey = end === "${" || literal!.endsWith(".") ? KEYS.some((key) => key.startsWith(literal!)) : KEY_SET.has(literal!);
    if (isKey) groups.add(literal!.split(".", 1)[0] as TextGroup);
  }
  return groups;
}

/** The modules a module imports (static, dynamic and re-exports; not `import type`), inside app/. */
function importsOf(file: string, text: string): string[] {
  const found: string[] = [];
  const pattern = /(?:^|\n)\s*(?:import|export)\s+(?!type\b)[^;]*?\bfrom\s+["']([^"']+)["']|\bimport\(\s*["']([^"']+)["']\s*\)/g;
  for (const [, fromSpec, dynamicSpec] of text.matchAll(pattern)) {
    const spec = fromSpec ?? dynamicSpec!;
    const base = spec.startsWith("~/") ? join(APP, spec.slice(2)) : spec.startsWith(".") ? resolve(dirname(file), spec) : null;
    if (!base) continue;
    const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, "index.ts"), join(base, "index.tsx")];
    const target = candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
    if (target) found.push(target);
  }
  return found;
}

const modules = new Map<string, { imports: string[]; groups: Set<TextGroup>; text: string }>();
function moduleOf(file: string) {
  let module = modules.get(file);
  if (!module) {
    const text = readFileSync(file, "utf8");
    module = { text, imports: importsOf(file, text), groups: groupsNamedIn(text) };
    modules.set(file, module);
  }
  return module;
}

/**
 * The groups a module and everything it imports name, with the module that names each first.
 * Server modules count too: an action's reply names the keys the page then shows. The packs
 * themselves are not code that asks for a text, nor is the platform's contract and client
 * (app/platform/): its names are the platform's (a call such as "rebate.claim"), never a text's key.
 */
export function groupsUsedFrom(entry: string): Map<TextGroup, string> {
  const used = new Map<TextGroup, string>();
  const seen = new Set<string>();
  const pending = [resolve(entry)];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (seen.has(file) || file.startsWith(join(APP, "i18n", "packs")) || file.startsWith(join(APP, "platform"))) continue;
    seen.add(file);
    const module = moduleOf(file);
    for (const group of module.groups) if (!used.has(group)) used.set(group, relative(process.cwd(), file));
    pending.push(...module.imports);
  }
  return used;
}

export interface RouteTexts {
  id: string;
  file: string;
  parentId?: string;
  /** Renders a page (has a default export); a resource route's texts are the server's own. */
  page: boolean;
  /** What its `handle = texts(...)` names; null when it declares no handle. */
  declared: Namespace[] | null;
  /** Whether it exports a `handle` in some other form than `texts(...)`. */
  otherHandle: boolean;
}

/** Every route (and the root), as Remix's file conventions make them, with what it declares. */
export function routeTexts(): RouteTexts[] {
  const manifest = flatRoutes(APP, remixConfig.ignoredRouteFiles);
  const entries = [{ id: "root", file: "root.tsx", parentId: undefined }, ...Object.values(manifest)];
  return entries.map(({ id, file, parentId }) => {
    const { text } = moduleOf(join(APP, file));
    const call = /export const handle = texts\(([^)]*)\)/.exec(text);
    return {
      id,
      file: join("app", file),
      parentId,
      page: /export default\b/.test(text),
      declared: call ? [...call[1]!.matchAll(/["'](\w+)["']/g)].map((match) => match[1] as Namespace) : null,
      otherHandle: !call && /export (const|function|let) handle\b/.test(text),
    };
  });
}

import { NEW_BRAND_FIELDS } from "../../console/features/brands/create.server";
import { createHash } from "node:crypto";
import { lstatSync, readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { demoStaffOf } from "../../console/features/staff/demo.server";
import { startConsolePortal } from "../helpers/console";
import { xssPayloads } from "../helpers/xss-corpus";

/*
 * Property-based fuzzing of every console action, as tests/integration/fuzz-actions.test.ts does
 * for the portal's: each action is posted generated forms (its own field names with hostile values,
 * random field names, wrong intents, brand ids that climb out of brands/) with the console's own
 * Origin, signed in as the owner where the action wants staff. Each answer must be one of the
 * documented statuses, never a 5xx, and never show an error's text or stack. After the run, the
 * project copy's files are as they were but for drafts of known brands: no write lands outside
 * brands/<known id>/draft/, and the new-brand action is only sent ids the brand schema refuses.
 *
 * Each route's run has a fixed seed (FUZZ_SEED plus the route's index); on a failure fast-check
 * prints the seed and path of the shrunk case to replay it. FUZZ_RUNS sets the requests per route.
 */

const RUNS = Number(process.env.FUZZ_RUNS ?? 100);
const SEED = Number(process.env.FUZZ_SEED ?? 20_260_515);
/** What a console action may answer: its own verdicts, the body gate's, the rate limit's. */
const DOCUMENTED = [200, 302, 303, 400, 403, 404, 409, 413, 415, 422, 429];

const { root: copy, consoleRequest, signInAs } = await startConsolePortal({ projectCopy: true });
const root = copy!;

// ---------------------------------------------------------------------------------------
// The project copy's files, to compare after the run.

/** Every file under the copy (links, such as app/ and build/, not followed) → its content's hash. */
function snapshot(): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      const stat = lstatSync(path);
      if (stat.isSymbolicLink()) files.set(relative(root, path), "link");
      else if (stat.isDirectory()) walk(path);
      else files.set(relative(root, path), createHash("sha256").update(readFileSync(path)).digest("hex"));
    }
  };
  walk(root);
  return files;
}
const before = snapshot();
const KNOWN_BRANDS = readdirSync(join(root, "brands")).filter((name) => lstatSync(join(root, "brands", name)).isDirectory());
/** The fuzzed brand whose draft the fuzz may write; publishing is fuzzed on another, which never gets one. */
const DRAFT_BRAND = "aurora";
const PUBLISH_BRAND = "lumen";

const owner = await signInAs("owner");

// ---------------------------------------------------------------------------------------
// Values.

const xss = xssPayloads();
const controls = fc
  .array(fc.integer({ min: 0, max: 31 }), { minLength: 1, maxLength: 20 })
  .map((codes) => String.fromCharCode(...codes) + "x\u0000\u007f\u2028");
const long = fc.constantFrom(300, 2_100, 20_001, 70_000).map((length) => "é".repeat(length));
const numbers = fc.constantFrom("-1", "0", "1.5", "1e309", "-1e309", "NaN", "Infinity", "99999999999999999999", "0x10", " 7 ", "");
const paths = fc.constantFrom("../x", "aurora/../../etc", "..", "/etc/passwd", "__proto__", "constructor", "a\\b", "%2e%2e%2fx");
/** A hostile value for any field. */
const hostile = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.constantFrom(...xss),
  controls,
  long,
  numbers,
  paths,
);

type Field = [name: string, value: string | File];
interface Route {
  /** The route's path for a brand id (`null` for the routes without one). */
  path(brand: string): string;
  /** Its own field names. */
  fields: readonly string[];
  /** Its intents (the `intent` or `step` field), each fuzzed beside wrong ones. */
  intent?: { name: string; values: string[] };
  /** Values of its own for some of its fields, beside hostile ones. */
  values?: Record<string, fc.Arbitrary<string>>;
  /** The brand it acts on (the others fuzzed are ids that are not brands). */
  brand?: string;
  /** Sent without the owner's session (sign-in, sign-out). */
  signedOut?: true;
  /** Takes files (multipart). */
  files?: string[];
  /** A route with no action: a post is 405. */
  getOnly?: true;
}

/** Brand ids in a path: the route's own brand, ids that are not brands, and ids that climb out of brands/ (raw or encoded). */
const brandIds = (own: string) =>
  fc
    .oneof(
      { weight: 4, arbitrary: fc.constant(own) },
      { weight: 1, arbitrary: fc.constantFrom("nope", "AURORA", "aurora ", "-x", "a".repeat(41)) },
      { weight: 2, arbitrary: fc.tuple(fc.constantFrom("../x", "aurora/../../etc", "..", "aurora%00", "aurora/draft"), fc.boolean()) },
    )
    .map((id) => (typeof id === "string" ? encodeURIComponent(id) : id[1] ? encodeURIComponent(id[0]) : id[0]));

const ids = /^[a-z][a-z0-9-]{0,39}$/;
/** New-brand ids the brand schema refuses (so the fuzz never makes a brand): climbing ids, capitals, too long, empty. */
const refusedIds = fc
  .oneof(paths, hostile, fc.constantFrom("aurora", "x".repeat(41), "1abc", "Abc", "-abc", "a_b", ""))
  .filter((id) => !ids.test(id.trim()) || KNOWN_BRANDS.includes(id.trim()));

const ROUTES: Record<string, Route> = {
  "sign-in": {
    path: () => "/sign-in",
    fields: ["email", "password", "code"],
    intent: { name: "step", values: ["password", "code", "restart"] },
    values: { email: fc.constantFrom(demoStaffOf("viewer").email, "nobody@ops.localhost", "a@b") },
    signedOut: true,
  },
  "sign-out": { path: () => "/sign-out", fields: [], signedOut: true },
  staff: {
    path: () => "/staff",
    fields: ["email", "displayName", "role", "id"],
    intent: { name: "intent", values: ["create", "role", "reset", "remove"] },
    // No id of a real account: the fuzz must not demote or remove the owner it is signed in as.
    values: { id: numbers, role: fc.constantFrom("owner", "editor", "translator", "viewer") },
  },
  audit: {
    path: () => "/audit",
    fields: ["text", "action", "brand", "staff", "from", "to"],
    getOnly: true,
  },
  "brands.$id (its layout, posted without ?index)": {
    path: (brand) => `/brands/${brand}`,
    brand: DRAFT_BRAND,
    fields: ["displayName"],
    intent: { name: "intent", values: ["settings", "discard"] },
    getOnly: true,
  },
  "brands.new": {
    path: () => "/brands/new",
    fields: NEW_BRAND_FIELDS,
    values: {
      id: refusedIds,
      mode: fc.constantFrom("dark", "light"),
      primary: fc.constantFrom("#e11d48", "#fff", "red"),
      language: fc.constantFrom("EN", "TY", "XX"),
    },
  },
  "brands.$id._index": {
    path: (brand) => `/brands/${brand}?index`,
    brand: DRAFT_BRAND,
    fields: [
      "displayName",
      "languages",
      "defaultLanguage",
      "flags.register",
      "social.facebook",
      "support.email",
      "support.liveChat",
      "helpOrganisations[0].name",
      "helpOrganisations[0].url",
      "minimumAge",
      "kycThreshold",
      "idleTimeoutMinutes",
      "regions.slot",
      "seals[0].image",
    ],
    intent: { name: "intent", values: ["settings", "discard"] },
    values: { languages: fc.constantFrom("EN", "TY", "XX"), defaultLanguage: fc.constantFrom("EN", "TY") },
  },
  "brands.$id.palette": {
    path: (brand) => `/brands/${brand}/palette`,
    brand: DRAFT_BRAND,
    fields: ["light.primary", "light.bg", "light.text", "dark.primary", "dark.bg", "dark.text", "light", "dark"],
    intent: { name: "intent", values: ["save", "autosave"] },
    values: {
      "light.primary": fc.constantFrom("#e11d48", "#000", "#zzzzzz"),
      "dark.bg": fc.constantFrom("#000000", "#fff", "rgb(0,0,0)"),
    },
  },
  "brands.$id.texts": {
    path: (brand) => `/brands/${brand}/texts`,
    brand: DRAFT_BRAND,
    fields: ["lng", "overrides[0].key", "overrides[0].value", "overrides[1].key", "overrides[1].value", "q"],
    values: {
      lng: fc.constantFrom("EN", "TY", "XX", "../en"),
      "overrides[0].key": fc.constantFrom("home.tagline", "__proto__", "a.b.c.d", "constructor.prototype"),
    },
  },
  "brands.$id.assets": {
    path: (brand) => `/brands/${brand}/assets`,
    brand: DRAFT_BRAND,
    fields: ["target", "seal", "name", "id"],
    intent: { name: "intent", values: ["upload", "remove"] },
    values: {
      target: fc.constantFrom("logo", "favicon", "seal", "logoDark"),
      seal: fc.constantFrom("pagcor", "../x", "Pag Cor"),
      name: fc.constantFrom("pagcor", "../../brand.yaml", "aurora/../../etc"),
    },
    files: ["file"],
  },
  "brands.$id.versions": {
    path: (brand) => `/brands/${brand}/versions`,
    brand: PUBLISH_BRAND,
    fields: ["note", "goLive", "confirm", "version"],
    intent: { name: "intent", values: ["publish", "rollback"] },
    values: { version: numbers, goLive: fc.constantFrom("on", "true", "1"), confirm: fc.constantFrom("aa", "AA") },
  },
};

/** An uploaded file: an SVG with script, not an SVG, empty, or big. */
const files = fc
  .tuple(
    fc.constantFrom("logo.svg", "../../x.svg", "a\u0000.svg", "x.png", ""),
    fc.constantFrom("image/svg+xml", "image/png", "text/html", ""),
    fc.oneof(
      fc.constantFrom(
        '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
        '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><a href="javascript:alert(1)"><rect/></a></svg>',
        '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><svg>&e;</svg>',
        "",
      ),
      hostile,
      fc.constant("<svg>" + "<g>".repeat(50_000) + "</svg>"),
    ),
  )
  .map(([name, type, content]) => new File([content], name, { type }));

/** A form for the route: some of its own fields with its values or hostile ones, an intent right or wrong, random fields. */
function formOf(route: Route): fc.Arbitrary<Field[]> {
  const own = route.fields.map((name) =>
    fc.option(route.values?.[name] ? fc.oneof({ weight: 2, arbitrary: route.values[name] }, { weight: 1, arbitrary: hostile }) : hostile, {
      nil: undefined,
      freq: 2,
    }),
  );
  const intent = route.intent
    ? fc.option(fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...route.intent.values) }, { weight: 1, arbitrary: hostile }), {
        nil: undefined,
        freq: 8,
      })
    : fc.constant(undefined);
  const randomFields = fc.array(fc.tuple(fc.oneof(fc.string({ maxLength: 12 }), paths, fc.constantFrom("_action", "intent")), hostile), {
    maxLength: 3,
  });
  const upload = route.files ? fc.option(files, { nil: undefined, freq: 2 }) : fc.constant(undefined);
  return fc.tuple(fc.tuple(...own), intent, randomFields, upload).map(([values, chosen, random, file]) => {
    const form: Field[] = [];
    if (chosen !== undefined) form.push([route.intent!.name, chosen]);
    route.fields.forEach((name, index) => {
      if (values[index] !== undefined) form.push([name, values[index]]);
    });
    form.push(...random);
    if (file && route.files) form.push([route.files[0], file]);
    return form;
  });
}

/** A form as a browser encodes it: url-encoded, or multipart (always, with a file). */
function encoded(form: Field[], multipart: boolean): { pairs: [string, string][] } | { multipart: FormData } {
  if (!multipart && form.every(([, value]) => typeof value === "string")) return { pairs: form as [string, string][] };
  const data = new FormData();
  for (const [name, value] of form) data.append(name, value);
  return { multipart: data };
}

const STACK = /\n\s+at [^\n]+:\d+:\d+|\bError:/;
const seen = new Map<string, number>();

async function check(name: string, route: Route, brand: string, form: Field[], multipart: boolean) {
  const path = route.path(brand);
  const response = await consoleRequest(path, {
    method: "POST",
    ...encoded(form, multipart || Boolean(route.files && form.some(([, value]) => typeof value !== "string"))),
    ...(route.signedOut ? {} : { cookie: owner }),
  });
  const label = `POST ${path} ${JSON.stringify(form.map(([key, value]) => [key, typeof value === "string" ? value.slice(0, 80) : `file ${value.name}`]))}: ${response.status} ${response.body.slice(0, 300)}`;
  seen.set(`${name} ${response.status}`, (seen.get(`${name} ${response.status}`) ?? 0) + 1);
  expect(response.status, label).toBeLessThan(500);
  // A raw `..` in the path is resolved to another page (of no action, 405) before any route reads it.
  const elsewhere = route.getOnly || /\/\.\.(\/|\?|$)/.test(path);
  expect(elsewhere ? [...DOCUMENTED, 405] : DOCUMENTED, label).toContain(response.status);
  expect(STACK.test(response.body), label).toBe(false);
}

describe.concurrent("fuzzed console actions", () => {
  Object.entries(ROUTES).forEach(([name, route], index) => {
    it(
      `${name}: ${RUNS} requests, none answered 5xx, each with a documented status`,
      { timeout: Math.max(60_000, RUNS * 600) },
      async () => {
        await fc.assert(
          fc.asyncProperty(route.brand ? brandIds(route.brand) : fc.constant(""), formOf(route), fc.boolean(), (brand, form, multipart) =>
            check(name, route, brand, form, multipart),
          ),
          { numRuns: RUNS, seed: SEED + index },
        );
      },
    );
  });
});

describe("after the run", () => {
  it("left the copy's files as they were, but for drafts of known brands", () => {
    const after = snapshot();
    const draftOf = (path: string) => {
      const [top, id, part] = path.split(sep);
      return top === "brands" && KNOWN_BRANDS.includes(id) && part === "draft";
    };
    const changed = [...before].filter(([path, hash]) => !draftOf(path) && after.get(path) !== hash).map(([path]) => path);
    const added = [...after.keys()].filter((path) => !before.has(path) && !draftOf(path));
    expect({ changed, added }).toEqual({ changed: [], added: [] });
    expect(readdirSync(join(root, "brands")).sort()).toEqual([...KNOWN_BRANDS].sort());
    // Only the draft brand may have a draft: publishing was fuzzed on a brand that never had one.
    expect([...after.keys()].filter((path) => draftOf(path) && !path.startsWith(join("brands", DRAFT_BRAND)))).toEqual([]);
    if (process.env.FUZZ_SUMMARY === "1")
      console.log(
        [...seen]
          .sort()
          .map(([key, count]) => `${String(count).padStart(5)}  ${key}`)
          .join("\n"),
      );
  });
});

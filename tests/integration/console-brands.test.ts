import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readBrandFolder, writeBrandFolder } from "~/brand/brand-folder.server";
import { parseBrandYaml } from "~/brand/brand-files";
import { searchAudit } from "../../console/features/audit/audit.server";
import { settingsDefaults } from "../../console/features/brands/settings.server";
import type { SettingsDefaults } from "../../console/features/brands/settings-schema";
import { demoStaffOf } from "../../console/features/staff/demo.server";
import { listVersions } from "../../console/features/versions/versions.server";
import { startConsolePortal } from "../helpers/console";

/**
 * The console's brand pages over HTTP, on a portal serving a copy of the project (what the console
 * writes lands in the copy's brands/): a brand made in the console is a draft brand (its host 404s
 * but to its preview link), a setting saved goes to its draft (comments kept, live untouched), a
 * publish with "go live" serves it on its domain, a palette below AA asks to confirm first, a
 * rollback puts an earlier version back; the roles' limits answer 403; the audit log has each step.
 */

const { root: copy, registry: liveRegistry, store, request, consoleRequest, signInAs } = await startConsolePortal({ projectCopy: true });
const root = copy!;
const registry = liveRegistry!;
const ID = "comet";

/** The settings form as a browser sends it: every field of the form, its values from `settings` (conform's names). */
function settingsForm(settings: SettingsDefaults): [string, string][] {
  const pairs: [string, string][] = [["intent", "settings"]];
  const add = (name: string, value: unknown) => {
    if (value === undefined || value === null) return;
    if (Array.isArray(value)) {
      value.forEach((item, index) => (typeof item === "object" ? add(`${name}[${index}]`, item) : pairs.push([name, String(item)])));
    } else if (typeof value === "object") {
      for (const [key, child] of Object.entries(value)) add(name ? `${name}.${key}` : key, child);
    } else {
      pairs.push([name, String(value)]);
    }
  };
  add("", settings);
  return pairs;
}

const file = (path: string) => readFileSync(join(root, "brands", ID, path), "utf8");
/** The brand's current settings as the form shows them: its draft's brand.yaml, else its live one. */
function currentSettings(): SettingsDefaults {
  const draft = readBrandFolder(root, ID, { part: "draft" });
  const text = (draft.get("brand.yaml") ?? readBrandFolder(root, ID, { part: "live" }).get("brand.yaml")!).toString("utf8");
  const parsed = parseBrandYaml(text);
  if (!parsed.ok) throw new Error(parsed.problems.join("\n"));
  return settingsDefaults(parsed.value);
}

const brandHome = (headers: Record<string, string> = {}) => request(ID, "/", { headers });
/** The primary colour of the light mode the brand's stylesheet serves (to a preview when given its cookie). */
async function primaryServed(headers: Record<string, string> = {}): Promise<string | undefined> {
  const page = await brandHome(headers);
  const href = /<link rel="stylesheet" href="(\/brand\/theme\.css\?v=[0-9a-f]+)"/.exec(page.body)?.[1];
  const css = href ? (await request(ID, href, { headers })).body : "";
  return /:root\[data-mode="light"\]\{[^}]*--pt-color-primary:(#[0-9a-f]{6})/.exec(css)?.[1];
}

let editor: string;
let previewLink: string;
/** The preview cookie a browser keeps after opening the link. */
let previewCookie: string;

describe("brands in the console", () => {
  it("lists the brands with whether each domain answers, and refuses a new brand's problems beside their fields, keeping what was typed", async () => {
    editor = await signInAs("editor");
    const list = await consoleRequest("/brands", { cookie: editor });
    expect(list.status).toBe(200);
    expect(list.body).toContain("Aurora Casino");
    expect(list.body).toMatch(/aurora\.localhost:.*?answers \(HTTP 200\)/s);
    expect(list.body).toContain('href="/brands/new"');

    const refused = await consoleRequest("/brands/new", {
      cookie: editor,
      form: {
        id: ID,
        name: "Comet Casino",
        domains: "aurora.localhost",
        merchant: "TALA",
        language: "EN",
        mode: "dark",
        primary: "#e11d48",
      },
    });
    expect(refused.status).toBe(422);
    // The planner's problem, beside the domains field; what was typed is still in the fields.
    expect(refused.body).toMatch(/id="[^"]*-domains-error"[^>]*>Already used by brand &quot;aurora&quot;/);
    expect(refused.body).toMatch(/value="Comet Casino"/);
    expect(readBrandFolder(root, ID, { part: "live" }).size).toBe(0);
  });

  it("makes a brand as a draft brand: its host answers 404 but to its preview link", async () => {
    const made = await consoleRequest("/brands/new", {
      cookie: editor,
      form: { id: ID, name: "Comet Casino", domains: "comet.example", merchant: "TALA", language: "EN", mode: "dark", primary: "#e11d48" },
    });
    expect(made.status, made.body).toBe(302);
    expect(made.headers.location).toBe(`/brands/${ID}?created=1`);
    expect(file("brand.yaml")).toMatch(/^draft: true$/m);
    expect((await brandHome()).status).toBe(404);

    const page = await consoleRequest(`/brands/${ID}?created=1`, { cookie: editor });
    expect(page.status).toBe(200);
    expect(page.body).toContain("was made as a draft brand");
    previewLink = /value="(http:\/\/comet\.localhost:\d+\/\?preview=[^"]+)"/.exec(page.body)![1].replaceAll("&amp;", "&");
    const preview = await brandHome();
    expect(preview.status).toBe(404);
    const opened = await request(ID, new URL(previewLink).pathname + new URL(previewLink).search);
    expect(opened.status).toBe(200);
    expect(opened.body).toContain("Comet Casino");
    previewCookie = opened.cookies.map((line) => line.split(";")[0]).join("; ");
  });

  it("saves a setting to the draft, comments kept and live untouched; a wrong value is refused beside its field", async () => {
    const liveBefore = file("brand.yaml");
    const settings = currentSettings();
    const wrong = await consoleRequest(`/brands/${ID}?index`, {
      cookie: editor,
      pairs: settingsForm({ ...settings, social: { facebook: "http://facebook.example/comet" } }),
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body).toMatch(/-social\.facebook-error"[^>]*>Use an https:\/\/ address\./);
    expect(wrong.body).toContain('value="http://facebook.example/comet"');
    expect(readBrandFolder(root, ID, { part: "draft" }).size).toBe(0);

    const saved = await consoleRequest(`/brands/${ID}?index`, {
      cookie: editor,
      pairs: settingsForm({
        ...settings,
        displayName: "Comet Royale",
        kycThreshold: "5000.50",
        helpOrganisations: [{ name: "Gamblers Anonymous", url: "https://www.gamblersanonymous.org" }],
        regions: { COCKFIGHT: "ph" },
      }),
    });
    expect(saved.status, saved.body.slice(0, 2000)).toBe(200);
    // The save's sentence, shown as the form's notice (not only in the page's serialized data).
    expect(saved.body).toMatch(/role="status"[^>]*>Saved to the draft\. Open the preview link/);
    const draft = file("draft/brand.yaml");
    expect(draft).toMatch(/^displayName: Comet Royale$/m);
    expect(draft).toMatch(/^kycWithdrawalThresholdCents: 500050$/m);
    expect(draft).toContain("COCKFIGHT: [PH]");
    expect(draft).toContain("name: Gamblers Anonymous");
    // Comments stay: the file's header and the one above its secrets.
    expect(draft).toContain("# Comet Casino: written by `npm run brand:new`.");
    expect(draft).toContain("# The environment variable holding each secret");
    expect(file("brand.yaml")).toBe(liveBefore);
    // The preview shows the draft; the public still gets nothing.
    expect((await brandHome({ cookie: previewCookie })).body).toContain("Comet Royale");
    expect((await brandHome()).status).toBe(404);
  });

  it("adds a help organisation's row for a browser without JavaScript: the form again with the row, nothing saved", async () => {
    const before = readBrandFolder(root, ID, { part: "draft" });
    const rows = (body: string) => body.match(/name="helpOrganisations\[\d+\]\.name"/g)?.length ?? 0;
    const page = await consoleRequest(`/brands/${ID}`, { cookie: editor });
    const added = await consoleRequest(`/brands/${ID}?index`, {
      cookie: editor,
      pairs: [
        ...settingsForm(currentSettings()),
        ["__intent__", JSON.stringify({ type: "insert", payload: { name: "helpOrganisations" } })],
      ],
    });
    expect(added.status, added.body.slice(0, 2000)).toBe(200);
    expect(rows(added.body)).toBe(rows(page.body) + 1);
    expect(added.body).not.toContain("Saved to the draft");
    expect(readBrandFolder(root, ID, { part: "draft" })).toEqual(before);
  });

  it("keeps a translator from changing a setting and a viewer from publishing (403)", async () => {
    const translator = await signInAs("translator");
    const edit = await consoleRequest(`/brands/${ID}?index`, { cookie: translator, pairs: settingsForm(currentSettings()) });
    expect(edit.status).toBe(403);
    const viewer = await signInAs("viewer");
    expect((await consoleRequest(`/brands/${ID}/versions`, { cookie: viewer })).status).toBe(200);
    const publish = await consoleRequest(`/brands/${ID}/versions`, { cookie: viewer, form: { intent: "publish", goLive: "on" } });
    expect(publish.status).toBe(403);
    expect(readBrandFolder(root, ID, { part: "draft" }).size).toBeGreaterThan(0);
  });

  it("shows the draft's diff, and publishing it with go-live serves the brand on its domain", async () => {
    const page = await consoleRequest(`/brands/${ID}/versions`, { cookie: editor });
    expect(page.body).toMatch(/<del[^>]*>-displayName: Comet Casino<\/del>/);
    expect(page.body).toMatch(/<ins[^>]*>\+displayName: Comet Royale<\/ins>/);
    const published = await consoleRequest(`/brands/${ID}/versions`, {
      cookie: editor,
      form: { intent: "publish", note: "Comet goes live", goLive: "on" },
    });
    expect(published.status, published.body.slice(0, 2000)).toBe(302);
    expect(published.headers.location).toBe(`/brands/${ID}/versions?published=2`);
    const home = await brandHome();
    expect(home.status).toBe(200);
    expect(home.body).toContain("Comet Royale");
    expect(file("brand.yaml")).not.toMatch(/^draft:/m);
    expect(readBrandFolder(root, ID, { part: "draft" }).size).toBe(0);
    expect(listVersions(store, ID).map((version) => [version.number, version.kind])).toEqual([
      [2, "publish"],
      [1, "baseline"],
    ]);
    const list = await consoleRequest("/brands", { cookie: editor });
    expect(list.body).toMatch(/comet\.localhost:.*?answers \(HTTP 200\)/s);
    const diff = await consoleRequest(`/brands/${ID}/versions?diff=2`, { cookie: editor });
    expect(diff.body).toMatch(/<del[^>]*>-draft: true<\/del>/);
  });

  it("asks to confirm a palette below AA, listing the failing pairs, then publishes it; a rollback puts the old colour back", async () => {
    const before = await primaryServed();
    expect(before).toMatch(/^#[0-9a-f]{6}$/);
    // A draft whose light primary is near-white: unreadable as text on the light backgrounds.
    const live = readBrandFolder(root, ID, { part: "live" });
    const theme = live.get("theme.yaml")!.toString("utf8");
    const light = theme.slice(theme.indexOf("\nlight:"));
    const failing = theme.replace(light, light.replace(/primary: "#[0-9a-f]{6}"/, 'primary: "#fafafa"'));
    writeBrandFolder(root, ID, new Map(live).set("theme.yaml", Buffer.from(failing)), { part: "draft" });
    await registry.reload();

    const asked = await consoleRequest(`/brands/${ID}/versions`, { cookie: editor, form: { intent: "publish", note: "Paler" } });
    expect(asked.status).toBe(409);
    expect(asked.body).toContain("Publish with a palette below WCAG AA?");
    expect(asked.body).toMatch(/primary #fafafa on bg #[0-9a-f]{6}: \d\.\d\d &lt; 4\.5/);
    expect(asked.body).toMatch(/name="confirm" value="aa"/);
    expect(asked.body).toContain(">Paler</textarea>");
    expect(await primaryServed()).toBe(before);

    const confirmed = await consoleRequest(`/brands/${ID}/versions`, {
      cookie: editor,
      form: { intent: "publish", note: "Paler", confirm: "aa" },
    });
    expect(confirmed.status).toBe(302);
    expect(confirmed.headers.location).toBe(`/brands/${ID}/versions?published=3`);
    expect(await primaryServed()).toBe("#fafafa");

    const ask = await consoleRequest(`/brands/${ID}/versions?rollback=2`, { cookie: editor });
    expect(ask.body).toContain("Roll back to version 2?");
    const rolledBack = await consoleRequest(`/brands/${ID}/versions`, { cookie: editor, form: { intent: "rollback", version: "2" } });
    expect(rolledBack.status).toBe(302);
    expect(rolledBack.headers.location).toBe(`/brands/${ID}/versions?rolledBack=4`);
    expect(await primaryServed()).toBe(before);
    const again = await consoleRequest(`/brands/${ID}/versions`, { cookie: editor, form: { intent: "rollback", version: "4" } });
    expect(again.status).toBe(409);
    expect(again.body).toContain("version 4 is what is live now");
  });

  it("discards a draft: the preview shows the live brand again", async () => {
    const saved = await consoleRequest(`/brands/${ID}?index`, {
      cookie: editor,
      pairs: settingsForm({ ...currentSettings(), displayName: "Comet Nova" }),
    });
    expect(saved.status).toBe(200);
    expect((await brandHome({ cookie: previewCookie })).body).toContain("Comet Nova");
    const discarded = await consoleRequest(`/brands/${ID}?index`, { cookie: editor, form: { intent: "discard" } });
    expect(discarded.status).toBe(200);
    expect(discarded.body).toMatch(/role="status"[^>]*>The draft was discarded/);
    expect(readBrandFolder(root, ID, { part: "draft" }).size).toBe(0);
    expect((await brandHome({ cookie: previewCookie })).body).not.toContain("Comet Nova");
    // A second discard finds no draft: a conflict, said beside the discard's button.
    const again = await consoleRequest(`/brands/${ID}?index`, { cookie: editor, form: { intent: "discard" } });
    expect(again.status).toBe(409);
  });

  it("adds a merchant the sandbox lacks with its definition file, on this machine, and says so", async () => {
    const made = await consoleRequest("/brands/new", {
      cookie: editor,
      form: { id: "nova", domains: "nova.example", merchant: "nova_play", language: "EN", mode: "light", primary: "#0ea5e9" },
    });
    expect(made.status, made.body.slice(0, 1000)).toBe(302);
    expect(made.headers.location).toBe("/brands/nova?created=1&merchant=sandbox%2Fmerchants%2FNOVA_PLAY.json");
    expect(JSON.parse(readFileSync(join(root, "sandbox/merchants/NOVA_PLAY.json"), "utf8"))).toMatchObject({ code: "NOVA_PLAY" });
    const page = await consoleRequest(made.headers.location!, { cookie: editor });
    expect(page.body).toContain("The sandbox merchant sandbox/merchants/NOVA_PLAY.json was written on this machine only.");
    expect(searchAudit(store, { brandId: "nova", action: "brand.create" }).entries[0].detail).toMatchObject({
      merchantFile: "sandbox/merchants/NOVA_PLAY.json",
    });
  });

  it("has the audit log list the brand's create, edit, publish (and its AA confirmation) and rollback", async () => {
    const actions = searchAudit(store, { brandId: ID })
      .entries.map((entry) => `${entry.email} ${entry.action}`)
      .reverse();
    const email = demoStaffOf("editor").email;
    expect(actions).toEqual([
      `${email} brand.create`,
      `${email} brand.edit`,
      `${email} brand.publish`,
      `${email} brand.publish`,
      `${email} brand.publish.contrastConfirmed`,
      `${email} brand.rollback`,
      `${email} brand.edit`,
      `${email} brand.discard`,
    ]);
    const log = await consoleRequest(`/audit?brand=${ID}`, { cookie: editor });
    expect(log.status).toBe(200);
    expect(log.body).toContain("brand.publish.contrastConfirmed");
  });
});

import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readBrandFolder } from "~/brand/brand-folder.server";
import { previewKeyOf, previewToken } from "~/brand/preview-token.server";
import { searchAudit } from "../../console/features/audit/audit.server";
import { readPalettes } from "../../console/features/palette/palette.server";
import { demoStaffOf } from "../../console/features/staff/demo.server";
import { startConsolePortal } from "../helpers/console";
import { TEST_SESSION_SECRET } from "../helpers/portal";

/**
 * The console's texts and assets pages over HTTP, on a portal serving a copy of the project (what
 * the console writes lands in the copy's brands/): a translator's text override goes to the
 * draft's locales file and shows in the preview, not on the live site; a translator is refused
 * the palette and the assets; an uploaded SVG is stored cleaned; an upload that is not an SVG, or
 * too large, is refused with a message that says so.
 */

const { root: copy, portal, store, consoleRequest, request, signInAs } = await startConsolePortal({ projectCopy: true });
const root = copy!;
const ID = "aurora";
const brandFile = (path: string) => join(root, "brands", ID, path);

const translator = await signInAs("translator");
const editor = await signInAs("editor");

const TAGLINE = "Maglaro sa Aurora ngayong gabi!";
const LIVE_TAGLINE = "Live na casino, slots, palakasan at marami pang iba.";

/** The brand's home in Tagalog, live or by its preview link. */
const home = (preview: boolean) =>
  request(ID, `/?lng=TY${preview ? `&preview=${previewToken(previewKeyOf(TEST_SESSION_SECRET), ID)}` : ""}`);

/** A page's HTML as shown: without its scripts (the serialized loader and action data) and React's text separators. */
const shown = (body: string) => body.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "").replaceAll("<!-- -->", "");

const upload = (svg: string | Uint8Array<ArrayBuffer>, name: string, type: string, fields: Record<string, string>) => {
  const form = new FormData();
  form.set("intent", "upload");
  for (const [field, value] of Object.entries(fields)) form.set(field, value);
  form.set("file", new File([svg], name, { type }));
  return form;
};

describe("texts", () => {
  it("a translator saves an override: the draft's locales file has it, the preview shows it, the live site does not", async () => {
    const page = await consoleRequest("/brands/aurora/texts?lng=TY&q=home.tagline", { cookie: translator });
    expect(page.status, page.body).toBe(200);
    expect(page.body).toContain(LIVE_TAGLINE);
    expect(page.body).toMatch(/name="overrides\[0\]\.key" value="home\.tagline"/);

    const saved = await consoleRequest("/brands/aurora/texts?lng=TY&q=home.tagline", {
      cookie: translator,
      pairs: [
        ["lng", "TY"],
        ["overrides[0].key", "home.tagline"],
        ["overrides[0].value", TAGLINE],
      ],
    });
    expect(saved.status, saved.body).toBe(200);
    expect(saved.body).toContain("Saved to the draft&#x27;s TY texts.");
    expect(JSON.parse(readFileSync(brandFile("draft/locales/TY.json"), "utf8"))).toEqual({ home: { tagline: TAGLINE } });
    expect(existsSync(brandFile("locales/TY.json"))).toBe(false);

    const preview = await home(true);
    expect(preview.status).toBe(200);
    expect(preview.body).toContain(TAGLINE);
    const live = await home(false);
    expect(live.body).toContain(LIVE_TAGLINE);
    expect(live.body).not.toContain(TAGLINE);

    const audit = searchAudit(store, { action: "texts.edit", brandId: ID });
    expect(audit.entries[0]).toMatchObject({ email: demoStaffOf("translator").email, detail: { draft: ["locales/TY.json"] } });
  });

  it("refuses an override whose placeholders differ from the pack's, naming the key, and writes nothing", async () => {
    const before = readFileSync(brandFile("draft/locales/TY.json"), "utf8");
    const refused = await consoleRequest("/brands/aurora/texts?lng=TY&q=footer.copyright", {
      cookie: translator,
      pairs: [
        ["lng", "TY"],
        ["overrides[0].key", "footer.copyright"],
        ["overrides[0].value", "© {{year}} Aurora"],
      ],
    });
    expect(refused.status).toBe(422);
    expect(shown(refused.body)).toContain("Nothing was saved: one text needs a change (marked below).");
    expect(refused.body).toContain(
      "footer.copyright: the placeholders must be the pack&#x27;s ({{brand}}, {{year}}), this text has {{year}}.",
    );
    // What was typed is still in the field.
    expect(refused.body).toContain("© {{year}} Aurora</textarea>");
    expect(readFileSync(brandFile("draft/locales/TY.json"), "utf8")).toBe(before);

    // The schema's own limits, and a language the brand does not offer: refused the same way, nothing written.
    const tooLong = await consoleRequest("/brands/aurora/texts?lng=TY&q=home.tagline", {
      cookie: translator,
      pairs: [
        ["lng", "TY"],
        ["overrides[0].key", "home.tagline"],
        ["overrides[0].value", "x".repeat(20_001)],
      ],
    });
    expect(tooLong.status).toBe(422);
    expect(shown(tooLong.body)).toContain("A text has at most 20,000 characters.");
    const elsewhere = await consoleRequest("/brands/aurora/texts?lng=TY&q=home.tagline", {
      cookie: translator,
      pairs: [
        ["lng", "XX"],
        ["overrides[0].key", "home.tagline"],
        ["overrides[0].value", TAGLINE],
      ],
    });
    expect(elsewhere.status).toBe(422);
    expect(shown(elsewhere.body)).toContain("This brand does not offer that language.");
    expect(readFileSync(brandFile("draft/locales/TY.json"), "utf8")).toBe(before);
  });

  it("lists what is missing: an override left in English is", async () => {
    const listing = await consoleRequest("/brands/aurora/texts?lng=TY&missing=1", { cookie: translator });
    expect(listing.status).toBe(200);
    expect(listing.body).toMatch(/0 missing or untranslated/);
    await consoleRequest("/brands/aurora/texts?lng=TY", {
      cookie: translator,
      pairs: [
        ["lng", "TY"],
        ["overrides[0].key", "home.welcome"],
        ["overrides[0].value", "Welcome to {{brand}}"],
      ],
    });
    const missing = await consoleRequest("/brands/aurora/texts?lng=TY&missing=1", { cookie: translator });
    expect(missing.body).toMatch(/1 missing or untranslated/);
    expect(missing.body).toContain("<code>home.welcome</code>");
  });
});

describe("the palette, without JavaScript", () => {
  /** The palette form as the page fills it: every token of both modes, as the edited files hold them. */
  const paletteForm = (change: Record<string, string>): [string, string][] => {
    const part = readBrandFolder(root, ID, { part: "draft" });
    const { palettes } = readPalettes(part.size > 0 ? part : readBrandFolder(root, ID, { part: "live" }));
    const pairs: [string, string][] = [["intent", "save"]];
    for (const mode of ["light", "dark"] as const) {
      for (const [token, value] of Object.entries(palettes[mode])) pairs.push([`${mode}.${token}`, change[`${mode}.${token}`] ?? value]);
    }
    return pairs;
  };

  it("an editor saves it: the draft's theme.yaml changes by the colour, comments kept; the table flags the pairs below AA", async () => {
    const liveTheme = readFileSync(brandFile("theme.yaml"), "utf8");
    const saved = await consoleRequest("/brands/aurora/palette", { cookie: editor, pairs: paletteForm({ "light.textMuted": "#aaaaaa" }) });
    expect(saved.status, saved.body).toBe(200);
    expect(saved.body).toContain("Saved to the draft. 3 pairs fail AA.");
    // The contrast table's summary as rendered, not the page's serialized data.
    expect(shown(saved.body)).toMatch(/<li>Muted text on Surface \(light\): 2\.32:1, needs 4\.5:1<\/li>/);
    const draftTheme = readFileSync(brandFile("draft/theme.yaml"), "utf8");
    expect(draftTheme).toBe(liveTheme.replace('textMuted: "#5e4f7a"', 'textMuted: "#aaaaaa"'));
    expect(readFileSync(brandFile("theme.yaml"), "utf8")).toBe(liveTheme);

    const refused = await consoleRequest("/brands/aurora/palette", { cookie: editor, pairs: paletteForm({ "dark.accent": "gold;}" }) });
    expect(refused.status).toBe(422);
    expect(refused.body).toContain("Accent (dark): enter a colour as #rrggbb, #rgb or rgb(r, g, b).");
    expect(refused.body).toMatch(/name="dark\.accent"[^>]*value="gold;}"/);
    expect(readFileSync(brandFile("draft/theme.yaml"), "utf8")).toBe(draftTheme);
  });
});

describe("the palette's preview frames", () => {
  it("are the brand's pages by their preview link, framed by the console only, in the mode asked, kept in the preview by a partitioned cookie", async () => {
    const page = await consoleRequest("/brands/aurora/palette?page=lobby&mode=light", { cookie: editor });
    const src = /<iframe[^>]*src="([^"]+)"[^>]*data-testid="preview-phone"/.exec(page.body)?.[1]?.replaceAll("&amp;", "&");
    expect(src).toMatch(new RegExp(`^http://aurora\\.localhost:${portal.port}/rng\\?preview=aurora\\.[\\w.-]+&theme=light$`));
    const url = new URL(src!);
    // As the browser asks for a page inside another site's frame.
    const framed = await request(ID, `${url.pathname}${url.search}`, {
      headers: { "sec-fetch-dest": "iframe", "sec-fetch-site": "cross-site", "sec-fetch-mode": "navigate" },
    });
    expect(framed.status).toBe(200);
    expect(framed.body).toMatch(/<html[^>]*data-mode="light"/);
    expect(framed.headers["content-security-policy"]).toContain(
      `frame-ancestors 'self' http://ops.localhost:${portal.port} https://ops.localhost`,
    );
    expect(framed.headers["x-frame-options"]).toBeUndefined();
    // Kept for the frame's next pages (a redirect, a link), in the console's partition only.
    expect(framed.cookies.find((line) => line.startsWith("brand_preview="))).toMatch(/; HttpOnly; SameSite=None; Secure; Partitioned$/);
    expect(framed.cookies).toContain("theme=light; Path=/; Max-Age=86400; HttpOnly; SameSite=None; Secure; Partitioned");
    // Outside a preview the brand's pages stay unframeable, and `theme=` is no one's choice but the visitor's.
    const live = await request(ID, "/rng?theme=light");
    expect(live.headers["x-frame-options"]).toBe("SAMEORIGIN");
    expect(live.body).toMatch(/<html[^>]*data-mode="dark"/);
  });
});

describe("what a translator may not do", () => {
  it("is refused the palette's and the assets' saves (403), and may read both", async () => {
    expect((await consoleRequest("/brands/aurora/palette", { cookie: translator })).status).toBe(200);
    expect((await consoleRequest("/brands/aurora/assets", { cookie: translator })).status).toBe(200);
    const palette = await consoleRequest("/brands/aurora/palette", {
      cookie: translator,
      pairs: [
        ["intent", "save"],
        ["light.primary", "#000000"],
      ],
    });
    expect(palette.status).toBe(403);
    const assets = await consoleRequest("/brands/aurora/assets", {
      cookie: translator,
      multipart: upload('<svg xmlns="http://www.w3.org/2000/svg"/>', "logo.svg", "image/svg+xml", { target: "logo" }),
    });
    expect(assets.status).toBe(403);
    const theme = readFileSync(brandFile("draft/theme.yaml"), "utf8");
    expect(theme).not.toContain("#000000");
  });
});

describe("assets", () => {
  it("stores an uploaded SVG cleaned: no script, no event handler, no reference out", async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" onload="alert(1)"><script>alert(document.cookie)</script>' +
      '<image href="https://evil.example/t.png"/><circle cx="5" cy="5" r="4" fill="#6d28d9"/></svg>';
    const saved = await consoleRequest("/brands/aurora/assets", {
      cookie: editor,
      multipart: upload(svg, "logo.svg", "image/svg+xml", { target: "logo" }),
    });
    expect(saved.status, saved.body).toBe(200);
    expect(shown(saved.body)).toContain("removed: scripts, event handlers (such as onload), references to other addresses.");
    const stored = readFileSync(brandFile("draft/assets/logo.svg"), "utf8");
    expect(stored).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><image></image><circle cx="5" cy="5" r="4" fill="#6d28d9"></circle></svg>\n',
    );
    // The live logo is as it was; the preview serves the new one.
    expect(readFileSync(brandFile("assets/logo.svg"), "utf8")).not.toContain('r="4"');
    const previewed = await request(ID, `/brand/logo.svg?preview=${previewToken(previewKeyOf(TEST_SESSION_SECRET), ID)}`);
    expect(previewed.body).toBe(stored);

    const seal = await consoleRequest("/brands/aurora/assets", {
      cookie: editor,
      multipart: upload('<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1"/></svg>', "seal.svg", "image/svg+xml", {
        target: "seal",
        seal: "mga-seal",
      }),
    });
    expect(seal.status).toBe(200);
    expect(existsSync(brandFile("draft/assets/seals/mga-seal.svg"))).toBe(true);
    const audit = searchAudit(store, { action: "assets.edit", brandId: ID });
    expect(audit.entries.map((entry) => entry.detail)).toEqual([{ draft: ["assets/seals/mga-seal.svg"] }, { draft: ["assets/logo.svg"] }]);

    // A seal the responsible-gaming page lists stays; another one goes.
    const listed = await consoleRequest("/brands/aurora/assets", { cookie: editor, multipart: removal("pagcor") });
    expect(listed.status).toBe(409);
    expect(shown(listed.body)).toContain("pagcor.svg is shown on the responsible-gaming page");
    const unnamed = new FormData();
    unnamed.set("intent", "remove");
    const nameless = await consoleRequest("/brands/aurora/assets", { cookie: editor, multipart: unnamed });
    expect(nameless.status).toBe(422);
    expect(shown(nameless.body)).toContain("No seal was named.");
    const removed = await consoleRequest("/brands/aurora/assets", { cookie: editor, multipart: removal("mga-seal") });
    expect(removed.status).toBe(200);
    expect(shown(removed.body)).toContain("assets/seals/mga-seal.svg was removed from the draft.");
    expect(existsSync(brandFile("draft/assets/seals/mga-seal.svg"))).toBe(false);
  });

  it("refuses a file that is not an SVG, and one over 256 KiB, saying why; the body limit refuses a larger one outright", async () => {
    const before = readFileSync(brandFile("draft/assets/favicon.svg"), "utf8");
    const png = await consoleRequest("/brands/aurora/assets", {
      cookie: editor,
      multipart: upload(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), "favicon.png", "image/png", {
        target: "favicon",
      }),
    });
    expect(png.status).toBe(422);
    expect(shown(png.body)).toContain("Only SVG images can be uploaded (a .svg file); favicon.png is image/png.");

    const large = `<svg xmlns="http://www.w3.org/2000/svg"><desc>${"x".repeat(300 * 1024)}</desc></svg>`;
    const tooLarge = await consoleRequest("/brands/aurora/assets", {
      cookie: editor,
      multipart: upload(large, "favicon.svg", "image/svg+xml", { target: "favicon" }),
    });
    expect(tooLarge.status).toBe(422);
    expect(shown(tooLarge.body)).toContain("The file is 301 KiB; an image may be at most 256 KiB.");

    const huge = await consoleRequest("/brands/aurora/assets", {
      cookie: editor,
      multipart: upload(`${large}${"x".repeat(300 * 1024)}`, "favicon.svg", "image/svg+xml", { target: "favicon" }),
    });
    expect(huge.status).toBe(413);
    expect(readFileSync(brandFile("draft/assets/favicon.svg"), "utf8")).toBe(before);
  });
});

function removal(name: string): FormData {
  const form = new FormData();
  form.set("intent", "remove");
  form.set("name", name);
  return form;
}

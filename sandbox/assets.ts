import { createHash } from "node:crypto";
import type { Context, Hono } from "hono";
import type { SandboxEnv } from "./lib/context";
import { prepared } from "./db/statements";

/**
 * Generated images for games, vendor logos and banners: the seed ships no image
 * files, and nothing may load from the internet. Each image is drawn from its row,
 * the same every time, so it can be cached for good. An image with words on it (a
 * banner's title, a good's name) is drawn in the language its address names
 * (`?language=TY`, see `inLanguage` in lib/images.ts), English without one.
 */
export function registerAssetRoutes(app: Hono, env: SandboxEnv): void {
  for (const [kind, { sql, draw }] of Object.entries(ASSET_KINDS)) {
    app.get(`/assets/${kind}/:file`, (c) => {
      const file = c.req.param("file");
      if (!file.endsWith(SVG_SUFFIX)) return c.text("Not found", 404);
      const id = file.slice(0, -SVG_SUFFIX.length);
      const row = prepared(env.db, sql).get(id) as AssetRow | undefined;
      if (!row) return c.text("Not found", 404);
      const title = c.req.query("language") === "TY" ? (row.titleTy ?? row.title) : row.title;
      return svg(c, draw(id, { ...row, title }));
    });
  }
}

const SVG_SUFFIX = ".svg";

interface AssetRow {
  title: string;
  /** The Tagalog title, for images whose words are language-dependent (null otherwise). */
  titleTy: string | null;
  caption: string | null;
}

/** Each kind of image: the row it is drawn from (looked up by id) and how. */
const ASSET_KINDS: Record<string, { sql: string; draw: (id: string, row: AssetRow) => string }> = {
  games: {
    sql: "SELECT name_en AS title, NULL AS titleTy, vendor_code AS caption FROM games WHERE node_id = ?",
    draw: (id, row) => gameIcon(id, row.title, row.caption ?? ""),
  },
  vendors: {
    sql: "SELECT name AS title, NULL AS titleTy, NULL AS caption FROM vendors WHERE code = ?",
    draw: (id, row) => vendorLogo(id, row.title),
  },
  models: {
    sql: "SELECT name AS title, NULL AS titleTy, NULL AS caption FROM live_models WHERE id = ?",
    draw: (id, row) => gameIcon(id, row.title, "LIVE"),
  },
  goods: {
    sql: "SELECT name_en AS title, name_ty AS titleTy, 'POINTS' AS caption FROM point_goods WHERE 'G' || id = ?",
    draw: (id, row) => gameIcon(id, row.title, row.caption ?? ""),
  },
  banners: {
    sql: "SELECT title_en AS title, title_ty AS titleTy, NULL AS caption FROM banners WHERE id = ?",
    draw: (id, row) => bannerImage(id, row.title),
  },
};

function svg(c: Context, body: string): Response {
  return c.body(body, 200, {
    "Content-Type": "image/svg+xml",
    "Cache-Control": "public, max-age=31536000, immutable",
    "X-Content-Type-Options": "nosniff",
  });
}

/** Two hues and an angle, derived from the id. */
function palette(id: string) {
  const digest = createHash("sha256").update(id).digest();
  const hue = digest.readUInt16BE(0) % 360;
  return { from: `hsl(${hue} 70% 45%)`, to: `hsl(${(hue + 40 + (digest[2] % 80)) % 360} 75% 25%)`, angle: digest[3] % 360 };
}

function gradient(id: string): string {
  const { from, to, angle } = palette(id);
  return `<defs><linearGradient id="g" gradientTransform="rotate(${angle} 0.5 0.5)"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`;
}

function initials(title: string): string {
  const words = title.split(/\s+/).filter((word) => /^[A-Za-z0-9]/.test(word));
  return words
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join("");
}

function gameIcon(id: string, title: string, vendor: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200" role="img" aria-label="${escapeXml(title)}">${gradient(id)}<rect width="200" height="200" rx="24" fill="url(#g)"/><circle cx="150" cy="40" r="60" fill="#fff" fill-opacity=".08"/><text x="100" y="112" text-anchor="middle" font-family="system-ui,sans-serif" font-size="64" font-weight="700" fill="#fff">${escapeXml(initials(title))}</text><text x="100" y="176" text-anchor="middle" font-family="system-ui,sans-serif" font-size="16" fill="#fff" fill-opacity=".85">${escapeXml(vendor)}</text></svg>`;
}

function vendorLogo(id: string, name: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="80" viewBox="0 0 240 80" role="img" aria-label="${escapeXml(name)}">${gradient(id)}<rect width="240" height="80" rx="12" fill="url(#g)"/><text x="120" y="50" text-anchor="middle" font-family="system-ui,sans-serif" font-size="24" font-weight="700" fill="#fff">${escapeXml(name)}</text></svg>`;
}

/**
 * A banner's title, centred in the middle of the image and kept out of the outer 15% each side,
 * where a carousel's arrows sit (on a phone they cover about an eighth of its width each side):
 * a long title gets a smaller type, and is fitted to that width if still too long.
 */
const BANNER_TEXT = { centre: 600, maxWidth: 840, fontSize: 56, minFontSize: 36, charWidthEm: 0.6 } as const;

function bannerImage(id: string, title: string): string {
  const { centre, maxWidth, fontSize, minFontSize, charWidthEm } = BANNER_TEXT;
  const estimated = (size: number) => title.length * charWidthEm * size;
  const size = Math.max(minFontSize, Math.min(fontSize, Math.floor(maxWidth / (title.length * charWidthEm))));
  const fit = estimated(size) > maxWidth ? ` textLength="${maxWidth}" lengthAdjust="spacingAndGlyphs"` : "";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400" viewBox="0 0 1200 400" role="img" aria-label="${escapeXml(title)}">${gradient(id)}<rect width="1200" height="400" fill="url(#g)"/><circle cx="1050" cy="80" r="220" fill="#fff" fill-opacity=".07"/><circle cx="150" cy="380" r="160" fill="#fff" fill-opacity=".05"/><text x="${centre}" y="215" text-anchor="middle" font-family="system-ui,sans-serif" font-size="${size}" font-weight="800" fill="#fff"${fit}>${escapeXml(title)}</text></svg>`;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

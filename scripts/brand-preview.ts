/**
 * `npm run brand:preview -- <id> [--hours <n>]`: prints a signed preview link of a brand, good
 * for 24 hours by default: it shows a draft brand (`draft: true`), and a brand's draft
 * (`brands/<id>/draft/`, a full copy of its files: brand.yaml, theme.yaml, locales/, assets/)
 * instead of what players see. Signed with the portal's session secret (SESSION_SECRET, else the
 * development one in .data/): only a portal with the same secret opens it.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { previewKeyOf, previewToken, PREVIEW_PARAM } from "../app/brand/preview-token.server";
import { runningPortal } from "../server/running-portal";
import { developmentSessionSecret } from "../server/session-secret";
import { BRAND_FILE, DRAFT_FOLDER, parseBrandYaml } from "../app/brand/brand-files";
import { brandFolders } from "../app/brand/registry.server";

const USAGE = "Usage: npm run brand:preview -- <id> [--hours <1-720>]";
const ROOT = fileURLToPath(new URL("..", import.meta.url));

const { values, positionals } = parseArgs({ options: { hours: { type: "string" }, help: { type: "boolean" } }, allowPositionals: true });
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const [id] = positionals;
const hours = Number(values.hours ?? 24);
const problems = [
  ...(id && brandFolders(ROOT).includes(id) ? [] : [`no brand folder brands/${id ?? "<id>"}`]),
  ...(Number.isInteger(hours) && hours >= 1 && hours <= 720 ? [] : [`--hours "${values.hours}": must be a whole number from 1 to 720`]),
];
if (problems.length > 0) {
  console.error(`${problems.join("\n")}\n${USAGE}`);
  process.exit(1);
}
const secret = process.env.SESSION_SECRET ?? developmentSessionSecret(join(ROOT, ".data/session-secret"));
const token = previewToken(previewKeyOf(secret), id, Date.now() + hours * 3600_000);
const port = runningPortal(ROOT)?.port ?? Number(process.env.PORT ?? 3000);
console.log(`http://${id}.localhost:${port}/?${PREVIEW_PARAM}=${token}`);
console.log(`Good for ${hours} h. On another host, keep the path and query: /?${PREVIEW_PARAM}=${token}`);
// What the link will show: said, so a link to nothing new is not sent around by mistake.
const hasDraft = existsSync(join(ROOT, "brands", id, DRAFT_FOLDER));
const liveFile = join(ROOT, "brands", id, BRAND_FILE);
const live = existsSync(liveFile) ? parseBrandYaml(readFileSync(liveFile, "utf8")) : undefined;
if (hasDraft) console.log(`It shows the draft in brands/${id}/${DRAFT_FOLDER}/ (players see brands/${id}/).`);
else if (live?.ok && live.value.draft) console.log(`It shows the draft brand ${id} (its hosts answer 404 to everyone else).`);
else console.log(`brands/${id} has no ${DRAFT_FOLDER}/ folder and is not a draft brand: the link shows what players see.`);

/**
 * `npm run brand:preview -- <id> [--hours <n>]`: prints a signed preview link of a brand,
 * for a draft brand or a draft palette (`theme.draft.ts`), good for 24 hours by default.
 * Signed with the portal's session secret (SESSION_SECRET, else the development one in
 * .data/): only a portal with the same secret opens it.
 */
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { previewKeyOf, previewToken, PREVIEW_PARAM } from "../server/brand-preview";
import { runningPortal } from "../server/running-portal";
import { developmentSessionSecret } from "../server/session-secret";
import { brandFolders } from "./brand/existing";

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

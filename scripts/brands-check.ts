/**
 * `npm run brands:check [-- --root <dir>]`: validates every brand folder (config,
 * language packs of its languages, themes, locale overrides, assets, unique domains,
 * sandbox merchant and its currency) and exits non-zero with one
 * `brands/<id>/<file>: <field>: <problem>` line per problem.
 */
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { checkBrands } from "./brand/check";

const { values } = parseArgs({ options: { root: { type: "string" } } });
const root = values.root ?? fileURLToPath(new URL("..", import.meta.url));

const { brands, problems } = await checkBrands(root);
if (problems.length > 0) {
  console.error(problems.join("\n"));
  console.error(`brands:check: ${problems.length} problem(s) in ${brands.length} brand folder(s)`);
  process.exit(1);
}
console.log(`brands:check: ${brands.length} brands OK (${brands.join(", ")})`);

/**
 * `npm run brands:check [-- --root <dir>]`: validates every brand folder and its draft folder
 * when it has one (brand.yaml, language packs of its languages, theme.yaml and its contrast,
 * locale overrides, assets, unique domains, sandbox merchant, its currency and its rules) and
 * exits non-zero with one `brands/<id>/<file>: <field>: <problem>` line per problem.
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

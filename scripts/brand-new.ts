/**
 * `npm run brand:new -- <id> --domain <host> --merchant <CODE> --language <EN|TY> --mode <dark|light> --primary <#hex> [...]`
 * Creates brands/<id>/ (config, dark and light theme, locale overrides, logo and
 * favicon) and, when the sandbox lacks the merchant, sandbox/merchants/<CODE>.json.
 * Every input is checked first; on any problem nothing is written.
 */
import { fileURLToPath } from "node:url";
import { USAGE } from "./brand/options";
import { scaffoldBrand } from "./brand/scaffold";

const PROJECT_ROOT = fileURLToPath(new URL("..", import.meta.url));

const result = await scaffoldBrand(process.argv.slice(2), PROJECT_ROOT);
if (!result.ok) {
  console.error(`brand:new refused, nothing was written:\n${result.problems.map((problem) => `  ${problem}`).join("\n")}\n\n${USAGE}`);
  process.exit(1);
}

const { plan, written } = result;
const serviceKeyVar = plan.config.secrets?.serviceKey;
console.log(`Created brand "${plan.id}":\n${written.map((path) => `  ${path}`).join("\n")}`);
if (!plan.merchantFile) console.log(`The sandbox already has merchant ${plan.config.merchantCode}: reused, no definition written.`);
console.log(`
Next:
  1. Review brands/${plan.id}/theme.ts, the locale overrides and the placeholder assets.
  2. npm run brands:check
  3. Restart the portal (no rebuild: brands are read at start) and open http://${plan.id}.localhost:3000
  4. In production set ${serviceKeyVar} in the environment (never in the brand folder).
See docs/onboarding-a-brand.md.`);

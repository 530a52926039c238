/**
 * `npm run brand:new -- <id> --domain <host> --merchant <CODE> --language <LNG> --mode <dark|light> --primary <#hex> [...]`
 * Creates brands/<id>/ (brand.yaml: the config with its currency and time zone; theme.yaml: the
 * dark and light palettes; locale overrides, logo and favicon) and, when the sandbox lacks the
 * merchant, sandbox/merchants/<CODE>.json. Every input is checked first; on any problem all of
 * them are listed and nothing is written. The console's new-brand form runs the same core
 * (app/brand/onboarding/create.server.ts).
 */
import { fileURLToPath } from "node:url";
import { waitUntilServed } from "./brand/go-live";
import { USAGE } from "./brand/options";
import { scaffoldBrand } from "./brand/scaffold";

const PROJECT_ROOT = fileURLToPath(new URL("..", import.meta.url));

const args = process.argv.slice(2);
if (args.includes("--help") || args.includes("-h")) {
  console.log(USAGE);
  process.exit(0);
}

const result = await scaffoldBrand(args, PROJECT_ROOT);
if (!result.ok) {
  console.error(`brand:new refused, nothing was written:\n${result.problems.map((problem) => `  ${problem}`).join("\n")}\n\n${USAGE}`);
  process.exit(1);
}

const { plan, written } = result;
const serviceKeyVar = plan.config.secrets?.serviceKey;
console.log(`Created brand "${plan.id}":\n${written.map((path) => `  ${path}`).join("\n")}`);
if (!plan.merchantFile) {
  console.log(
    `The sandbox already has merchant ${plan.config.merchantCode}: reused (its money is ${plan.config.currency}), no definition written.`,
  );
}
const live = await waitUntilServed(plan.root, plan.id, { newMerchant: plan.merchantFile ? plan.config.merchantCode : null });
console.log(live.served ? `\nServing: ${live.url} (live ${live.ms} ms after writing)` : `\nNot served yet: ${live.reason}.`);
console.log(`
Next:
  1. Review brands/${plan.id}/brand.yaml and theme.yaml, the locale overrides and the placeholder assets (changes are served as you save).
  2. npm run brands:check
  3. In production set ${serviceKeyVar} in the environment (never in the brand folder).
See docs/onboarding-a-brand.md.`);

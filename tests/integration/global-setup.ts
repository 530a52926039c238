import { fileURLToPath } from "node:url";
import { ensureBuild } from "../../scripts/lib/build-freshness";

/** Integration tests run the portal's production build: make it once, only when it is stale. */
export default function setup() {
  ensureBuild(fileURLToPath(new URL("../..", import.meta.url)));
}

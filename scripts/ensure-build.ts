/** `npm start` runs this first: builds only when the build is missing or older than its sources. */
import { fileURLToPath } from "node:url";
import { ensureBuild } from "./lib/build-freshness";

const root = fileURLToPath(new URL("..", import.meta.url));
if (!ensureBuild(root)) console.log("Build is up to date.");

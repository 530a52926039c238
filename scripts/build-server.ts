/** `npm run build`, after the Remix build: compiles the server that `npm start` runs (scripts/build/server-bundle.ts). */
import { fileURLToPath } from "node:url";
import { buildServerBundle, SERVER_BUNDLE } from "./build/server-bundle";

const started = Date.now();
buildServerBundle(fileURLToPath(new URL("..", import.meta.url)));
console.log(`Compiled the server: ${SERVER_BUNDLE} (${Date.now() - started} ms)`);

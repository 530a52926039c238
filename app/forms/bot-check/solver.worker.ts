/*
 * The bot check's proof of work, off the page's main thread: a Web Worker started by `solver.ts`.
 * altcha-lib's own worker loop (it answers `{ type: "work" }` with the solution, or null once
 * told `{ type: "abort" }` or out of time) with the Web Crypto key derivation: altcha-lib's
 * ready-made SHA worker uses Node's hash, which a browser does not have.
 */
import { deriveKey } from "altcha-lib/algorithms/web/sha";
import { handler } from "altcha-lib/workers/shared";

handler({ deriveKey });

/** The sign-in feature's browser-safe exports. Server code: login.server.ts, logout.server.ts and the resource routes. */
export { LoginDialog } from "./LoginDialog";
export { FreePlayButton } from "./FreePlayButton";

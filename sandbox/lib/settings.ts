/**
 * The sandbox's settings from the environment, read in this one place. The sandbox runs
 * inside the portal (started by server/platform-target.ts, which passes what it decides as
 * options) or alone (`npm run sandbox`, sandbox/main.ts); these are its defaults either way.
 */
export interface SandboxSettings {
  /** NODE_ENV: in production the control surface is never mounted by default and answers are not checked against the contract. */
  NODE_ENV?: string;
  /** "1" asks for the test-control surface. */
  SANDBOX_CONTROL?: string;
  /** The standalone sandbox's port when `--port` is not given. */
  SANDBOX_PORT?: string;
  /** The call log's pino level (default info). */
  LOG_LEVEL?: string;
  /** Set by vitest: the SMS and email logs stay quiet. */
  VITEST?: string;
}

/** The sandbox's variables as they are now. */
export function sandboxSettings(): SandboxSettings {
  const { NODE_ENV, SANDBOX_CONTROL, SANDBOX_PORT, LOG_LEVEL, VITEST } = process.env;
  return { NODE_ENV, SANDBOX_CONTROL, SANDBOX_PORT, LOG_LEVEL, VITEST };
}

import { spawn } from "node:child_process";
import { closeSync, openSync, readdirSync, readFileSync } from "node:fs";

/**
 * A command run in a process group of its own, its output written to a file. `npm start` is
 * several processes (npm, the shell, tsx, the server, its workers): a signal to the group
 * reaches every one of them, as a crash of the machine or an orchestrator's stop would, where
 * a signal to npm alone would leave the server running.
 */
export interface ProcessGroup {
  pid: number;
  /** Whether any process of the group is still running. */
  alive(): boolean;
  /** The last `bytes` of its output (stdout and stderr), for error messages. */
  tail(bytes?: number): string;
  /**
   * SIGTERM to every process of the group (each drains), then SIGKILL to what is left after
   * `graceMs`; resolves once none runs.
   */
  stop(graceMs: number): Promise<void>;
  /** SIGKILL to every process of the group, as a crash: nothing drains. Resolves once none runs. */
  kill(): Promise<void>;
}

/** The processes of group `pgid` that have not ended, from /proc (a zombie has ended: it only waits to be reaped). */
function membersOf(pgid: number): number[] {
  const members: number[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // "pid (comm) state ppid pgrp ...": comm may hold spaces, so read after its closing parenthesis.
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const [state, , pgrp] = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      if (Number(pgrp) === pgid && state !== "Z") members.push(Number(entry));
    } catch {
      // The process ended while it was read.
    }
  }
  return members;
}

function signalGroup(pgid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pgid, signal);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ESRCH") throw error;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function gone(pgid: number, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (membersOf(pgid).length > 0) {
    if (Date.now() > deadline) return false;
    await sleep(50);
  }
  return true;
}

/** Starts `command` with `args` in a new process group, stdin closed, its output appended to `logFile`. */
export function startProcessGroup(
  command: string,
  args: readonly string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; logFile: string },
): ProcessGroup {
  const log = openSync(options.logFile, "a");
  const child = spawn(command, args, { cwd: options.cwd, env: options.env, detached: true, stdio: ["ignore", log, log] });
  closeSync(log);
  // A command that cannot be spawned is said here, and is a group that is not alive.
  child.once("error", (error) => console.error(`${command}: ${error.message}`));
  const pid = child.pid ?? -1;
  const alive = () => pid > 0 && membersOf(pid).length > 0;
  return {
    pid,
    alive,
    tail: (bytes = 4096) => {
      const text = readFileSync(options.logFile, "utf8");
      return text.slice(-bytes);
    },
    async stop(graceMs) {
      if (!alive()) return;
      signalGroup(pid, "SIGTERM");
      if (await gone(pid, graceMs)) return;
      signalGroup(pid, "SIGKILL");
      await gone(pid, 5_000);
    },
    async kill() {
      signalGroup(pid, "SIGKILL");
      await gone(pid, 5_000);
    },
  };
}

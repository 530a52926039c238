import { readdirSync, statSync } from "node:fs";
import type { Logger } from "pino";
import type { Db } from "./db/index";
import type { Clock } from "./lib/context";
import { addDefinedMerchants, loadMerchantDefinitions, type MerchantDefinition } from "./seed/index";

export interface MerchantFiles {
  /** The definitions read so far: seeded again, after the built-in merchants, when the data is reset. */
  current(): readonly MerchantDefinition[];
  /**
   * Reads the folder again when it changed since the last read and adds the merchants the
   * data lacks; answers the codes added (none when nothing changed).
   */
  pickUpNew(): string[];
}

/** What the folder holds, as far as telling a change goes: its modification time and its file names ("" when there is none). */
function stateOf(dir: string): string {
  try {
    return `${statSync(dir).mtimeMs}:${readdirSync(dir).sort().join("/")}`;
  } catch {
    return "";
  }
}

/**
 * The merchants defined in `dir` (`sandbox/merchants/<CODE>.json`) while the sandbox runs:
 * `npm run brand:new` writes a new brand's merchant there, and the brand is served as soon
 * as its first call names that merchant, with no restart. The folder is read again only
 * when it changed (its time or its file names), so an unknown merchant costs a `stat` and a
 * listing, not a read of every file.
 * A broken file is logged and left out; the merchants known so far keep working.
 */
export function followMerchantFiles(options: {
  db: Db;
  clock: Clock;
  dir: string;
  /** The definitions read at start. */
  initial: readonly MerchantDefinition[];
  logger: Pick<Logger, "info" | "warn">;
  /** Told the codes each time merchants are added. */
  onAdded?: (codes: string[]) => void;
}): MerchantFiles {
  const { db, clock, dir, logger } = options;
  let definitions = options.initial;
  let seen = stateOf(dir);
  return {
    current: () => definitions,
    pickUpNew() {
      const state = stateOf(dir);
      if (state === seen) return [];
      seen = state;
      try {
        definitions = loadMerchantDefinitions(dir);
      } catch (error) {
        logger.warn({ err: error }, "sandbox merchant definitions refused: the merchants known so far are kept");
        return [];
      }
      const added = addDefinedMerchants(db, definitions, clock.now());
      if (added.length > 0) {
        logger.info({ merchants: added }, "sandbox merchants added");
        options.onAdded?.(added);
      }
      return added;
    },
  };
}

import { watch } from "node:fs";
import { join } from "node:path";
import type { Logger } from "pino";
import { forgetBrandAssets } from "~/brand/assets.server";
import type { LiveBrandRegistry, ReloadReport } from "~/brand/registry.server";

/** Editors write a file in several steps: one reload after the last of them. */
const SETTLE_MS = 200;

/** Reloads the brands and their assets, and logs what the reload served or refused; then tells `onReloaded`. */
export async function reloadBrands(
  registry: LiveBrandRegistry,
  logger: Logger,
  onReloaded?: (report: ReloadReport) => void,
): Promise<ReloadReport> {
  const report = await registry.reload();
  forgetBrandAssets();
  if (report.problems.length > 0)
    logger.warn({ problems: report.problems, brands: report.brands }, "brand change refused: last good config kept");
  else logger.info({ brands: report.brands }, "brands reloaded");
  onReloaded?.(report);
  return report;
}

/**
 * Follows `brands/` while the server runs: any change (a palette, a flag, a locale, an
 * asset, a new folder) reloads the brands once the writing settles. Returns a stop function.
 */
export function watchBrands(
  root: string,
  registry: LiveBrandRegistry,
  logger: Logger,
  onReloaded?: (report: ReloadReport) => void,
): () => void {
  let timer: NodeJS.Timeout | undefined;
  const watcher = watch(join(root, "brands"), { recursive: true }, () => {
    clearTimeout(timer);
    timer = setTimeout(() => void reloadBrands(registry, logger, onReloaded), SETTLE_MS);
  });
  return () => {
    clearTimeout(timer);
    watcher.close();
  };
}

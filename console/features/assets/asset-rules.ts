/** What an asset upload may be: shared by the form (its hints) and the server (its checks). */

/** The largest image a brand may have: a logo or a seal is a drawing, not a photograph. */
export const ASSET_MAX_BYTES = 256 * 1024;

export const ASSET_TARGETS = ["logo", "favicon", "seal"] as const;
export type AssetTarget = (typeof ASSET_TARGETS)[number];

export const ASSET_TARGET_LABELS: Record<AssetTarget, string> = {
  logo: "The logo (logo.svg)",
  favicon: "The favicon (favicon.svg)",
  seal: "A seal (seals/<name>.svg)",
};

/** A seal's name as the brand schema takes its file name (without `.svg`). */
export const SEAL_NAME = /^[a-z0-9][a-z0-9-]{0,39}$/;

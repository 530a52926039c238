/**
 * Time-out and self-exclusion's kinds and periods. No zod here: the self-exclusion page
 * imports this in the browser.
 */
export const EXCLUSION_KINDS = ["TIMEOUT", "EXCLUSION"] as const;
export type ExclusionKind = (typeof EXCLUSION_KINDS)[number];

/** Each period and its kind, in the page's order. */
export const EXCLUSION_PERIODS = {
  TIMEOUT_24H: "TIMEOUT",
  TIMEOUT_7D: "TIMEOUT",
  TIMEOUT_6W: "TIMEOUT",
  EXCLUSION_6M: "EXCLUSION",
  EXCLUSION_1Y: "EXCLUSION",
  EXCLUSION_5Y: "EXCLUSION",
  EXCLUSION_PERMANENT: "EXCLUSION",
} as const satisfies Record<string, ExclusionKind>;
export type ExclusionPeriod = keyof typeof EXCLUSION_PERIODS;

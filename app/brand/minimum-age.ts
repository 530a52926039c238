import type { Brand } from "./schema";

/** The minimum age, unless the brand says otherwise (`minimumAge`). */
const DEFAULT_MINIMUM_AGE = 18;

/**
 * The brand's minimum age: the youngest birthday its registration, its agents' register centre
 * and its players' profile take, and the age every text of its that states one names.
 */
export const brandMinimumAge = (brand: Pick<Brand, "minimumAge">) => brand.minimumAge ?? DEFAULT_MINIMUM_AGE;

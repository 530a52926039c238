import { brandZone, formatDateTime, type Instant, type TimeOptions, type Zone } from "~/format/dates";
import aurora from "../../brands/aurora/brand";
import lumen from "../../brands/lumen/brand";
import tala from "../../brands/tala/brand";

const BRANDS = { aurora, lumen, tala };
type BrandId = keyof typeof BRANDS;

/** The zone a brand's pages show a player's times in: its brand.ts `timeZone` at its offset now (aurora: Asia/Manila, "GMT+8"). */
export const brandZoneOf = (brand: BrandId): Zone => brandZone(BRANDS[brand].timeZone);

/** A time as a brand's pages show it to a player: in the brand's zone, named ("2026-11-23 15:43 GMT+8" on aurora). */
export const brandTime = (brand: BrandId, at: Instant, options?: TimeOptions) => formatDateTime(at, brandZoneOf(brand), options);

/** The brand's zone's name as a pattern ("GMT\+8"), for a time whose minutes a test cannot know. */
export const brandZonePattern = (brand: BrandId) => brandZoneOf(brand).label.replace(/[+]/g, "\\+");

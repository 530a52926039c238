import { brandZone, formatDateTime, type Instant, type TimeOptions, type Zone } from "~/format/dates";
import { brandConfig } from "./brand-config";

const BRANDS = { aurora: brandConfig("aurora"), lumen: brandConfig("lumen"), tala: brandConfig("tala") };
type BrandId = keyof typeof BRANDS;

/** The zone a brand's pages show a player's times in: its brand.yaml `timeZone` at its offset now (aurora: Asia/Manila, "GMT+8"). */
export const brandZoneOf = (brand: BrandId): Zone => brandZone(BRANDS[brand].timeZone);

/** A time as a brand's pages show it to a player: in the brand's zone, named ("2026-11-23 15:43 GMT+8" on aurora). */
export const brandTime = (brand: BrandId, at: Instant, options?: TimeOptions) => formatDateTime(at, brandZoneOf(brand), options);

/** The brand's zone's name as a pattern ("GMT\+8"), for a time whose minutes a test cannot know. */
export const brandZonePattern = (brand: BrandId) => brandZoneOf(brand).label.replace(/[+]/g, "\\+");

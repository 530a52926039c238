import type { Db } from "../db/index";
import { prepared } from "../db/statements";
import type { Merchant } from "./context";
import type { WhitelabelFlag, WhitelabelNode } from "../../app/platform/contract";

interface MerchantRow {
  code: string;
  name: string;
  status: number;
  maintenance_until: string | null;
  region_block: number;
  region_block_ips: string;
  force_captcha: number;
  languages: string;
  currency: string;
  currency_symbol: string;
  whitelabel: string;
  register_rules: string;
  register_settings: string;
  main_domain: string;
  analytics_id: string | null;
  image_cdn_hosts: string;
  launch_cdn_hosts: string;
  service_key: string;
  customer_service: string;
  resources: string;
  domain_routes: string;
  kyc_threshold_cents: number | null;
}

/** The merchant last read from each row, with the row: every call reads its merchant, and parsing its JSON columns cost more than the read. */
const parsedRows = new WeakMap<Db, Map<string, { row: MerchantRow; merchant: Merchant }>>();

const sameRow = (a: MerchantRow, b: MerchantRow) => (Object.keys(a) as Array<keyof MerchantRow>).every((column) => a[column] === b[column]);

/** The merchant as its row says now (read every time, so any change shows at once), parsed only when the row changed. */
export function loadMerchant(db: Db, code: string): Merchant | null {
  const row = prepared(db, "SELECT * FROM merchants WHERE code = ?").get(code) as MerchantRow | undefined;
  if (!row) return null;
  let kept = parsedRows.get(db);
  if (!kept) parsedRows.set(db, (kept = new Map()));
  const last = kept.get(code);
  if (last && sameRow(last.row, row)) return last.merchant;
  const merchant = parseMerchant(row);
  kept.set(code, { row, merchant });
  return merchant;
}

function parseMerchant(row: MerchantRow): Merchant {
  return {
    code: row.code,
    name: row.name,
    status: row.status,
    maintenanceUntil: row.maintenance_until,
    regionBlock: row.region_block === 1,
    regionBlockIps: JSON.parse(row.region_block_ips),
    forceCaptcha: row.force_captcha === 1,
    languages: JSON.parse(row.languages),
    currency: row.currency,
    currencySymbol: row.currency_symbol,
    whitelabel: JSON.parse(row.whitelabel),
    registerRules: JSON.parse(row.register_rules),
    registerSettings: JSON.parse(row.register_settings),
    mainDomain: row.main_domain,
    analyticsId: row.analytics_id,
    imageCdnHosts: JSON.parse(row.image_cdn_hosts),
    launchCdnHosts: JSON.parse(row.launch_cdn_hosts),
    serviceKey: row.service_key,
    customerService: JSON.parse(row.customer_service),
    resources: JSON.parse(row.resources),
    domainRoutes: JSON.parse(row.domain_routes),
    kycThresholdCents: row.kyc_threshold_cents,
  };
}

/** IPv4 callers may arrive as IPv4-mapped IPv6 ("::ffff:1.2.3.4"); compare them as IPv4. */
export function normaliseIp(ip: string): string {
  return ip.startsWith("::ffff:") && ip.includes(".") ? ip.slice("::ffff:".length) : ip;
}

/** Region block on with an empty IP list blocks everyone; otherwise only the listed IPs. */
export function isRegionBlocked(merchant: Merchant, ip: string): boolean {
  if (!merchant.regionBlock) return false;
  return merchant.regionBlockIps.length === 0 || merchant.regionBlockIps.map(normaliseIp).includes(ip);
}

export function isInMaintenance(merchant: Merchant): boolean {
  return merchant.status === 1;
}

/** Whether a whitelabel flag is on anywhere in the merchant's tree (absent counts as off). */
export function isFlagEnabled(merchant: Merchant, flag: WhitelabelFlag): boolean {
  const search = (nodes: WhitelabelNode[]): boolean =>
    nodes.some((node) => (node.modId === flag && node.enabled) || search(node.childrenNodes));
  return search(merchant.whitelabel as WhitelabelNode[]);
}

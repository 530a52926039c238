import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { BRAND_FILE, readYaml } from "../brand-files";
import { brandFolders } from "../registry.server";

interface DomainOwner {
  domain: string;
  brandId: string;
}

/**
 * Every domain the existing brands claim (their live config's; a draft's are not served). A
 * config that cannot be read is a problem: its domains are unknown, so a new brand could collide
 * with them.
 */
export function claimedDomains(root: string): { owners: DomainOwner[]; problems: string[] } {
  const owners: DomainOwner[] = [];
  const problems: string[] = [];
  for (const id of brandFolders(root)) {
    const file = join(root, "brands", id, BRAND_FILE);
    if (!existsSync(file)) continue;
    const read = readYaml(readFileSync(file, "utf8"));
    if (!read.ok) {
      problems.push(`brands/${id}/${BRAND_FILE}: cannot be read, fix it first (${read.problems.join("; ")})`);
      continue;
    }
    const domains = (read.value as { domains?: unknown } | null)?.domains;
    if (Array.isArray(domains)) {
      for (const domain of domains) if (typeof domain === "string") owners.push({ domain: domain.toLowerCase(), brandId: id });
    }
  }
  return { owners, problems };
}

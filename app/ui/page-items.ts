/** The pages shown around the current one, and at each end. */
const PAGE_RANGE = 5;
const MARGIN_PAGES = 2;

/**
 * The page numbers a pager shows: the first and last MARGIN_PAGES, PAGE_RANGE pages
 * around `current`, and a gap ("…") for each run left out; a gap of one page shows that
 * page instead.
 */
export function pageItems(current: number, total: number, range = PAGE_RANGE, margin = MARGIN_PAGES): Array<number | "gap"> {
  const shown = new Set<number>();
  const start = Math.max(1, Math.min(current - Math.floor(range / 2), total - range + 1));
  for (let page = start; page < start + range; page++) shown.add(page);
  for (let page = 1; page <= margin; page++) shown.add(page).add(total - page + 1);
  const pages = [...shown].filter((page) => page >= 1 && page <= total).sort((a, b) => a - b);
  const items: Array<number | "gap"> = [];
  for (const page of pages) {
    const previous = items.length ? (items[items.length - 1] as number) : 0;
    if (page - previous === 2) items.push(previous + 1);
    else if (page - previous > 2) items.push("gap");
    items.push(page);
  }
  return items;
}

/** The highest page number the platform's list calls accept (their contract's pageNo bound). */
export const MAX_PAGE = 100_000;

/**
 * `?page=` as a page number: the one parser of every list. Anything but a whole number
 * from 1 to `last` (a missing value, "", " 2", "0", "-1", "2.5", "abc", "1e3", "999999")
 * is the first page: the documented fallback, so a bad link still shows the list and never
 * reaches the platform. `last` is lower only for a list whose call takes fewer pages.
 */
export function parsePage(value: string | null, last = MAX_PAGE): number {
  if (value === null || !/^\d{1,6}$/.test(value)) return 1;
  const page = Number(value);
  return page >= 1 && page <= last ? page : 1;
}

/** The same address on another page (`page` dropped for the first, so page 1 has one URL). */
export function pageHref(pathname: string, search: string, page: number): string {
  const params = new URLSearchParams(search);
  if (page <= 1) params.delete("page");
  else params.set("page", String(page));
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

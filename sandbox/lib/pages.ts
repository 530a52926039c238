/** How many pages of `pageSize` rows `total` rows fill (0 for none). */
export function totalPages(total: number, pageSize: number): number {
  return Math.ceil(total / pageSize);
}

/** The winner board shows its entries in groups of 4. */
export const WINNERS_PER_SLIDE = 4;

/** `items` cut into consecutive groups of `size` (the last may be shorter). */
export function groupsOf<T>(items: readonly T[], size: number): T[][] {
  const groups: T[][] = [];
  for (let index = 0; index < items.length; index += size) groups.push(items.slice(index, index + size));
  return groups;
}

/** The list with the item at `index` moved one place up (-1) or down (1); unchanged at an end. */
export const moved = <T>(items: readonly T[], index: number, step: -1 | 1): T[] => {
  const target = index + step;
  const next = [...items];
  if (target < 0 || target >= next.length) return next;
  const [item] = next.splice(index, 1);
  if (item !== undefined) next.splice(target, 0, item);
  return next;
};

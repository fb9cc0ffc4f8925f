/**
 * Places short labels along a line so that none runs into another: each label takes the first of
 * `rows` rows where it keeps `gap` from the label before it, or is left out (its mark keeps its
 * tooltip). Items are labelled from left to right; the result keeps their order.
 */
export function spacedLabels<T extends { x: number; width: number }>(items: readonly T[], rows: number, gap: number): (T & { row: number })[] {
  const rightEdge = new Array<number>(rows).fill(-Infinity);
  const placed: (T & { row: number })[] = [];
  for (const item of [...items].sort((a, b) => a.x - b.x)) {
    const left = item.x - item.width / 2;
    const row = rightEdge.findIndex((edge) => left >= edge + gap);
    if (row < 0) continue;
    rightEdge[row] = item.x + item.width / 2;
    placed.push({ ...item, row });
  }
  return placed;
}

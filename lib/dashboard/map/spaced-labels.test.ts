import { describe, expect, it } from "vitest";
import { spacedLabels } from "./spaced-labels";

describe("labels along a line", () => {
  it("never lets two labels of a row touch", () => {
    // Rounds 3, 10, 8, 11 and 14 close together, as on a rate where past rounds crowd.
    const items = [3, 10, 8, 11, 14, 2].map((round, i) => ({ round, x: 50 + i * 2.5, width: round >= 10 ? 7 : 3.5 }));
    const placed = spacedLabels(items, 2, 1.5);
    for (const row of [0, 1]) {
      const inRow = placed.filter((p) => p.row === row).sort((a, b) => a.x - b.x);
      for (let k = 1; k < inRow.length; k++) expect(inRow[k].x - inRow[k].width / 2).toBeGreaterThanOrEqual(inRow[k - 1].x + inRow[k - 1].width / 2 + 1.5);
    }
    expect(placed.length).toBeGreaterThanOrEqual(2);
    expect(placed.length).toBeLessThan(items.length);
  });

  it("keeps every label on one row when there is room", () => {
    const placed = spacedLabels([{ x: 10, width: 4 }, { x: 30, width: 4 }, { x: 50, width: 4 }], 2, 2);
    expect(placed.map((p) => p.row)).toEqual([0, 0, 0]);
  });
});

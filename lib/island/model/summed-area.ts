/**
 * Summed-area tables of a W×H grid (row-major values): the sum over any rectangle in four lookups,
 * so window counts over a whole map cost linear time.
 */
export function summedArea(values: ArrayLike<number>, width: number, height: number): Float64Array {
  const s = new Float64Array((width + 1) * (height + 1));
  for (let y = 0; y < height; y++) {
    let row = 0;
    for (let x = 0; x < width; x++) {
      row += values[y * width + x];
      s[(y + 1) * (width + 1) + x + 1] = s[y * (width + 1) + x + 1] + row;
    }
  }
  return s;
}

/** Sum over the w×h rectangle at (x, y), which must lie inside the grid. */
export function rectSum(s: Float64Array, width: number, x: number, y: number, w: number, h: number): number {
  const w1 = width + 1;
  return s[(y + h) * w1 + x + w] - s[y * w1 + x + w] - s[(y + h) * w1 + x] + s[y * w1 + x];
}

/** Sum over the square of radius r around (x, y), clipped to the grid. */
export function squareSum(s: Float64Array, width: number, height: number, x: number, y: number, r: number): number {
  const x0 = Math.max(0, x - r);
  const y0 = Math.max(0, y - r);
  return rectSum(s, width, x0, y0, Math.min(width, x + r + 1) - x0, Math.min(height, y + r + 1) - y0);
}

/*
 * Viewport windows of /simulate: the requested window is kept inside the map (shifted back from
 * the right/bottom edge, and never larger than the map), and the answer names its actual bounds.
 */

export type Window = { x: number; y: number; w: number; h: number };

export function clampViewport(req: Window, width: number, height: number): Window {
  const w = Math.min(req.w, width);
  const h = Math.min(req.h, height);
  return {
    x: Math.max(0, Math.min(req.x, width - w)),
    y: Math.max(0, Math.min(req.y, height - h)),
    w,
    h,
  };
}

export function cropGrid(grid: readonly (readonly number[])[], v: Window): number[][] {
  return grid.slice(v.y, v.y + v.h).map((row) => row.slice(v.x, v.x + v.w));
}

export function insideViewport(p: { x: number; y: number }, v: Window): boolean {
  return p.x >= v.x && p.x < v.x + v.w && p.y >= v.y && p.y < v.y + v.h;
}

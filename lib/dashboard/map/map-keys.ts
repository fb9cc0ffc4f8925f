import type { Viewport } from "@/lib/island/schemas";

/**
 * The map's keyboard: arrows move a cursor (a cell, or the viewport window) one cell, five with
 * Shift; + and − resize the window. Pure helpers, so the keys behave the same for every tool.
 */

/** Cells an arrow key moves by, or null for any other key. */
export function arrowStep(key: string, shift: boolean): [number, number] | null {
  const n = shift ? 5 : 1;
  switch (key) {
    case "ArrowLeft":
      return [-n, 0];
    case "ArrowRight":
      return [n, 0];
    case "ArrowUp":
      return [0, -n];
    case "ArrowDown":
      return [0, n];
    default:
      return null;
  }
}

/** How much + / − change the window's width and height. */
export function resizeStep(key: string): number | null {
  if (key === "+" || key === "=") return 1;
  if (key === "-" || key === "_") return -1;
  return null;
}

const clamp = (v: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, v));

/** A cell moved by (dx, dy), kept on the map. */
export function moveCell(c: { x: number; y: number }, dx: number, dy: number, W: number, H: number): { x: number; y: number } {
  return { x: clamp(c.x + dx, 0, W - 1), y: clamp(c.y + dy, 0, H - 1) };
}

/** A window moved by (dx, dy), kept whole on the map. */
export function moveWindow(v: Viewport, dx: number, dy: number, W: number, H: number): Viewport {
  return { ...v, x: clamp(v.x + dx, 0, Math.max(0, W - v.w)), y: clamp(v.y + dy, 0, Math.max(0, H - v.h)) };
}

/** A window of size w×h centred on the map: where the keyboard's window starts. */
export function centredWindow(w: number, h: number, W: number, H: number): Viewport {
  const vw = Math.min(w, W);
  const vh = Math.min(h, H);
  return { x: Math.floor((W - vw) / 2), y: Math.floor((H - vh) / 2), w: vw, h: vh };
}

/** The rectangle of cells between two corners, either way round. */
export function rectBetween(a: { x: number; y: number }, b: { x: number; y: number }): { kind: "rect"; x: number; y: number; w: number; h: number } {
  return { kind: "rect", x: Math.min(a.x, b.x), y: Math.min(a.y, b.y), w: Math.abs(a.x - b.x) + 1, h: Math.abs(a.y - b.y) + 1 };
}

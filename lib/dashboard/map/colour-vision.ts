/**
 * Colour-vision simulation and colour distance, to check that a palette stays legible for
 * viewers with red–green colour blindness. Machado, Oliveira & Fernandes (2009) matrices at full
 * severity, applied in linear sRGB; distance is CIE76 ΔE in CIELAB (D65).
 */

export type Deficiency = "normal" | "deuteranopia" | "protanopia";

const MATRICES: Record<Exclude<Deficiency, "normal">, number[][]> = {
  protanopia: [
    [0.152286, 1.052583, -0.204868],
    [0.114503, 0.786281, 0.099216],
    [-0.003882, -0.048116, 1.051998],
  ],
  deuteranopia: [
    [0.367322, 0.860646, -0.227968],
    [0.280085, 0.672501, 0.047413],
    [-0.01182, 0.04294, 0.968881],
  ],
};

type Rgb = [number, number, number];

const toLinear = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);

/** "#rrggbb" as linear sRGB in [0, 1]. */
export function linearRgb(hex: string): Rgb {
  const m = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!m) throw new Error(`not a #rrggbb colour: ${hex}`);
  const n = parseInt(m[1], 16);
  return [toLinear(((n >> 16) & 255) / 255), toLinear(((n >> 8) & 255) / 255), toLinear((n & 255) / 255)];
}

/** How a colour looks to a viewer with the given deficiency, in linear sRGB. */
export function simulate(hex: string, deficiency: Deficiency): Rgb {
  const rgb = linearRgb(hex);
  if (deficiency === "normal") return rgb;
  const clamp = (v: number) => Math.max(0, Math.min(1, v));
  return MATRICES[deficiency].map((row) => clamp(row[0] * rgb[0] + row[1] * rgb[1] + row[2] * rgb[2])) as Rgb;
}

/** CIELAB of a linear sRGB colour. */
export function lab([r, g, b]: Rgb): Rgb {
  const f = (t: number) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116);
  const x = f((0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047);
  const y = f(0.2126 * r + 0.7152 * g + 0.0722 * b);
  const z = f((0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883);
  return [116 * y - 16, 500 * (x - y), 200 * (y - z)];
}

/** ΔE (CIE76) between two colours as a viewer with the deficiency sees them. */
export function deltaE(a: string, b: string, deficiency: Deficiency = "normal"): number {
  const [l1, a1, b1] = lab(simulate(a, deficiency));
  const [l2, a2, b2] = lab(simulate(b, deficiency));
  return Math.hypot(l1 - l2, a1 - a2, b1 - b2);
}

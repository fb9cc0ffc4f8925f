import "server-only";
import { deflateSync } from "node:zlib";
import { paintLayer, type LayerId } from "./heatmap";
import type { SeedObservationSummary } from "./layers";

/**
 * The workspace map's first frame, drawn on the server as a small PNG (one pixel per cell), so
 * the map is on screen as soon as the page arrives instead of after the scripts have loaded. The
 * canvas paints the same layer over it at hydration: terrain faded to 30 % under the layer's own
 * pixels, composited here over white (the map's background).
 */
export function mapPictureDataUrl(input: {
  layer: Extract<LayerId, "terrain" | "coverage" | "observed">;
  W: number;
  H: number;
  grid: readonly (readonly number[])[];
  summary: SeedObservationSummary;
}): string {
  const { layer, W, H, grid, summary } = input;
  const terrain = paintLayer({ layer: "terrain", W, H, grid, summary, prediction: null, shift: null, probabilityClass: 0 });
  const top = layer === "terrain" ? null : paintLayer({ layer, W, H, grid, summary, prediction: null, shift: null, probabilityClass: 0 });
  const rgb = new Uint8Array(W * H * 3);
  for (let i = 0; i < W * H; i++) {
    for (let c = 0; c < 3; c++) {
      const base = top ? 255 + 0.3 * (terrain[i * 4 + c] - 255) : terrain[i * 4 + c];
      const a = top ? top[i * 4 + 3] / 255 : 0;
      rgb[i * 3 + c] = Math.round(a > 0 ? base + a * (top![i * 4 + c] - base) : base);
    }
  }
  return `data:image/png;base64,${encodePng(rgb, W, H).toString("base64")}`;
}

/** An 8-bit RGB PNG: signature, IHDR, one IDAT (each row prefixed with filter 0), IEND. */
export function encodePng(rgb: Uint8Array, W: number, H: number): Buffer {
  const raw = Buffer.alloc((W * 3 + 1) * H);
  for (let y = 0; y < H; y++) {
    raw[y * (W * 3 + 1)] = 0;
    raw.set(rgb.subarray(y * W * 3, (y + 1) * W * 3), y * (W * 3 + 1) + 1);
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(W, 0);
  ihdr.writeUInt32BE(H, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // colour type: RGB
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk("IHDR", ihdr), chunk("IDAT", deflateSync(raw)), chunk("IEND", Buffer.alloc(0))]);
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, "ascii");
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

let table: Uint32Array | null = null;
function crc32(bytes: Uint8Array): number {
  if (!table) {
    table = new Uint32Array(256);
    for (let n = 0; n < 256; n++) {
      let c = n;
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      table[n] = c >>> 0;
    }
  }
  let c = 0xffffffff;
  for (const b of bytes) c = table[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

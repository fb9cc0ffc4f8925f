import { inflateSync } from "node:zlib";
import { describe, expect, it, vi } from "vitest";

vi.mock("server-only", () => ({}));
const { encodePng, mapPictureDataUrl } = await import("./map-picture");
const { summariseObservations } = await import("./layers");

describe("the map's server-drawn first frame", () => {
  it("is a valid PNG whose rows hold the given pixels", () => {
    const rgb = Uint8Array.from([255, 0, 0, 0, 255, 0, 0, 0, 255, 10, 20, 30]);
    const png = encodePng(rgb, 2, 2);
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(png.readUInt32BE(16)).toBe(2);
    const idatLength = png.readUInt32BE(33);
    expect(png.subarray(37, 41).toString("ascii")).toBe("IDAT");
    const raw = inflateSync(png.subarray(41, 41 + idatLength));
    expect([...raw]).toEqual([0, 255, 0, 0, 0, 255, 0, 0, 0, 0, 255, 10, 20, 30]);
  });

  it("draws the coverage layer over faded terrain, as the canvas does", () => {
    const grid = [
      [10, 11],
      [4, 5],
    ];
    const summary = summariseObservations([], 0, 2, 2);
    const url = mapPictureDataUrl({ layer: "coverage", W: 2, H: 2, grid, summary });
    expect(url.startsWith("data:image/png;base64,")).toBe(true);
    expect(url.length).toBeLessThan(400);
  });
});

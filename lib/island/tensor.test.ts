import { describe, expect, it } from "vitest";
import {
  argmaxGrid,
  confidenceGrid,
  initialStateToOneHot,
  pythonFloatRepr,
  pythonRound,
  safeTensor,
  uniformTensor,
  validatePrediction,
  type Tensor,
} from "./tensor";

const ok = () => uniformTensor(3, 4);

describe("validatePrediction returns the service's messages", () => {
  it("accepts a valid tensor, including sums within ±0.01", () => {
    const t = ok();
    t[1][2] = [0.5, 0.505, 0, 0, 0, 0];
    t[2][3] = [0.3, 0.2, 0.2, 0.1, 0.1, 0.091];
    expect(validatePrediction(t, 3, 4)).toBeNull();
  });

  it("wrong number of rows", () => {
    expect(validatePrediction(uniformTensor(2, 4), 3, 4)).toBe("Expected 3 rows, got 2");
    expect(validatePrediction(uniformTensor(40, 40), 3, 4)).toBe("Expected 3 rows, got 40");
  });

  it("wrong number of columns names the first bad row", () => {
    const t = ok();
    t[1] = t[1].slice(0, 3);
    t[2] = t[2].slice(0, 1);
    expect(validatePrediction(t, 3, 4)).toBe("Row 1: expected 4 cols, got 3");
  });

  it("wrong vector length names the cell as (y,x)", () => {
    const t = ok();
    t[2][1] = [0.5, 0.5];
    expect(validatePrediction(t, 3, 4)).toBe("Cell (2,1): expected 6 probs, got 2");
  });

  it("sum outside tolerance quotes the sum as Python prints it", () => {
    const t = ok();
    t[0][3] = [0.5, 0.48, 0, 0, 0, 0];
    expect(validatePrediction(t, 3, 4)).toBe("Cell (0,3): probs sum to 0.98, expected 1.0");
    t[0][3] = [0.3, 0.3, 0.3, 0.1, 0.1, 0];
    expect(validatePrediction(t, 3, 4)).toBe("Cell (0,3): probs sum to 1.1, expected 1.0");
    t[0][3] = [1, 1, 0, 0, 0, 0];
    expect(validatePrediction(t, 3, 4)).toBe("Cell (0,3): probs sum to 2.0, expected 1.0");
    t[0][3] = [0, 0, 0, 0, 0, 0];
    expect(validatePrediction(t, 3, 4)).toBe("Cell (0,3): probs sum to 0.0, expected 1.0");
    t[0][3] = [0.5, 0.5234, 0, 0, 0, 0];
    expect(validatePrediction(t, 3, 4)).toBe("Cell (0,3): probs sum to 1.0234, expected 1.0");
  });

  it("negative probability", () => {
    const t = ok();
    t[1][0] = [1.2, -0.2, 0, 0, 0, 0];
    expect(validatePrediction(t, 3, 4)).toBe("Cell (1,0): negative probability");
  });

  it("reports the first problem in row-major order", () => {
    const t = ok();
    t[2][0] = [1, 1, 0, 0, 0, 0];
    t[1][3] = [1.5, -0.5, 0, 0, 0, 0];
    expect(validatePrediction(t, 3, 4)).toBe("Cell (1,3): negative probability");
  });

  it("rejects non-list and non-numeric input", () => {
    expect(validatePrediction(null, 3, 4)).toMatch(/^Expected 3 rows/);
    const t = ok() as unknown[][][];
    t[0][0] = [0.5, "0.5", 0, 0, 0, 0];
    expect(validatePrediction(t, 3, 4)).toBe("Cell (0,0): probabilities must be finite numbers");
  });
});

describe("pythonFloatRepr", () => {
  it("formats like Python's repr", () => {
    expect(pythonFloatRepr(1)).toBe("1.0");
    expect(pythonFloatRepr(0.98)).toBe("0.98");
    expect(pythonFloatRepr(0.1 + 0.2)).toBe("0.30000000000000004");
    expect(pythonFloatRepr(1e-5)).toBe("1e-05");
    expect(pythonFloatRepr(0.0001)).toBe("0.0001");
    expect(pythonFloatRepr(1.5e16)).toBe("1.5e+16");
    expect(pythonFloatRepr(1e15)).toBe("1000000000000000.0");
    expect(pythonFloatRepr(-2.5)).toBe("-2.5");
    expect(pythonFloatRepr(120)).toBe("120.0");
  });
});

describe("safeTensor", () => {
  it("clamps negatives and NaN, floors every class, renormalises", () => {
    const t: Tensor = [[[1, 0, 0, 0, 0, 0], [-1, Number.NaN, 2, 0, 0, 0]]];
    const s = safeTensor(t);
    for (const cell of s[0]) {
      expect(cell).toHaveLength(6);
      expect(cell.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
      for (const p of cell) expect(p).toBeGreaterThan(0.004);
    }
    expect(s[0][0][0]).toBeCloseTo(1 / 1.05, 12);
    expect(s[0][1][0]).toBeCloseTo(0.01 / 2.05, 12);
    expect(s[0][1][2]).toBeCloseTo(2 / 2.05, 12);
    expect(validatePrediction(s, 1, 2)).toBeNull();
  });

  it("leaves a well-floored tensor unchanged and honours a custom floor", () => {
    const u = uniformTensor(2, 2);
    safeTensor(u).flat(2).forEach((p) => expect(p).toBeCloseTo(1 / 6, 12));
    const s = safeTensor([[[1, 0, 0, 0, 0, 0]]], 0.001);
    expect(s[0][0][1]).toBeCloseTo(0.001 / 1.005, 12);
  });

  it("turns an all-zero cell into a uniform one, even with floor 0", () => {
    expect(safeTensor([[[0, 0, 0, 0, 0, 0]]], 0)[0][0]).toEqual(new Array(6).fill(1 / 6));
  });
});

describe("grid helpers", () => {
  const t: Tensor = [[[0.1, 0.6, 0.1, 0.1, 0.05, 0.05], [0.33333, 0.33333, 0.33334, 0, 0, 0]]];

  it("argmaxGrid and confidenceGrid", () => {
    expect(argmaxGrid(t)).toEqual([[1, 2]]);
    expect(confidenceGrid(t)).toEqual([[0.6, 0.333]]);
  });

  it("initialStateToOneHot maps ocean and plains to class 0", () => {
    expect(initialStateToOneHot([[10, 11, 1, 2, 4, 5]])[0].map((c) => c.indexOf(1))).toEqual([0, 0, 1, 2, 4, 5]);
  });
});

describe("pythonRound", () => {
  it("rounds like Python's round(x, 3)", () => {
    expect(pythonRound(0.1235, 3)).toBe(0.123); // stored just below the half
    expect(pythonRound(0.5625, 3)).toBe(0.562); // exact tie → even
    expect(pythonRound(0.4375, 3)).toBe(0.438); // exact tie → even
    expect(pythonRound(0.0005, 3)).toBe(0.001); // stored just above the half
    expect(pythonRound(0.33333, 3)).toBe(0.333);
    expect(pythonRound(1, 3)).toBe(1);
  });
});

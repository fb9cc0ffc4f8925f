import { describe, expect, it } from "vitest";
import { superLinear } from "@/lib/testing/linearity";
import { jsonDepth, jsonShape, MAX_JSON_DEPTH, parseJsonText } from "./json";

describe("jsonDepth", () => {
  it("counts nesting outside strings only", () => {
    expect(jsonDepth("1")).toBe(0);
    expect(jsonDepth('{"a":[1,{"b":[]}]}')).toBe(4);
    expect(jsonDepth('["[[[[", "\\"[[[", {"}}}": 1}]')).toBe(2);
  });
});

describe("parseJsonText", () => {
  it("parses ordinary documents", () => {
    expect(parseJsonText('{"prompt":"x","files":[]}')).toEqual({ ok: true, value: { prompt: "x", files: [] } });
    const tensor = JSON.stringify([[[0.5, 0.5, 0, 0, 0, 0]]]);
    expect(parseJsonText(tensor).ok).toBe(true);
  });

  it("tells empty, malformed and too deep apart", () => {
    expect(parseJsonText("  ")).toEqual({ ok: false, reason: "empty" });
    expect(parseJsonText("{nope")).toEqual({ ok: false, reason: "invalid" });
    const deep = (n: number) => "[".repeat(n) + "]".repeat(n);
    expect(parseJsonText(deep(MAX_JSON_DEPTH)).ok).toBe(true);
    expect(parseJsonText(deep(MAX_JSON_DEPTH + 1))).toEqual({ ok: false, reason: "too_deep" });
  });

  it("refuses millions of brackets in linear time, without building them", async () => {
    const brackets = (n: number) => "[".repeat(n) + "]".repeat(n);
    expect(parseJsonText(brackets(5_000_000))).toEqual({ ok: false, reason: "too_deep" });
    expect(await superLinear(brackets, parseJsonText, { small: 250_000 })).toBeNull();
  });
});

describe("jsonShape", () => {
  it("counts values outside strings, containers included", () => {
    expect(jsonShape("1")).toEqual({ depth: 0, values: 1 });
    expect(jsonShape("[1,2,3]").values).toBe(4);
    expect(jsonShape('[{},{"a":"x,y,[z"}]').values).toBe(5);
  });

  it("refuses a text of many small values before building them", async () => {
    const values = (n: number) => "[" + "{},".repeat(n) + "{}]";
    expect(parseJsonText(values(2_000_000), { maxValues: 100_000 })).toEqual({ ok: false, reason: "too_many_values" });
    expect(await superLinear(values, (t) => parseJsonText(t, { maxValues: 100_000 }), { small: 250_000 })).toBeNull();
    expect(parseJsonText("[1,2,3]", { maxValues: 4 })).toEqual({ ok: true, value: [1, 2, 3] });
    expect(parseJsonText("[1,2,3]", { maxValues: 3 })).toEqual({ ok: false, reason: "too_many_values" });
  });
});

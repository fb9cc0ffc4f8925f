import { describe, expect, it } from "vitest";
import "../schemas";
import { hostileShapes, nearMissRepeated, superLinearCalls } from "@/lib/testing/hostile-text";
import { ApiError } from "./errors";
import { checkFields, parseFields } from "./fields";

/** The `fields` query parameter is untrusted: a URL can carry about 16 KB of it. */
const LENGTH = 16_000;

function outcome(expr: string): string {
  try {
    checkFields("customer", parseFields(expr));
    return "ok";
  } catch (err) {
    return err instanceof ApiError ? `ApiError ${err.status}` : `crash: ${String(err)}`;
  }
}

describe("fields selections from hostile URLs", () => {
  it("deep nesting is a 400 naming the limit, not a crash", () => {
    for (const expr of ["(".repeat(LENGTH), "a(".repeat(LENGTH / 2), `${"postings(".repeat(40)}id`, `${"a.".repeat(LENGTH / 2)}a`]) {
      expect(outcome(expr)).toBe("ApiError 400");
    }
    expect(() => parseFields("a(".repeat(100))).toThrow("Illegal field in fields filter: nested deeper than 16 levels");
    // Real selections stay well inside the limit.
    expect(outcome("id,name,postalAddress(*),deliveryAddress(id,addressLine1)")).toBe("ok");
  });

  it("every shape is read or refused in linear time, never a crash", { timeout: 120_000 }, async () => {
    const shapes = [
      ...hostileShapes(LENGTH),
      nearMissRepeated("nested", "a(", LENGTH),
      nearMissRepeated("closings", ")", LENGTH),
      nearMissRepeated("dotted", "a.", LENGTH),
      nearMissRepeated("stars", "*(", LENGTH),
      nearMissRepeated("lists", "a,", LENGTH),
    ];
    expect(await superLinearCalls(outcome, shapes, LENGTH)).toEqual([]);
    expect(shapes.map((s) => [s.name, outcome(s.text)]).filter(([, o]) => o.startsWith("crash"))).toEqual([]);
  });
});

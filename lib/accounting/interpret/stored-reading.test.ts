import { describe, expect, it } from "vitest";
import { storedReading } from "./stored-reading";

describe("the stored reading", () => {
  const reading = (n: number) => ({
    type: "create_departments",
    score: 5,
    runnerUp: null,
    fields: { type: "create_departments", names: ["Salg"] },
    gate: { ok: false, reasons: ["the answer lists 10000 names; a create_departments task takes at most 20"], missing: [], unused: [] },
    llm: { outcome: "held-back", why: "primary", ms: 12, type: "create_departments", fields: { names: Array.from({ length: n }, (_, i) => `Avdeling ${i + 1}`) }, reasons: ["x".repeat(30_000)] },
  });

  it("is kept whole when it fits", () => {
    const small = { ...reading(3), llm: { ...reading(3).llm, reasons: ["held back"] } };
    expect(JSON.parse(storedReading(small, 20_000))).toEqual(small);
  });

  it("stays valid JSON within the limit, cut with a marker, however large the reading", () => {
    for (const n of [100, 10_000]) {
      const text = storedReading(reading(n), 20_000);
      expect(text.length).toBeLessThanOrEqual(20_000);
      const parsed = JSON.parse(text);
      expect(parsed.gate.ok).toBe(false);
      expect(parsed.gate.reasons[0]).toMatch(/at most 20/);
      expect(parsed.llm.outcome).toBe("held-back");
      if (n > 100) expect(parsed.llm.fields.names.at(-1)).toMatch(/^… \d+ more$/);
      expect(parsed.llm.reasons[0]).toMatch(/… \(cut\)$/);
    }
  });

  it("keeps the verdict when nothing else fits", () => {
    const parsed = JSON.parse(storedReading(reading(10), 200));
    expect(parsed.gate).toMatchObject({ ok: false });
  });
});

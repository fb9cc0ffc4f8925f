import { describe, expect, it } from "vitest";
import { caseSchema } from "./schema";
import { substitute, PlaceholderError } from "./substitute";
import { matches, matchesSpec } from "./match";
import { candidatesOf, evaluateCheck } from "./evaluate";
import { countWrites, normalisedScore, scoreCase, type Scored } from "./score";
import { inProcessAgent } from "./agent";

describe("placeholder substitution", () => {
  const bindings = {
    company: { id: 7, departmentId: 11 },
    cust: { id: 42, name: "Nordlys AS", version: 0, postalAddress: { city: "Oslo" } },
    list: [{ id: 5 }, { id: 6 }],
  };

  it("replaces a whole string with the value found, keeping its type", () => {
    const out = substitute({ customer: { id: "$cust.id" }, version: "$cust.version", dept: "$company.departmentId" }, bindings);
    expect(out).toEqual({ customer: { id: 42 }, version: 0, dept: 11 });
  });

  it("follows nested paths and array indices, and a bare name gives the whole value", () => {
    expect(substitute("$cust.postalAddress.city", bindings)).toBe("Oslo");
    expect(substitute("$list.1.id", bindings)).toBe(6);
    expect(substitute(["$cust"], bindings)).toEqual([bindings.cust]);
  });

  it("interpolates ${…} inside longer strings as text", () => {
    expect(substitute("/invoice/${cust.id}/:payment", bindings)).toBe("/invoice/42/:payment");
    expect(substitute("Kunde ${cust.name} (${company.id})", bindings)).toBe("Kunde Nordlys AS (7)");
  });

  it("leaves strings that are not placeholders and object keys alone", () => {
    const v = { $some: { "account.number": 1500 }, text: "costs $ 5", price: "$5", email: "a$b@x.no" };
    expect(substitute(v, bindings)).toEqual(v);
  });

  it("fails on an unknown name or a missing field", () => {
    expect(() => substitute("$nope.id", bindings)).toThrow(PlaceholderError);
    expect(() => substitute("$cust.missing", bindings)).toThrow(/has no value/);
    expect(() => substitute("/x/${cust.postalAddress}", bindings)).toThrow(/not a scalar/);
  });
});

describe("matchers", () => {
  it("compares text trimmed and ignoring case, but only against strings", () => {
    expect(matches("  Bølgekraft AS ", "bølgekraft as")).toBe(true);
    expect(matches("Bølgekraft", "Bølgekraft AS")).toBe(false);
    expect(matches(1920, "1920")).toBe(false);
  });

  it("compares numbers within 0.01, counting numeric strings", () => {
    expect(matches(9000.009, 9000)).toBe(true);
    expect(matches("9000.00", 9000)).toBe(true);
    expect(matches(9000.02, 9000)).toBe(false);
    expect(matches("abc", 0)).toBe(false);
    expect(matches(null, 0)).toBe(false);
  });

  it("takes true, false and null exactly", () => {
    expect(matches(true, true)).toBe(true);
    expect(matches("true", true)).toBe(false);
    expect(matches(null, null)).toBe(true);
    expect(matches(undefined, null)).toBe(false);
    expect(matches(0, false)).toBe(false);
  });

  it("implements the operator objects", () => {
    expect(matches(1250.4, { $approx: 1250, tol: 0.5 })).toBe(true);
    expect(matches(1250.6, { $approx: 1250, tol: 0.5 })).toBe(false);
    expect(matches("Rapport d'analyse mars", { $contains: "RAPPORT D'ANALYSE" })).toBe(true);
    expect(matches("6", { $in: ["5", "6"] })).toBe(true);
    expect(matches(6, { $in: ["5", "6"] })).toBe(false);
    expect(matches(4000, { $gte: 4000, $lt: 8000 })).toBe(true);
    expect(matches(8000, { $gte: 4000, $lt: 8000 })).toBe(false);
    expect(matches("12", { $gt: 11 })).toBe(true);
    expect(matches(0, { $exists: true })).toBe(true);
    expect(matches(null, { $exists: true })).toBe(false);
    expect(matches(undefined, { $exists: false })).toBe(true);
    expect(matches(5, { $not: 6 })).toBe(true);
    expect(matches(6, { $not: 6 })).toBe(false);
  });

  it("crosses arrays only through $some and $all", () => {
    const invoice = { orderLines: [{ description: "A", product: { number: "1" } }, { description: "B", product: { number: "2" } }] };
    expect(matchesSpec(invoice, { orderLines: { $some: { "product.number": "2", description: "b" } } })).toBe(true);
    expect(matchesSpec(invoice, { orderLines: { $some: { "product.number": "2", description: "a" } } })).toBe(false);
    expect(matchesSpec(invoice, { orderLines: { $all: { "product.number": { $in: ["1", "2"] } } } })).toBe(true);
    expect(matchesSpec({ orderLines: [] }, { orderLines: { $all: { description: "A" } } })).toBe(false);
    expect(matchesSpec(invoice, { "orderLines.description": "A" })).toBe(false);
  });
});

describe("check evaluation", () => {
  const candidates = candidatesOf({
    fullResultSize: 3,
    values: [
      { name: "HR", number: 2 },
      { name: "Salg", number: 3 },
      { name: "HR", number: 4 },
    ],
  });

  it("reads {value} as one candidate and {values} as each element", () => {
    expect(candidatesOf({ value: { id: 1 } })).toEqual([{ id: 1 }]);
    expect(candidates).toHaveLength(3);
    expect(candidatesOf({ status: 404, message: "not found" })).toEqual([]);
  });

  it("passes when one kept candidate satisfies expect; with neither it is an existence check", () => {
    expect(evaluateCheck({ where: { name: "HR" }, expect: { number: 4 } }, candidates).passed).toBe(true);
    expect(evaluateCheck({ where: { name: "Salg" }, expect: { number: 4 } }, candidates).passed).toBe(false);
    expect(evaluateCheck({ where: { name: "Økonomi" } }, candidates).passed).toBe(false);
    expect(evaluateCheck({}, []).passed).toBe(false);
  });

  it("with count, needs exactly that many kept, all satisfying expect", () => {
    expect(evaluateCheck({ where: { name: "HR" }, count: 2 }, candidates).passed).toBe(true);
    expect(evaluateCheck({ where: { name: "HR" }, count: 1 }, candidates).passed).toBe(false);
    expect(evaluateCheck({ where: { name: "HR" }, count: 2, expect: { number: 4 } }, candidates).passed).toBe(false);
    expect(evaluateCheck({ where: { name: "HR" }, count: 2, expect: { number: { $gte: 2 } } }, candidates).passed).toBe(true);
    expect(evaluateCheck({ where: { name: "Økonomi" }, count: 0 }, candidates).passed).toBe(true);
  });
});

describe("scoring", () => {
  it("scores tier × correctness when not perfect, with no bonus", () => {
    const s = scoreCase({ tier: 2, pointsPassed: 6, pointsTotal: 8, bestWrites: 1, writes: 1, failedWrites: 0 });
    expect(s.correctness).toBeCloseTo(0.75);
    expect(s.score).toBeCloseTo(1.5);
    expect(s.max).toBe(4);
  });

  it("adds tier × min(1, best/writes) × 0.6^failed to a perfect case", () => {
    expect(scoreCase({ tier: 3, pointsPassed: 10, pointsTotal: 10, bestWrites: 5, writes: 5, failedWrites: 0 }).score).toBeCloseTo(6);
    expect(scoreCase({ tier: 2, pointsPassed: 8, pointsTotal: 8, bestWrites: 4, writes: 5, failedWrites: 1 }).score).toBeCloseTo(2 + 2 * 0.8 * 0.6);
    expect(scoreCase({ tier: 1, pointsPassed: 7, pointsTotal: 7, bestWrites: 1, writes: 4, failedWrites: 2 }).score).toBeCloseTo(1 + 0.25 * 0.36);
    // fewer writes than the best known never earns more than the full bonus
    expect(scoreCase({ tier: 1, pointsPassed: 7, pointsTotal: 7, bestWrites: 2, writes: 1, failedWrites: 0 }).score).toBeCloseTo(2);
  });

  it("scores nothing when no check passes", () => {
    const s = scoreCase({ tier: 3, pointsPassed: 0, pointsTotal: 10, bestWrites: 5, writes: 0, failedWrites: 0 });
    expect(s.score).toBe(0);
    expect(s.perfect).toBe(false);
  });

  it("counts writes and the writes answered with a 4xx; reads and 5xx are not failed writes", () => {
    const log = [
      { method: "GET", status: 404 },
      { method: "POST", status: 201 },
      { method: "PUT", status: 422 },
      { method: "patch", status: 409 },
      { method: "DELETE", status: 500 },
    ];
    expect(countWrites(log)).toEqual({ writes: 4, failedWrites: 2 });
  });

  it("normalises as the mean score per task × 30", () => {
    const row = (task: number, tier: number, score: number): Scored => ({ task, tier, language: "nb", score, max: 2 * tier, correctness: 1, perfect: true, writes: 1, failedWrites: 0, ms: 1 });
    // task 1: mean 1.5; task 20: mean 6 → (1.5 + 6) / 2 × 30
    expect(normalisedScore([row(1, 1, 1), row(1, 1, 2), row(20, 3, 6)])).toBeCloseTo(112.5);
    expect(normalisedScore([])).toBe(0);
  });
});

describe("case schema", () => {
  const base = {
    id: "t01-nb-9",
    task: 1,
    tier: 1,
    language: "nb",
    today: "2026-03-21",
    prompt: "x",
    files: [],
    setup: [],
    checks: [{ name: "found", points: 1, get: "/employee" }],
    bestWrites: 1,
  };

  it("accepts a minimal case", () => {
    expect(caseSchema.safeParse(base).success).toBe(true);
  });

  it("rejects misspelt keys, unknown operators and forward references", () => {
    expect(caseSchema.safeParse({ ...base, checks: [{ name: "x", points: 1, get: "/employee", expects: {} }] }).success).toBe(false);
    expect(caseSchema.safeParse({ ...base, checks: [{ name: "x", points: 1, get: "/e", expect: { a: { $regex: "x" } } }] }).success).toBe(false);
    expect(
      caseSchema.safeParse({
        ...base,
        setup: [
          { method: "POST", path: "/order", body: { customer: { id: "$cust.id" } } },
          { as: "cust", method: "POST", path: "/customer", body: { name: "A" } },
        ],
      }).success,
    ).toBe(false);
    expect(caseSchema.safeParse({ ...base, setup: [{ as: "a", method: "POST", path: "/x", pick: 0 }] }).success).toBe(false);
  });
});

describe("in-process agent", () => {
  it("falls back to an agent that does nothing when lib/accounting cannot be loaded", async () => {
    const agent = await inProcessAgent(() => Promise.reject(new Error("Cannot find module '@/lib/accounting'")));
    expect(agent.label).toBe("none (lib/accounting not available)");
    expect((await agent.solve({ prompt: "p", files: [], accounting_credentials: { base_url: "http://x", session_token: "t" } }, "2026-03-21")).completed).toBe(false);
  });

  it("passes the case's date to solve()", async () => {
    let seen: string | undefined;
    const agent = await inProcessAgent(async () => ({
      solve: async (_req: unknown, opts: { today?: string }) => {
        seen = opts.today;
        return { status: "completed" };
      },
    }));
    const out = await agent.solve({ prompt: "p", files: [], accounting_credentials: { base_url: "http://x", session_token: "t" } }, "2026-01-15");
    expect(out.completed).toBe(true);
    expect(seen).toBe("2026-01-15");
  });
});

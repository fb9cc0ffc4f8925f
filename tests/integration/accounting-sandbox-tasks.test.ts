import { describe, expect, inject, test } from "vitest";
import { isLoadError, loadCases, runCase, type LoadedCase } from "@/lib/accounting-sandbox/runner";
import { scriptedAgent } from "./accounting-sandbox-solutions";

/**
 * The call sequences of every task type (one example case each), played over HTTP against
 * the production server's sandbox: every check passes with the best number of writes.
 */
const loaded = (await loadCases("../shared/tripletex/cases")).filter((c): c is LoadedCase => !isLoadError(c));

describe("task call sequences against /emulator/tripletex/v2", () => {
  test("there is one example case per task type", () => {
    expect(new Set(loaded.map((c) => c.case.task)).size).toBe(30);
  });

  test.each(loaded.map((c) => [c.case.id, c] as const))("%s", async (_id, lc) => {
    const r = await runCase(lc, { sandbox: { origin: inject("baseUrl"), adminKey: inject("adminKey") }, agent: scriptedAgent(lc.case.id) });
    expect(r.status).toBe("scored");
    if (r.status !== "scored") return;
    expect(r.agent.error ?? null).toBeNull();
    expect(r.checks.filter((c) => !c.passed).map((c) => c.name)).toEqual([]);
    expect({ writes: r.writes, failedWrites: r.failedWrites }).toEqual({ writes: lc.case.bestWrites, failedWrites: 0 });
  });
});

import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { scriptedAgent } from "@/tests/integration/accounting-sandbox-solutions";
import { isLoadError, loadCases, runCase, type LoadedCase } from "./runner";
import { startTestSandbox } from "./testing";

/**
 * Every example case, solved by its scripted call sequence against an in-process sandbox:
 * all checks pass with the case's best number of writes and no failed write.
 */
let sb: Awaited<ReturnType<typeof startTestSandbox>>;
const loaded = (await loadCases("../shared/tripletex/cases")).filter((c): c is LoadedCase => !isLoadError(c));

beforeAll(async () => {
  sb = await startTestSandbox();
});
afterAll(async () => sb?.close());

describe("example cases solved through the sandbox", () => {
  test.each(loaded.map((c) => [c.case.id, c] as const))("%s", async (_id, lc) => {
    const r = await runCase(lc, { sandbox: { origin: sb.url, adminKey: sb.adminKey }, agent: scriptedAgent(lc.case.id) });
    expect(r.status).toBe("scored");
    if (r.status !== "scored") return;
    expect(r.agent.error ?? null).toBeNull();
    expect(r.checks.filter((c) => !c.passed).map((c) => c.name)).toEqual([]);
    expect({ writes: r.writes, failedWrites: r.failedWrites }).toEqual({ writes: lc.case.bestWrites, failedWrites: 0 });
  });
});

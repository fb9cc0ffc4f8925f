import path from "node:path";
import { describe, expect, inject, it } from "vitest";
import { noneAgent } from "@/lib/accounting-sandbox/runner/agent";
import { isLoadError, loadCases, type LoadedCase } from "@/lib/accounting-sandbox/runner/load";
import { runCase } from "@/lib/accounting-sandbox/runner/run-case";

/**
 * Every case the project ships (the shared worked examples and cases/dev) against the running
 * sandbox with an agent that does nothing: each setup must run clean, and no check may pass,
 * since a check that holds without the agent's work would reward doing nothing.
 */
const DIRS = [path.resolve(process.cwd(), "../shared/tripletex/cases"), path.resolve(process.cwd(), "cases/dev")];

const cases: LoadedCase[] = [];
for (const dir of DIRS) {
  for (const c of await loadCases(dir)) {
    if (isLoadError(c)) throw new Error(`${c.file}: ${c.error}`);
    cases.push(c);
  }
}

describe("accounting cases against the sandbox, with an agent that does nothing", () => {
  const sandbox = { origin: inject("baseUrl"), adminKey: inject("adminKey") };
  const agent = noneAgent("integration test");

  it.each(cases.map((c) => [path.relative(process.cwd(), c.file), c] as const))("%s: setup runs clean and scores 0", async (_name, loaded) => {
    const r = await runCase(loaded, { sandbox, agent });
    expect(r.status === "broken" ? r.reason : "scored").toBe("scored");
    if (r.status !== "scored") return;
    expect(r.writes).toBe(0);
    expect(r.checks.filter((c) => c.passed).map((c) => c.name)).toEqual([]);
    expect(r.score).toBe(0);
  });
});

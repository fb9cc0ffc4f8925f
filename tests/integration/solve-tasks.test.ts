import path from "node:path";
import { describe, expect, it } from "vitest";
import { inject } from "vitest";
import { httpAgent } from "@/lib/accounting-sandbox/runner/agent";
import { isLoadError, loadCases, type LoadedCase } from "@/lib/accounting-sandbox/runner/load";
import { runCase } from "@/lib/accounting-sandbox/runner/run-case";
import { TASK_TYPES } from "@/lib/accounting/tasks";
import { agentLogs } from "./solve-helpers";

const baseUrl = inject("baseUrl");
const adminKey = inject("adminKey");
const dataDir = inject("dataDir");

// One worked example per task type; the sandbox is the one this same server serves.
const CASES_DIR = path.resolve(process.cwd(), "..", "shared", "tripletex", "cases");
const loaded = (await loadCases(CASES_DIR)).filter((c): c is LoadedCase => !isLoadError(c));

describe("POST /api/solve carries out every task type against the sandbox", () => {
  it("has an example case for each of the 30 task types", () => {
    expect(new Set(loaded.map((c) => c.case.task)).size).toBe(TASK_TYPES.length);
  });

  it("logs hours listed day by day as one timesheet entry a day, and invoices their sum", async () => {
    const [c] = (await loadCases(path.resolve(process.cwd(), "cases", "writer-zo"))).filter((x): x is LoadedCase => !isLoadError(x) && x.case.id === "zo16-de-1");
    const result = await runCase(c, { sandbox: { origin: baseUrl, adminKey }, agent: httpAgent(`${baseUrl}/api/solve`) });
    expect(result.status).toBe("scored");
    if (result.status !== "scored") return;
    // "8 h on 2026-08-24", "8 h on 2026-08-25", "6 h on 2026-08-26", and the invoice of 22 h × 980.
    expect(result.checks.filter((k) => !k.passed).map((k) => k.name)).toEqual([]);
  }, 60_000);

  it("creates departments with the numbers the request gives them", async () => {
    const [c] = (await loadCases(path.resolve(process.cwd(), "cases", "writer-zo"))).filter((x): x is LoadedCase => !isLoadError(x) && x.case.id === "zo05-en-1");
    const result = await runCase(c, { sandbox: { origin: baseUrl, adminKey }, agent: httpAgent(`${baseUrl}/api/solve`) });
    expect(result.status).toBe("scored");
    if (result.status !== "scored") return;
    // "department 40 Sensors & IoT exists once", 41 and 42 likewise.
    expect(result.checks.filter((k) => !k.passed).map((k) => k.name)).toEqual([]);
  }, 60_000);

  for (const c of loaded.sort((a, b) => a.case.task - b.case.task)) {
    const type = TASK_TYPES.find((t) => t.number === c.case.task)?.name;
    it(`task ${c.case.task} (${type}, ${c.case.language}): all checks pass with no failed write`, async () => {
      const result = await runCase(c, {
        sandbox: { origin: baseUrl, adminKey },
        agent: httpAgent(`${baseUrl}/api/solve`),
      });
      expect(result.status).toBe("scored");
      if (result.status !== "scored") return;
      expect(result.agent.completed).toBe(true);
      const failed = result.checks.filter((k) => !k.passed).map((k) => k.name);
      expect(failed).toEqual([]);
      expect(result.failedWrites).toBe(0);
      const log = (await agentLogs(dataDir)).find((l) => c.case.prompt.startsWith(l.prompt_excerpt.slice(0, 60)));
      expect(log?.task_type).toBe(type);
    }, 60_000);
  }
});

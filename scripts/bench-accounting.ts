/**
 * Accounting benchmark: runs case files (../shared/tripletex/CASES.md) against the sandbox and an
 * agent, and prints one row per case, per-task and per-language figures and the normalised score.
 *
 *   npm run --silent bench:accounting -- --cases DIR [--task N] [--case ID] [--json]
 *        [--agent URL|none [--agent-key KEY]] [--sandbox URL [--admin-key KEY]] [--data-dir DIR] [--concurrency N]
 *
 * --agent takes the solve endpoint (this app's is `http://HOST:PORT/api/solve`; a bare origin gets
 * `/solve` appended) or `none`. Without --agent the project's own solve() runs in-process; without
 * --sandbox a sandbox is started in-process, keeping its data in --data-dir (default: a temporary
 * directory removed afterwards).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { env } from "@/lib/env";
import { httpAgent, inProcessAgent, noneAgent, type Agent } from "@/lib/accounting-sandbox/runner/agent";
import { isLoadError, loadCases, type LoadedCase } from "@/lib/accounting-sandbox/runner/load";
import { formatReport, summarise, caseRow } from "@/lib/accounting-sandbox/runner/report";
import { runCase, type CaseResult } from "@/lib/accounting-sandbox/runner/run-case";
import { inProcessSandbox, remoteSandbox, type SandboxHost } from "@/lib/accounting-sandbox/runner/sandbox-host";

const USAGE =
  "usage: bench:accounting -- --cases DIR [--task N] [--case ID] [--json] [--agent URL|none] [--agent-key KEY] [--sandbox URL] [--admin-key KEY] [--data-dir DIR] [--concurrency N]";

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      cases: { type: "string" },
      task: { type: "string", multiple: true },
      case: { type: "string", multiple: true },
      json: { type: "boolean", default: false },
      agent: { type: "string" },
      "agent-key": { type: "string" },
      sandbox: { type: "string" },
      "admin-key": { type: "string" },
      "data-dir": { type: "string" },
      concurrency: { type: "string", default: "1" },
      help: { type: "boolean", default: false },
    },
  });
  if (values.help || !values.cases) {
    console.error(USAGE);
    return values.help ? 0 : 2;
  }
  const tasks = (values.task ?? []).flatMap((t) => t.split(",")).map(Number);
  if (tasks.some((t) => !Number.isInteger(t) || t < 1 || t > 30)) {
    console.error(`--task takes task numbers 1-30\n${USAGE}`);
    return 2;
  }
  const ids = new Set((values.case ?? []).flatMap((c) => c.split(",")));

  const loaded = await loadCases(values.cases);
  const invalid = loaded.filter(isLoadError);
  for (const e of invalid) console.error(`invalid case file ${e.file}: ${e.error}`);
  const selected = loaded
    .filter((c): c is LoadedCase => !isLoadError(c))
    .filter((c) => tasks.length === 0 || tasks.includes(c.case.task))
    .filter((c) => ids.size === 0 || ids.has(c.case.id));
  if (selected.length === 0) {
    console.error(`no cases selected in ${values.cases}`);
    return 2;
  }

  // An in-process sandbox (and agent) keep their data in a private directory, not the app's.
  let scratch: string | undefined;
  if (!values.sandbox) {
    const dir = values["data-dir"] ?? (process.env.DATA_DIR ? undefined : (scratch = fs.mkdtempSync(path.join(os.tmpdir(), "bench-accounting-"))));
    if (dir) {
      process.env.DATA_DIR = dir;
      process.env.DATABASE_URL = "";
    }
  }
  const adminKey = values["admin-key"] ?? env().EMULATOR_ADMIN_KEY;
  const sandbox: SandboxHost = values.sandbox ? remoteSandbox(values.sandbox, adminKey) : await inProcessSandbox(adminKey);
  // `--agent none` checks the cases themselves: every setup must run and nothing may score.
  const agent: Agent =
    values.agent === "none"
      ? noneAgent("--agent none")
      : values.agent
        ? httpAgent(values.agent, { apiKey: values["agent-key"] ?? env().SOLVE_API_KEY })
        : await inProcessAgent();
  if (!values.json) console.error(`agent: ${agent.label}${agent.detail ? ` — ${agent.detail}` : ""}\nsandbox: ${sandbox.label}\nrunning ${selected.length} case(s)`);

  // Whatever the agent or sandbox print goes to stderr: stdout carries only the report.
  const print = (text: string) => process.stdout.write(`${text}\n`);
  console.log = console.error;
  console.info = console.error;

  const concurrency = Math.max(1, Math.min(8, Number(values.concurrency) || 1));
  const results: CaseResult[] = new Array(selected.length);
  let next = 0;
  const worker = async () => {
    while (next < selected.length) {
      const i = next++;
      results[i] = await runCase(selected[i], { sandbox: sandbox.endpoint, agent });
      if (!values.json) console.error(`  ${caseRow(results[i]).slice(0, 6).join("  ")}`);
    }
  };
  try {
    await Promise.all(Array.from({ length: concurrency }, worker));
  } finally {
    await sandbox.stop();
    if (scratch) fs.rmSync(scratch, { recursive: true, force: true });
  }

  const summary = summarise(results, { agent: agent.label, sandbox: sandbox.label, invalid: invalid.length });
  if (values.json) {
    print(JSON.stringify({ summary, results, invalid }, null, 2));
  } else {
    print(formatReport(results, summary));
  }
  return 0;
}

main().then(
  (code) => process.exit(code),
  (e: unknown) => {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  },
);

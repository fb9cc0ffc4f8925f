import type { Agent, AgentOutcome } from "./agent";
import { candidatesOf, evaluateCheck } from "./evaluate";
import { readAttachments, type LoadedCase } from "./load";
import { callApi, createCompany, requestLog, type SandboxCompany, type SandboxEndpoint } from "./sandbox-client";
import { countWrites, scoreCase, type CaseScore } from "./score";
import { substitute, type Bindings } from "./substitute";
import type { Check, SetupStep } from "./schema";

export type CheckResult = { name: string; points: number; passed: boolean; candidates: number; matched: number; error?: string };

type CaseIdentity = { id: string; file: string; task: number; tier: number; language: string };

export type ScoredCaseResult = CaseIdentity & {
  status: "scored";
  agent: AgentOutcome;
  checks: CheckResult[];
  pointsPassed: number;
  pointsTotal: number;
  writes: number;
  failedWrites: number;
  /** Every 4xx the agent got, reads included (only failed writes affect the score). */
  clientErrors: number;
  bestWrites: number;
  /** Wall time of the agent's `/solve`. */
  ms: number;
  totalMs: number;
} & CaseScore;

export type BrokenCaseResult = CaseIdentity & { status: "broken"; reason: string; totalMs: number };

export type CaseResult = ScoredCaseResult | BrokenCaseResult;

class BrokenCase extends Error {}

/** Runs one case as CASES.md prescribes: fresh company, setup, agent, checks, score. */
export async function runCase(loaded: LoadedCase, deps: { sandbox: SandboxEndpoint; agent: Agent }): Promise<CaseResult> {
  const c = loaded.case;
  const identity: CaseIdentity = { id: c.id, file: loaded.file, task: c.task, tier: c.tier, language: c.language };
  const started = Date.now();
  try {
    const { files, company, bindings } = await prepareCase(loaded, deps.sandbox);

    const logBefore = await requestLog(deps.sandbox, company.companyId);

    const agentStarted = Date.now();
    const agent = await deps.agent.solve(
      { prompt: c.prompt, files, accounting_credentials: { base_url: company.baseUrl, session_token: company.sessionToken } },
      c.today,
    );
    const ms = Date.now() - agentStarted;

    const agentCalls = (await requestLog(deps.sandbox, company.companyId)).slice(logBefore.length);
    const { writes, failedWrites } = countWrites(agentCalls);
    const clientErrors = agentCalls.filter((e) => e.status >= 400 && e.status < 500).length;

    const checks: CheckResult[] = [];
    for (const check of c.checks) checks.push(await runCheck(company, check, bindings));
    const pointsTotal = checks.reduce((a, r) => a + r.points, 0);
    const pointsPassed = checks.reduce((a, r) => a + (r.passed ? r.points : 0), 0);
    const score = scoreCase({ tier: c.tier, pointsPassed, pointsTotal, bestWrites: c.bestWrites, writes, failedWrites });
    return {
      ...identity,
      status: "scored",
      agent,
      checks,
      pointsPassed,
      pointsTotal,
      writes,
      failedWrites,
      clientErrors,
      bestWrites: c.bestWrites,
      ms,
      totalMs: Date.now() - started,
      ...score,
    };
  } catch (e) {
    const reason = e instanceof Error ? e.message : String(e);
    return { ...identity, status: "broken", reason, totalMs: Date.now() - started };
  }
}

export type PreparedCase = { files: Awaited<ReturnType<typeof readAttachments>>; company: SandboxCompany; bindings: Bindings };

/** CASES.md steps 1-2: the attachments read, a fresh company, and the case's setup run on it. Throws when the case is broken. */
export async function prepareCase(loaded: LoadedCase, sandbox: SandboxEndpoint): Promise<PreparedCase> {
  const files = await readAttachments(loaded).catch((e: unknown) => {
    throw new BrokenCase(`attachment not readable: ${e instanceof Error ? e.message : String(e)}`);
  });
  const company = await createCompany(sandbox, loaded.case.today).catch((e: unknown) => {
    throw new BrokenCase(`no fresh company: ${e instanceof Error ? e.message : String(e)}`);
  });
  const bindings: Bindings = { company: company.facts };
  for (const [i, step] of loaded.case.setup.entries()) await runSetupStep(company, step, i, bindings);
  return { files, company, bindings };
}

async function runSetupStep(company: SandboxCompany, step: SetupStep, index: number, bindings: Bindings): Promise<void> {
  const where = `setup[${index}] ${step.method} ${step.path}`;
  let resolved: Pick<SetupStep, "path" | "query" | "body">;
  try {
    resolved = substitute({ path: step.path, query: step.query, body: step.body }, bindings);
  } catch (e) {
    throw new BrokenCase(`${where}: ${e instanceof Error ? e.message : String(e)}`);
  }
  const answer = await callApi(company, step.method, resolved.path, { query: resolved.query, body: resolved.body });
  if (answer.status < 200 || answer.status > 299) {
    throw new BrokenCase(`${where} answered ${answer.status}: ${describeBody(answer.body)}`);
  }
  if (step.as === undefined) return;
  const body = answer.body as { value?: unknown; values?: unknown[] } | undefined;
  if (step.pick !== undefined) {
    const picked = Array.isArray(body?.values) ? body.values[step.pick] : undefined;
    if (picked === undefined) throw new BrokenCase(`${where}: no values[${step.pick}] to pick`);
    bindings[step.as] = picked;
  } else {
    bindings[step.as] = body?.value !== undefined ? body.value : (body?.values ?? body);
  }
}

async function runCheck(company: SandboxCompany, check: Check, bindings: Bindings): Promise<CheckResult> {
  const base = { name: check.name, points: check.points };
  let resolved: Check;
  try {
    resolved = substitute(check, bindings);
  } catch (e) {
    return { ...base, passed: false, candidates: 0, matched: 0, error: e instanceof Error ? e.message : String(e) };
  }
  const answer = await callApi(company, "GET", resolved.get, { query: resolved.query });
  if (answer.status < 200 || answer.status > 299) {
    return { ...base, passed: false, candidates: 0, matched: 0, error: `GET answered ${answer.status}: ${describeBody(answer.body)}` };
  }
  return { ...base, ...evaluateCheck(resolved, candidatesOf(answer.body)) };
}

function describeBody(body: unknown): string {
  if (body && typeof body === "object") {
    const b = body as { message?: unknown; validationMessages?: { field?: string; message?: string }[] };
    const details = (b.validationMessages ?? []).map((v) => `${v.field ?? ""}: ${v.message ?? ""}`).join("; ");
    return [b.message, details].filter(Boolean).join(" — ").slice(0, 300) || JSON.stringify(body).slice(0, 300);
  }
  return String(body ?? "").slice(0, 300);
}

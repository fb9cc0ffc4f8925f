import type { CaseResult, ScoredCaseResult } from "./run-case";
import { aggregate, groupBy, MAX_NORMALISED, normalisedScore, type Aggregate, type Scored } from "./score";

export type BenchSummary = {
  agent: string;
  sandbox: string;
  overall: Aggregate;
  broken: number;
  invalid: number;
  byTask: ({ task: number; tier: number } & Aggregate)[];
  byLanguage: ({ language: string } & Aggregate)[];
  normalised: number;
  normalisedMax: number;
};

function scoredRows(results: CaseResult[]): Scored[] {
  return results.filter((r): r is ScoredCaseResult => r.status === "scored");
}

export function summarise(results: CaseResult[], meta: { agent: string; sandbox: string; invalid: number }): BenchSummary {
  const rows = scoredRows(results);
  return {
    agent: meta.agent,
    sandbox: meta.sandbox,
    overall: aggregate(rows),
    broken: results.length - rows.length,
    invalid: meta.invalid,
    byTask: [...groupBy(rows, (r) => r.task).entries()].map(([task, rs]) => ({ task, tier: rs[0].tier, ...aggregate(rs) })),
    byLanguage: [...groupBy(rows, (r) => r.language).entries()].map(([language, rs]) => ({ language, ...aggregate(rs) })),
    normalised: normalisedScore(rows),
    normalisedMax: MAX_NORMALISED,
  };
}

const pct = (x: number) => `${(x * 100).toFixed(0)}%`;
const num = (x: number, d = 2) => x.toFixed(d);

function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? "").length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 || header[i] === "notes" ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join("  ").trimEnd();
  return [line(header), ...rows.map(line)].join("\n");
}

/** One line per case as it finishes. */
export function caseRow(r: CaseResult): string[] {
  if (r.status === "broken") return [r.id, "BROKEN", "", "", "", String(r.totalMs), r.reason];
  const failed = r.checks.filter((c) => !c.passed).map((c) => c.name);
  const agentNote = r.agent.error ? `agent error: ${r.agent.error}` : r.agent.completed ? "" : `agent: ${r.agent.status ?? "not completed"}`;
  const note = [agentNote, failed.length ? `failed: ${failed.join(" | ")}` : ""]
    .filter(Boolean)
    .join("; ");
  return [r.id, pct(r.correctness), String(r.writes), String(r.failedWrites), `${num(r.score)}/${r.max}`, String(r.ms), note];
}

export const CASE_HEADER = ["case", "correct", "writes", "4xx", "score/max", "ms", "notes"];

export function formatReport(results: CaseResult[], s: BenchSummary): string {
  const out: string[] = [];
  out.push(`agent: ${s.agent}`, `sandbox: ${s.sandbox}`, "");
  out.push(table(CASE_HEADER, results.map(caseRow)), "");
  const aggRow = (label: string, a: Aggregate) => [
    label,
    String(a.cases),
    pct(a.meanCorrectness),
    pct(a.perfectShare),
    `${num(a.totalScore)}/${num(a.totalMax, 0)}`,
    num(a.meanWrites, 1),
    num(a.meanFailedWrites, 1),
    num(a.meanMs, 0),
  ];
  const aggHeader = (first: string) => [first, "cases", "correct", "perfect", "score/max", "writes", "4xx", "ms"];
  out.push("per task");
  out.push(table(aggHeader("task"), s.byTask.map((t) => aggRow(`${String(t.task).padStart(2, "0")} (tier ${t.tier})`, t))), "");
  out.push("per language");
  out.push(table(aggHeader("lang"), s.byLanguage.map((l) => aggRow(l.language, l))), "");
  const o = s.overall;
  out.push(
    `cases ${o.cases} scored, ${s.broken} broken${s.invalid ? `, ${s.invalid} invalid` : ""}; ` +
      `mean correctness ${pct(o.meanCorrectness)}, perfect ${pct(o.perfectShare)}, ` +
      `score ${num(o.totalScore)} / ${num(o.totalMax, 0)}, writes ${num(o.meanWrites, 1)}/case, 4xx ${num(o.meanFailedWrites, 1)}/case, ${num(o.meanMs, 0)} ms/case`,
  );
  out.push(`tasks covered: ${s.byTask.length} of 30 (the normalised score is the mean per covered task × 30)`);
  out.push(`normalised ${num(s.normalised)} / ${s.normalisedMax}`);
  return out.join("\n");
}

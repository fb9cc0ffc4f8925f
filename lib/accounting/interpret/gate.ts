import { TASK_SCHEMAS, type Task, type TaskType } from "@/lib/accounting/tasks";
import type { Values } from "./extract/read";
import { missingExpected } from "./completeness";
import { fold } from "./text";

/**
 * Stage 4: the gate before the first write. A reading is carried out only when the request is
 * an accounting task, every field its type requires is present and valid, and the request's
 * salient values — money, e-mail addresses, organisation numbers, product and other reference
 * numbers, quoted names — all found a
 * place in the task. A value left over means the request said something the reading did not
 * understand; acting on such a reading (a supplier made a customer, a payment made a new
 * invoice) is worse than doing nothing, so the agent writes nothing and says what is missing.
 */
export interface GateResult {
  ok: boolean;
  /** Why the gate held the request back (empty when ok). */
  reasons: string[];
  /** Required or expected fields the reading lacks, as dotted paths. */
  missing: string[];
  /** Salient values of the request that no field took, as written. */
  unused: string[];
}

interface GateInput {
  type: TaskType;
  candidate: Record<string, unknown>;
  /** The validated task (undefined when the schema refused the candidate). */
  task?: object;
  issues: readonly { path: PropertyKey[]; message: string }[];
  values: Values;
  text: string;
  accounting: boolean;
}

/** Every primitive inside a value, flattened. */
function leaves(value: unknown, out: unknown[] = []): unknown[] {
  if (Array.isArray(value)) for (const v of value) leaves(v, out);
  else if (value && typeof value === "object") for (const v of Object.values(value)) leaves(v, out);
  else if (value !== undefined && value !== null) out.push(value);
  return out;
}

function usesNumber(found: unknown[], n: number): boolean {
  return found.some((v) => typeof v === "number" && Math.abs(v - n) < 0.005);
}

/** A field holds the text, or most of it (a quoted name read without its article). */
function usesText(found: unknown[], s: string): boolean {
  const want = fold(s).trim();
  return found.some((v) => typeof v === "string" && (fold(v).includes(want) || (want.includes(fold(v)) && v.length >= 0.6 * want.length)));
}

export function checkGate(input: GateInput): GateResult {
  const reasons: string[] = [];
  const missing: string[] = [];
  if (!input.accounting) {
    return { ok: false, reasons: ["the request does not ask for an accounting task the agent knows"], missing, unused: [] };
  }
  for (const issue of input.issues) {
    const path = issue.path.map(String).join(".") || "(task)";
    missing.push(path);
    reasons.push(`${path}: ${issue.message}`);
  }
  if (input.task) for (const path of missingExpected(input.task as { type: TaskType })) missing.push(path);

  const found = leaves(input.task ?? input.candidate);
  const unused: string[] = [];
  const raw = (index: number, length: number) => input.text.slice(index, index + length).trim();
  for (const a of input.values.money) if (!usesNumber(found, a.value)) unused.push(raw(a.index, a.length));
  for (const e of input.values.emails) if (!found.some((v) => typeof v === "string" && v.toLowerCase() === e.value.toLowerCase())) unused.push(e.value);
  for (const o of input.values.orgNumbers) if (!found.includes(o.value)) unused.push(o.value);
  for (const r of input.values.refs) if (!found.some((v) => String(v) === r.value)) unused.push(raw(r.index, r.value.length));
  // A quoted name must be placed; a quoted message (a forwarded note, whole sentences) is no value.
  for (const q of input.values.quoted) {
    if (q.value.length < 2 || q.value.length > 80 || /[.!?]\s/.test(q.value)) continue;
    if (!usesText(found, q.value)) unused.push(`"${q.value}"`);
  }
  if (unused.length) reasons.push(`not understood: ${unused.join(", ")}`);
  return { ok: reasons.length === 0, reasons, missing, unused };
}

/**
 * Validate a reading (the rules' candidate or an LLM's answer) against its type's schema and
 * put it through the gate: the one judgement every reading passes before anything is written.
 */
export function judge(reading: { type: TaskType } & Record<string, unknown>, values: Values, text: string, accounting: boolean): { task?: Task; gate: GateResult } {
  const parsed = TASK_SCHEMAS[reading.type].safeParse(reading);
  const task = parsed.success ? (parsed.data as Task) : undefined;
  const gate = checkGate({ type: reading.type, candidate: reading, task, issues: parsed.success ? [] : parsed.error.issues, values, text, accounting });
  return { task, gate };
}

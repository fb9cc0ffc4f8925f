/**
 * The reading stored with a request for the Agent page, as JSON of at most `maxChars`
 * characters that always parses. A reading too large to keep whole (a model's answer with
 * hundreds of items, a reason naming a long value) is cut where it is long: lists keep their
 * first items and say how many more there were, long texts end in "… (cut)". The shape stays,
 * so the page shows what was read and why it was held back.
 */
const STEPS: readonly { items: number; chars: number }[] = [
  { items: 100, chars: 2000 },
  { items: 30, chars: 500 },
  { items: 10, chars: 200 },
  { items: 3, chars: 80 },
  { items: 0, chars: 40 },
];

const CUT = "… (cut)";

function shrink(value: unknown, step: { items: number; chars: number }, depth = 0): unknown {
  if (typeof value === "string") return value.length > step.chars ? `${value.slice(0, step.chars)}${CUT}` : value;
  if (depth > 12) return CUT;
  if (Array.isArray(value)) {
    const kept = value.slice(0, step.items).map((v) => shrink(v, step, depth + 1));
    if (value.length > step.items) kept.push(`… ${value.length - step.items} more`);
    return kept;
  }
  if (value && typeof value === "object") {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = shrink(v, step, depth + 1);
    return out;
  }
  return value;
}

export function storedReading(reading: unknown, maxChars: number): string {
  const whole = JSON.stringify(reading);
  if (whole.length <= maxChars) return whole;
  for (const step of STEPS) {
    const text = JSON.stringify(shrink(reading, step));
    if (text.length <= maxChars) return text;
  }
  // Nothing but the verdict fits: keep that, so the page still says it was held back.
  const r = (reading ?? {}) as { type?: unknown; gate?: { ok?: unknown } };
  return JSON.stringify({ type: typeof r.type === "string" ? r.type : null, score: 0, runnerUp: null, fields: CUT, gate: { ok: r.gate?.ok === true, reasons: [`the reading was too large to store${CUT}`], missing: [], unused: [] } });
}

import type { Understanding } from "@/lib/accounting/interpret/types";
import { fieldLabel, taskName } from "@/lib/accounting/words";

/** Leaf values of the fields read, as dotted paths ("customer.name", "lines.0.unitPriceExcludingVat"). */
export function flatten(value: unknown, prefix = "", out: [string, string][] = []): [string, string][] {
  if (out.length >= 60) return out;
  if (Array.isArray(value)) value.forEach((v, i) => flatten(v, prefix ? `${prefix}.${i + 1}` : String(i + 1), out));
  else if (value && typeof value === "object") for (const [k, v] of Object.entries(value)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  else if (value !== undefined && value !== null && prefix !== "type") out.push([prefix, String(value)]);
  return out;
}

/** What the interpreter read of one request: its task type, the fields, what was set aside as context and why, and what held it back. */
export function UnderstandingView({ understood }: { understood: Understanding }) {
  const fields = flatten(understood.fields);
  // Older log rows have no context list.
  const context = Array.isArray(understood.gate.context) ? understood.gate.context.filter((c) => typeof c === "string") : [];
  return (
    <section aria-label="What the agent understood" className="space-y-2 rounded border border-slate-200 bg-white px-3 py-2">
      <p className="text-slate-700">
        <span className="font-medium">Understood as:</span>{" "}
        {understood.type ? <span className="font-semibold text-slate-900">{taskName(understood.type)}</span> : "not an accounting task"}
        {understood.type && understood.runnerUp && (
          <span className="text-slate-500" title={`score ${understood.score}; next ${understood.runnerUp.type} ${understood.runnerUp.score}`}>
            {" "}
            (next closest: {taskName(understood.runnerUp.type)})
          </span>
        )}
      </p>
      {!understood.gate.ok && (
        <div role="note" className="rounded border border-amber-300 bg-amber-50 px-3 py-2 text-amber-900">
          <p className="font-medium">Held back — nothing was written.</p>
          <ul className="list-disc pl-5">
            {understood.gate.reasons.map((r, i) => (
              <li key={i}>{r}</li>
            ))}
          </ul>
          {/* Older log rows have no advice. */}
          {Array.isArray(understood.gate.advice) && understood.gate.advice.length > 0 && (
            <>
              <p className="mt-1 font-medium">How to write it so it can be carried out:</p>
              <ul className="list-disc pl-5">
                {understood.gate.advice.map((a) => (
                  <li key={a}>{a}</li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
      {understood.gate.ok && understood.gate.missing.length > 0 && (
        <p className="text-slate-600">
          <span className="font-medium">Not stated in the request:</span> {understood.gate.missing.map((p) => fieldLabel(p, 0)).join(", ")}
        </p>
      )}
      {context.length > 0 && (
        <div className="text-slate-700">
          <p className="font-medium">Set aside — read, but not used for the task, and why:</p>
          <ul className="list-disc pl-5 text-xs">
            {context.map((c) => (
              <li key={c}>{c}</li>
            ))}
          </ul>
        </div>
      )}
      {understood.type && fields.length > 0 && (
        <FieldList fields={fields} label="Fields read" />
      )}
    </section>
  );
}

/** Fields read and their values, as a two-column list labelled in words (the dotted path as a tooltip). */
export function FieldList({ fields, label }: { fields: [string, string][]; label?: string }) {
  return (
    <dl aria-label={label} className="grid grid-cols-[minmax(8rem,max-content)_1fr] gap-x-3 gap-y-0.5 text-xs">
      {fields.map(([k, v]) => (
        <div key={k} className="contents">
          <dt className="text-slate-600" title={k}>{fieldLabel(k)}</dt>
          <dd className="break-words text-slate-900">{v}</dd>
        </div>
      ))}
    </dl>
  );
}

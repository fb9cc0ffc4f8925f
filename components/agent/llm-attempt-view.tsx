import type { LlmAttempt } from "@/lib/accounting/interpret/types";
import { duration, llmOutcomeWords } from "./result-words";
import { FieldList, flatten } from "./understanding-view";
import { taskName } from "@/lib/accounting/words";

/** What the language model was asked, what it answered, and what the agent did with the answer. */
export function LlmAttemptView({ attempt }: { attempt: LlmAttempt }) {
  const fields = attempt.fields ? flatten(attempt.fields) : [];
  const tone =
    attempt.outcome === "used" ? "border-emerald-300 bg-emerald-50 text-emerald-900" : "border-amber-300 bg-amber-50 text-amber-900";
  return (
    <section aria-label="The language model's reading" className={`space-y-2 rounded border px-3 py-2 ${tone}`}>
      <p>
        <span className="font-medium">Language model:</span> {llmOutcomeWords(attempt.outcome)} after {duration(attempt.ms)}
        {attempt.type ? (
          <>
            {" "}
            — read as <span className="font-medium">{taskName(attempt.type)}</span>
          </>
        ) : null}
        .
      </p>
      <p className="text-slate-800">
        <span className="font-medium">Asked because</span> {attempt.why}.
      </p>
      {attempt.reasons.length > 0 && (
        <ul className="list-disc pl-5">
          {attempt.reasons.map((r, i) => (
            <li key={i}>{r}</li>
          ))}
        </ul>
      )}
      {fields.length > 0 && (
        <FieldList fields={fields} label="Fields the language model answered" />
      )}
    </section>
  );
}

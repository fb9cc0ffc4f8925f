import { redactSummary } from "@/lib/accounting/redact";
import type { ServiceProblem } from "@/lib/dashboard/service-error";

/** A service problem; its message is redacted again here, whoever built it. */
export function ServiceError({ problem }: { problem: ServiceProblem }) {
  return (
    <div role="alert" className="rounded-xl border border-rose-200 bg-rose-50 p-4 text-sm">
      <p className="font-medium text-rose-800">
        {problem.title}
        {problem.status ? <span className="ml-2 font-mono text-xs text-rose-600">HTTP {problem.status}</span> : null}
      </p>
      <p className="mt-1 text-rose-700">{redactSummary(problem.message)}</p>
      <p className="mt-2 text-rose-700/80">{problem.action}</p>
    </div>
  );
}

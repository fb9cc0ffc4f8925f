import { Fragment } from "react";
import type { CallRecord } from "@/lib/accounting/tripletex-client";
import { callWords } from "@/lib/accounting/words";

const WRITE = new Set(["POST", "PUT", "DELETE", "PATCH"]);

function statusClass(status: number): string {
  if (status === 0 || status >= 500) return "text-red-700";
  if (status >= 400) return "text-amber-700";
  return "text-emerald-700";
}

/** The accounting API calls of one request, in order: what each did, its route and status, and the body sent (folded). */
export function AgentCallTable({ calls }: { calls: CallRecord[] }) {
  if (calls.length === 0) return <p className="text-slate-500">No accounting API calls.</p>;
  return (
    <table className="w-full table-fixed border-collapse text-xs" aria-label="Calls to the accounting API">
      <caption className="pb-1 text-left text-sm font-medium text-slate-700">Sent to the accounting API</caption>
      <thead>
        <tr className="text-left text-slate-500">
          <th scope="col" className="w-7 py-1">#</th>
          <th scope="col" className="w-14 py-1">Method</th>
          <th scope="col" className="py-1">Call</th>
          <th scope="col" className="w-12 py-1 text-right">Status</th>
          <th scope="col" className="w-14 py-1 text-right">Took</th>
        </tr>
      </thead>
      <tbody>
        {calls.map((c, i) => (
          <Fragment key={i}>
            <tr className="border-t border-slate-200 align-top">
              <td className="py-1 text-slate-500">{i + 1}</td>
              <td className={`py-1 font-mono ${WRITE.has(c.method) ? "font-semibold" : ""}`}>{c.method}</td>
              <td className="min-w-0 py-1">
                <span className="block text-slate-800">{callWords(c.method, c.path)}</span>
                <code className="block text-slate-600 [overflow-wrap:anywhere]">{c.path}</code>
                {c.error && <span className="block text-red-700">{c.error}</span>}
              </td>
              <td className={`py-1 text-right font-mono ${statusClass(c.status)}`}>{c.status || "—"}</td>
              <td className="py-1 text-right tabular-nums">{c.ms} ms</td>
            </tr>
            {c.body !== undefined && (
              // The body gets the table's whole width: on a phone the call's column is narrow.
              <tr>
                <td colSpan={5} className="pb-1 sm:pl-[5.25rem]">
                  <details>
                    <summary className="w-fit cursor-pointer rounded text-indigo-700 underline-offset-2 hover:underline focus-visible:outline focus-visible:outline-2 focus-visible:outline-indigo-600">
                      Request body
                    </summary>
                    {/* Focusable: the body scrolls when long, and keyboard users must reach it. */}
                    <pre
                      tabIndex={0}
                      aria-label={`Request body of call ${i + 1}`}
                      className="mt-1 max-h-72 overflow-auto whitespace-pre-wrap rounded border border-slate-200 bg-white p-2 font-mono text-[11px] leading-snug text-slate-800 [overflow-wrap:anywhere] focus-visible:outline focus-visible:outline-2 focus-visible:outline-indigo-600"
                    >
                      {c.body}
                    </pre>
                  </details>
                </td>
              </tr>
            )}
          </Fragment>
        ))}
      </tbody>
    </table>
  );
}

import type { CallRecord } from "@/lib/accounting/tripletex-client";

const WRITE = new Set(["POST", "PUT", "DELETE", "PATCH"]);

function statusClass(status: number): string {
  if (status === 0 || status >= 500) return "text-red-700";
  if (status >= 400) return "text-amber-700";
  return "text-emerald-700";
}

/** The accounting API calls of one request, in order. */
export function AgentCallTable({ calls }: { calls: CallRecord[] }) {
  if (calls.length === 0) return <p className="text-slate-500">No accounting API calls.</p>;
  return (
    <table className="w-full table-fixed border-collapse text-xs">
      <thead>
        <tr className="text-left text-slate-500">
          <th className="w-8 py-1">#</th>
          <th className="w-16 py-1">Method</th>
          <th className="py-1">Path</th>
          <th className="w-14 py-1 text-right">Status</th>
          <th className="w-14 py-1 text-right">ms</th>
        </tr>
      </thead>
      <tbody className="font-mono">
        {calls.map((c, i) => (
          <tr key={i} className="border-t border-slate-200 align-top">
            <td className="py-1 text-slate-500">{i + 1}</td>
            <td className={`py-1 ${WRITE.has(c.method) ? "font-semibold" : ""}`}>{c.method}</td>
            <td className="break-all py-1">
              {c.path}
              {c.error && <div className="font-sans text-red-700">{c.error}</div>}
            </td>
            <td className={`py-1 text-right ${statusClass(c.status)}`}>{c.status || "—"}</td>
            <td className="py-1 text-right tabular-nums">{c.ms}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

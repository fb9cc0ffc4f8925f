import type { SolveLogView } from "@/lib/accounting/solve-log";
import { AgentCallTable } from "./agent-call-table";
import { UnderstandingView } from "./understanding-view";

const STATUS_STYLE: Record<string, string> = {
  ok: "bg-emerald-100 text-emerald-800",
  failed: "bg-red-100 text-red-800",
  timeout: "bg-amber-100 text-amber-800",
  unrecognised: "bg-slate-200 text-slate-700",
};

const timeFormat = new Intl.DateTimeFormat("en-GB", {
  dateStyle: "short",
  timeStyle: "medium",
  timeZone: "Europe/Oslo",
});

/** One row per /solve request; each expands to its calls, notes and error. */
export function AgentRequestList({ logs }: { logs: SolveLogView[] }) {
  if (logs.length === 0) {
    return (
      <p className="rounded-lg border border-dashed border-slate-300 p-8 text-center text-sm text-slate-600" data-testid="agent-empty">
        No requests yet. Tasks sent to <code>POST /api/solve</code> appear here.
      </p>
    );
  }
  return (
    <div className="overflow-hidden rounded-lg border border-slate-200 bg-white">
      <div className="grid grid-cols-[10rem_1fr_7rem_4rem_4rem_5rem_6rem] gap-2 border-b border-slate-200 bg-slate-50 px-4 py-2 text-xs font-semibold uppercase tracking-wide text-slate-500">
        <span>Time</span>
        <span>Task</span>
        <span>Interpreter</span>
        <span className="text-right">Writes</span>
        <span className="text-right">4xx</span>
        <span className="text-right">ms</span>
        <span>Status</span>
      </div>
      <ul className="divide-y divide-slate-100">
        {logs.map((log) => (
          <li key={log.id}>
            <details className="group">
              <summary className="grid cursor-pointer grid-cols-[10rem_1fr_7rem_4rem_4rem_5rem_6rem] items-center gap-2 px-4 py-2 text-sm hover:bg-slate-50">
                <time dateTime={log.createdAt.toISOString()} className="tabular-nums text-slate-600">
                  {timeFormat.format(log.createdAt)}
                </time>
                <span className="truncate font-medium" title={log.promptExcerpt}>
                  {log.taskType ??
                    (log.understood?.type ? <span className="font-normal text-slate-500">{log.understood.type} · held back</span> : "—")}
                </span>
                <span className="text-slate-600">{log.interpreter ?? "—"}</span>
                <span className="text-right tabular-nums">{log.writes}</span>
                <span className={`text-right tabular-nums ${log.count4xx > 0 ? "font-semibold text-red-700" : ""}`}>{log.count4xx}</span>
                <span className="text-right tabular-nums">{log.ms}</span>
                <span>
                  <span className={`rounded px-2 py-0.5 text-xs font-medium ${STATUS_STYLE[log.status] ?? STATUS_STYLE.unrecognised}`}>
                    {log.status}
                  </span>
                </span>
              </summary>
              <div className="space-y-3 bg-slate-50 px-4 py-3 text-sm">
                <p className="text-slate-700">
                  <span className="font-medium">Prompt:</span> {log.promptExcerpt || "—"}
                </p>
                {log.files.length > 0 && (
                  <p className="text-slate-700">
                    <span className="font-medium">Files:</span> {log.files.map((f) => `${f.filename} (${f.mimeType})`).join(", ")}
                  </p>
                )}
                {log.error && (
                  <p className="rounded border border-red-200 bg-red-50 px-3 py-2 text-red-800">
                    <span className="font-medium">Error:</span> {log.error}
                  </p>
                )}
                {log.understood && <UnderstandingView understood={log.understood} />}
                {log.notes.length > 0 && (
                  <ul className="list-disc pl-5 text-slate-600">
                    {log.notes.map((n, i) => (
                      <li key={i}>{n}</li>
                    ))}
                  </ul>
                )}
                <AgentCallTable calls={log.calls} />
              </div>
            </details>
          </li>
        ))}
      </ul>
    </div>
  );
}

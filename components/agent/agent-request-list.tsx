import type { SolveLogView } from "@/lib/accounting/solve-log";
import { formatDateTime } from "@/lib/format-time";
import { AgentCallTable } from "./agent-call-table";
import { summariseCalls } from "@/lib/accounting/call-summary";
import { describeCalls, duration, interpreterWords, statusWords } from "./result-words";
import { UnderstandingView } from "./understanding-view";
import { taskName } from "@/lib/accounting/words";
import { LlmAttemptView } from "./llm-attempt-view";

const STATUS_STYLE: Record<string, string> = {
  ok: "bg-emerald-100 text-emerald-800",
  failed: "bg-red-100 text-red-800",
  timeout: "bg-amber-100 text-amber-800",
  unrecognised: "bg-slate-200 text-slate-700",
};

// Wide screens: one row of columns; phones: the same cells stacked as a card.
const COLUMNS = "md:grid-cols-[12.5rem_minmax(0,1fr)_7rem_12rem_4.5rem_7rem]";

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
      <div className={`hidden gap-2 border-b border-slate-200 bg-slate-50 px-4 py-2 text-xs font-semibold uppercase tracking-wide text-slate-500 md:grid ${COLUMNS}`}>
        <span>Time</span>
        <span>Task</span>
        <span>Interpreter</span>
        <span>Result</span>
        <span className="text-right">Took</span>
        <span>Status</span>
      </div>
      <ul className="divide-y divide-slate-100">
        {logs.map((log) => {
          const outcome = summariseCalls(log.calls);
          return (
          <li key={log.id}>
            <details className="group">
              <summary className={`grid cursor-pointer grid-cols-[minmax(0,1fr)_auto] items-center gap-x-2 gap-y-0.5 px-4 py-2 text-sm hover:bg-slate-50 ${COLUMNS}`}>
                <time dateTime={log.createdAt.toISOString()} className="col-span-2 text-xs tabular-nums text-slate-600 md:col-span-1 md:text-sm">
                  {formatDateTime(log.createdAt)}
                </time>
                <span className="col-start-1 row-start-2 truncate font-medium md:col-start-auto md:row-start-auto" title={log.promptExcerpt.split("\n", 1)[0]}>
                  {log.taskType ? taskName(log.taskType) :
                    (log.understood?.type ? <span className="font-normal text-slate-500">{taskName(log.understood.type)} · held back</span> : "—")}
                </span>
                <span className="order-last col-span-2 text-xs text-slate-500 md:order-none md:col-span-1 md:text-sm md:text-slate-600">
                  <span className="md:hidden">Interpreter: </span>
                  {interpreterWords(log.interpreter, log.understood?.llm?.outcome)}
                </span>
                <span className={`order-last text-xs md:order-none md:text-sm ${outcome.rejected + outcome.failed > 0 ? "font-semibold text-red-700" : "text-slate-700"}`}>
                  {describeCalls(outcome)}
                </span>
                <span className="order-last text-right text-xs tabular-nums text-slate-600 md:order-none md:text-sm">{duration(log.ms)}</span>
                <span className="col-start-2 row-start-2 text-right md:col-start-auto md:row-start-auto md:text-left">
                  <span className={`whitespace-nowrap rounded px-2 py-0.5 text-xs font-medium ${STATUS_STYLE[log.status] ?? STATUS_STYLE.unrecognised}`}>
                    {log.understood?.type && !log.understood.gate.ok ? "held back" : statusWords(log.status)}
                  </span>
                </span>
              </summary>
              <div className="space-y-3 bg-slate-50 px-4 py-3 text-sm">
                <div className="text-slate-700">
                  <p className="font-medium">Prompt, as written:</p>
                  {/* Line breaks kept: a mail's header, lists and signature read as lines. */}
                  <p data-testid="agent-prompt" className="mt-0.5 whitespace-pre-wrap break-words rounded border border-slate-200 bg-white px-3 py-2">
                    {log.promptExcerpt || "—"}
                  </p>
                </div>
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
                {log.understood?.llm && <LlmAttemptView attempt={log.understood.llm} />}
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
          );
        })}
      </ul>
    </div>
  );
}

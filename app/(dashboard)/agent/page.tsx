import { AgentRequestList } from "@/components/agent/agent-request-list";
import { PracticeTaskForm } from "@/components/agent/practice-task-form";
import { listSolveLogs } from "@/lib/accounting/solve-log";
import { currentLogTeam } from "@/lib/auth/log-team";
import { env } from "@/lib/env";
import { runPracticeTaskAction } from "./actions";

export const metadata = { title: "Accounting agent" };
export const dynamic = "force-dynamic";

/** The accounting agent's request log, newest first. */
export default async function AgentPage() {
  // The layout has checked the session; each team sees only its own requests.
  const team = await currentLogTeam();
  const logs = team ? await listSolveLogs(team, 200) : [];
  return (
    <section className="space-y-4">
      <header>
        <h1 className="text-xl font-semibold">Accounting agent</h1>
        <p className="text-sm text-slate-600">
          Every task received on <code className="rounded bg-slate-100 px-1">POST /api/solve</code>, newest first, with the
          accounting API calls it made.
        </p>
      </header>
      {env().EMULATOR_ENABLED && <PracticeTaskForm action={runPracticeTaskAction} />}
      <AgentRequestList logs={logs} />
    </section>
  );
}

import { Suspense } from "react";
import { PageSkeleton } from "@/components/layout/page-skeleton";
import { ImportRoundsForm } from "@/components/rounds/import-rounds-form";
import { PracticeRoundStarter } from "@/components/rounds/practice-round-starter";
import { RoundsTable } from "@/components/rounds/rounds-table";
import { ServiceError } from "@/components/ui/service-error";
import { load } from "@/lib/dashboard/service-error";
import { getTeamContext } from "@/lib/dashboard/team/server";
import { offeredRealRounds } from "@/lib/island-emulator/rounds";
import { replayedRealRoundsById } from "@/lib/dashboard/replayed-rounds";
import { env } from "@/lib/env";
import { PRESET_NAMES } from "@/lib/island-emulator";
import { startPracticeRoundAction } from "./actions";
import { importRealRoundAction } from "./import-actions";

export const metadata = { title: "Rounds" };
export const dynamic = "force-dynamic";

/** The heading shows at once; the rounds follow (the page has no loading boundary above it, so a
 *  round's unknown id elsewhere can still answer 404). */
export default function RoundsPage() {
  return (
    <Suspense
      fallback={
        <section className="space-y-4">
          <h1 className="text-xl font-semibold">Rounds</h1>
          <PageSkeleton />
        </section>
      }
    >
      <Rounds />
    </Suspense>
  );
}

async function Rounds() {
  const { client } = await getTeamContext();
  const rounds = await load(client.getMyRounds());
  const practice = env().practiceMode && env().EMULATOR_ENABLED;
  const hasActive = rounds.ok && rounds.data.some((r) => r.status === "active");
  const [realRounds, offered] = practice ? await Promise.all([replayedRealRoundsById(), offeredRealRounds(env().islandRoundsDir)]) : [{}, null];
  return (
    <section className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h1 className="text-xl font-semibold">Rounds</h1>
        <p className="text-sm text-slate-500">Open the active round to spend queries, shape priors and submit.</p>
      </div>
      {!rounds.ok ? (
        <ServiceError problem={rounds.problem} />
      ) : rounds.data.length === 0 ? (
        <div className="rounded-xl border border-dashed border-slate-300 bg-white p-10 text-center text-sm text-slate-500">
          No rounds yet. A round appears here as soon as the service starts one.
        </div>
      ) : (
        <RoundsTable rounds={rounds.data} realRounds={realRounds} />
      )}
      {practice && <PracticeRoundStarter action={startPracticeRoundAction} presets={PRESET_NAMES} hasActive={hasActive} maxOpen={env().PRACTICE_MAX_OPEN_ROUNDS} />}
      {offered && <ImportRoundsForm action={importRealRoundAction} rounds={offered.rounds} unavailable={offered.unavailable} />}
    </section>
  );
}

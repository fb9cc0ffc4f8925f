import Link from "next/link";
import { notFound } from "next/navigation";
import { Suspense } from "react";
import { PageSkeleton } from "@/components/layout/page-skeleton";
import { AnalysisView } from "@/components/analysis/analysis-view";
import { ServiceError } from "@/components/ui/service-error";
import { StatusBadge } from "@/components/ui/status-badge";
import { summariseSeed } from "@/lib/dashboard/review";
import { getTeamContext } from "@/lib/dashboard/team/server";
import type { TeamContext } from "@/lib/dashboard/team";
import { ensureRoundReview } from "@/lib/dashboard/review/server";
import { realRoundNote } from "@/lib/island-emulator/rounds";
import { load } from "@/lib/dashboard/service-error";
import { roundName } from "@/lib/dashboard/round-name";
import { replayedRealRoundsById } from "@/lib/dashboard/replayed-rounds";
import { env } from "@/lib/env";
import type { RoundDetail } from "@/lib/island";

export const metadata = { title: "Analysis" };
export const dynamic = "force-dynamic";

export default async function AnalysisPage({ params }: { params: Promise<{ roundId: string }> }) {
  const { roundId } = await params;
  const ctx = await getTeamContext();
  const { client } = ctx;
  const [round, myRounds, realRounds] = await Promise.all([load(client.getRound(roundId)), load(client.getMyRounds()), replayedRealRoundsById()]);
  if (!round.ok) {
    if (round.problem.status === 404) notFound();
    return <ServiceError problem={round.problem} />;
  }
  const mine = myRounds.ok ? myRounds.data.find((r) => r.id === roundId) : undefined;
  const header = (
    <div className="flex flex-wrap items-baseline gap-3">
      <Link href="/" className="text-sm text-indigo-700 hover:underline">
        ← Rounds
      </Link>
      <h1 className="text-xl font-semibold">{roundName(round.data.round_number, realRounds[roundId])} — analysis</h1>
      <StatusBadge status={round.data.status} />
      {mine?.round_score != null && (
        <span className="text-sm text-slate-600">
          Score <span className="font-semibold tabular-nums text-slate-900">{mine.round_score.toFixed(2)}</span>
          {mine.rank != null && (
            <>
              {" "}· rank <span className="font-semibold tabular-nums text-slate-900">{mine.rank}</span>
              {mine.total_teams ? ` of ${mine.total_teams}` : ""}
            </>
          )}
        </span>
      )}
    </div>
  );
  if (round.data.status !== "scoring" && round.data.status !== "completed") {
    return (
      <section className="space-y-4">
        {header}
        <div className="rounded-xl border border-dashed border-slate-300 bg-white p-10 text-center text-sm text-slate-500">
          The analysis opens when the round closes. <Link href={`/rounds/${roundId}`} className="text-indigo-700 underline hover:text-indigo-900">Open the workspace</Link> meanwhile.
        </div>
      </section>
    );
  }
  return (
    <section className="space-y-4">
      {header}
      {round.data.status === "scoring" && (
        <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-800">Scoring is in progress: scores appear when the ground truth is ready.</p>
      )}
      <Suspense fallback={<PageSkeleton />}>
        <SeedAnalyses ctx={ctx} round={round.data} />
      </Suspense>
    </section>
  );
}

/** Each seed's ground truth against the prediction, and the round's review: the slow part, streamed after the header. */
async function SeedAnalyses({ ctx, round }: { ctx: TeamContext; round: RoundDetail }) {
  const { client } = ctx;
  const roundId = round.id;
  const seeds = await Promise.all(Array.from({ length: round.seeds_count }, (_, i) => load(client.getAnalysis(roundId, i))));
  // Practice rounds made from a real round say what the live teams scored on it.
  const realBest = env().practiceMode && env().EMULATOR_ENABLED ? await realRoundNote(roundId) : null;
  const problems = seeds.flatMap((s) => (s.ok ? [] : [s.problem]));
  // Computed once, the first time the round is seen completed with its ground truth; a failure leaves the rest of the analysis standing.
  const review = problems.length === 0 ? await ensureRoundReview(ctx, round).catch(() => null) : null;
  const analyses = seeds.flatMap((s, i) => (s.ok ? [summariseSeed(i, s.data)] : []));
  return problems.length > 0 ? <ServiceError problem={problems[0]} /> : <AnalysisView roundId={roundId} seeds={analyses} realBest={realBest} review={review} />;
}

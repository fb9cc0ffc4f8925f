import Link from "next/link";
import { notFound } from "next/navigation";
import { Suspense } from "react";
import { Workspace } from "@/components/workspace/workspace";
import { WorkspaceSkeleton } from "@/components/workspace/workspace-skeleton";
import { ServiceError } from "@/components/ui/service-error";
import { load } from "@/lib/dashboard/service-error";
import { getTeamContext } from "@/lib/dashboard/team/server";
import type { TeamContext } from "@/lib/dashboard/team";
import { loadWorkspace } from "@/lib/dashboard/workspace-data";
import type { RoundDetail } from "@/lib/island";

export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: { params: Promise<{ roundId: string }> }) {
  const { roundId } = await params;
  return { title: `Round workspace ${roundId.slice(0, 8)}` };
}

/**
 * The round workspace: everything is loaded on the server; the model runs in the browser. The
 * round itself is read before anything streams, so an unknown round answers with a real 404; the
 * rest loads behind the skeleton.
 */
export default async function RoundWorkspacePage({ params }: { params: Promise<{ roundId: string }> }) {
  const { roundId } = await params;
  const ctx = await getTeamContext();
  const round = await load(ctx.client.getRound(roundId));
  if (!round.ok) {
    if (round.problem.status === 404) notFound();
    return (
      <section className="space-y-4">
        <Link href="/" className="text-sm text-indigo-700 hover:underline">
          ← Rounds
        </Link>
        <ServiceError problem={round.problem} />
      </section>
    );
  }
  return (
    <Suspense fallback={<WorkspaceSkeleton />}>
      <LoadedWorkspace ctx={ctx} round={round.data} />
    </Suspense>
  );
}

async function LoadedWorkspace({ ctx, round }: { ctx: TeamContext; round: RoundDetail }) {
  const loaded = await loadWorkspace(ctx, round.id, round);
  if (!loaded.ok) return <ServiceError problem={loaded.problem} />;
  return <Workspace data={loaded.data} />;
}

"use client";

import { useEffect, useState } from "react";
import { useRouter } from "next/navigation";
import type { Budget } from "@/lib/island/schemas";
import { useQueryClient, workspaceKeys } from "./queries";

/** A teammate's change as the stream delivers it (see lib/dashboard/team/team-events). */
export type TeamEventMessage = {
  kind: "observation" | "adjustment" | "pin" | "round";
  roundId: string;
  who: string;
  summary: string;
  queriesUsed?: number;
  queriesMax?: number;
  /** A round's scoring step, pushed while a finished practice round is scored. */
  scoring?: ScoringStepMessage;
  seq: number;
  at: string;
};

export type ScoringStepMessage = { status: "scoring" | "completed" | "failed"; seedsDone: number; seedsCount: number; error: string | null };

const FEED_LENGTH = 5;

/**
 * Live updates of the team's work on this round: each event refreshes what it changed (the 30 s
 * poll stays as the fallback when the stream is down) and joins a short feed of who did what; a
 * finished round's scoring steps are kept apart (`scoring`, the latest one).
 */
export function useTeamEvents(roundId: string): { live: boolean; feed: TeamEventMessage[]; scoring: ScoringStepMessage | null } {
  const qc = useQueryClient();
  const router = useRouter();
  const [live, setLive] = useState(false);
  const [feed, setFeed] = useState<TeamEventMessage[]>([]);
  const [scoring, setScoring] = useState<ScoringStepMessage | null>(null);

  useEffect(() => {
    if (typeof EventSource === "undefined") return;
    const es = new EventSource(`/api/team-events?round=${encodeURIComponent(roundId)}`);
    es.addEventListener("ready", () => setLive(true));
    es.addEventListener("team", (m) => {
      let e: TeamEventMessage;
      try {
        e = JSON.parse((m as MessageEvent<string>).data) as TeamEventMessage;
      } catch {
        return;
      }
      if (e.roundId !== roundId) return;
      // Scoring steps drive the Finish progress (FinishRound), not the feed of who did what.
      if (e.scoring) return setScoring(e.scoring);
      setFeed((f) => [e, ...f.filter((x) => x.seq !== e.seq)].slice(0, FEED_LENGTH));
      if (e.kind === "observation") {
        if (e.queriesUsed !== undefined) {
          qc.setQueryData<Budget | null>(workspaceKeys.budget(roundId), (b) =>
            b ? { ...b, queries_used: Math.max(b.queries_used, e.queriesUsed!), queries_max: e.queriesMax ?? b.queries_max } : b,
          );
        }
        // Unchanged lists keep their identity (structural sharing): the model does not rerun for nothing.
        void qc.invalidateQueries({ queryKey: workspaceKeys.observations(roundId) });
      } else if (e.kind === "adjustment") void qc.invalidateQueries({ queryKey: workspaceKeys.adjustments(roundId) });
      else if (e.kind === "pin") void qc.invalidateQueries({ queryKey: workspaceKeys.pins(roundId) });
      else if (e.kind === "round") router.refresh();
    });
    // The browser reconnects by itself; meanwhile the periodic refresh carries on.
    es.onerror = () => setLive(es.readyState === EventSource.OPEN);
    return () => es.close();
  }, [qc, roundId, router]);

  return { live, feed, scoring };
}

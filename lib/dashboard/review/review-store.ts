import "server-only";
import { and, desc, eq } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { dashboardRoundReviews } from "@/lib/db/schema";
import type { RoundDetail } from "@/lib/island";
import { listObservations } from "../spend/observation-store";
import { REVIEW_VERSION, reviewRound, type RoundReview, type SeedInput } from "./round-review";
import { parseStored, recordedExpectedSchema, submissionEditsSchema } from "../edits/submission-edits";
import { listSubmissions } from "../submit/submission-log";
import type { TeamContext } from "../team/team-client";

/**
 * The after-the-round review of a team's rounds: computed once, the first time the dashboard
 * sees a round completed with its ground truth (the finish-round progress, the analysis page or
 * the rounds review), and kept with the round's scores.
 */

function parseReview(body: string): RoundReview | null {
  try {
    const r = JSON.parse(body) as RoundReview;
    return r && r.version === REVIEW_VERSION ? r : null;
  } catch {
    return null;
  }
}

export async function getRoundReview(teamKey: string, roundId: string): Promise<RoundReview | null> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(dashboardRoundReviews)
    .where(and(eq(dashboardRoundReviews.teamKey, teamKey), eq(dashboardRoundReviews.roundId, roundId)))
    .limit(1);
  return rows[0] ? parseReview(rows[0].body) : null;
}

/** Every stored review of the team, newest round first. */
export async function listRoundReviews(teamKey: string): Promise<RoundReview[]> {
  const db = await getDb();
  const rows = await db.select().from(dashboardRoundReviews).where(eq(dashboardRoundReviews.teamKey, teamKey)).orderBy(desc(dashboardRoundReviews.roundNumber));
  return rows.flatMap((r) => parseReview(r.body) ?? []);
}

// One computation per team and round at a time: the progress poll and the page may ask together.
const inFlight = new Map<string, Promise<RoundReview | null>>();

/**
 * The review of a completed round, computed and stored on first call. Null while the round is
 * not completed or its ground truth is not published (the real service may publish it later).
 */
export function ensureRoundReview(ctx: TeamContext, round: RoundDetail): Promise<RoundReview | null> {
  const key = `${ctx.teamKey}|${round.id}`;
  let p = inFlight.get(key);
  if (!p) {
    p = computeAndStore(ctx, round).finally(() => inFlight.delete(key));
    inFlight.set(key, p);
  }
  return p;
}

async function computeAndStore({ client, teamKey }: TeamContext, round: RoundDetail): Promise<RoundReview | null> {
  if (round.status !== "completed") return null;
  const stored = await getRoundReview(teamKey, round.id);
  if (stored) return stored;
  const [analyses, observations, log] = await Promise.all([
    Promise.all(Array.from({ length: round.seeds_count }, (_, i) => client.getAnalysis(round.id, i))),
    listObservations({ teamKey, roundId: round.id }),
    listSubmissions({ teamKey, roundId: round.id }),
  ]);
  if (analyses.some((a) => !a.ground_truth)) return null;
  const seeds: SeedInput[] = analyses.map((a, seedIndex) => {
    // The log is newest first: the service scores the last accepted submission of each seed.
    const last = log.find((r) => r.seedIndex === seedIndex && r.status === "accepted");
    return {
      seedIndex,
      truth: a.ground_truth,
      prediction: a.prediction,
      score: a.prediction ? a.score : null,
      record: last
        ? { observationCount: last.observationCount, edits: parseStored(submissionEditsSchema, last.edits), expected: parseStored(recordedExpectedSchema, last.expected) }
        : null,
    };
  });
  const review = reviewRound(round, observations, seeds);
  const db = await getDb();
  await db
    .insert(dashboardRoundReviews)
    .values({ teamKey, roundId: round.id, roundNumber: round.round_number, body: JSON.stringify(review), computedAt: new Date() })
    .onConflictDoNothing();
  return review;
}

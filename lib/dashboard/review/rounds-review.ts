import "server-only";
import { ensureRoundReview, listRoundReviews } from "./review-store";
import type { RoundReview } from "./round-review";
import type { TeamContext } from "../team/team-client";
import { roundsReviewRows, type RoundsReviewRow } from "./rounds-review-rows";
import { replayedRealRoundsById } from "../replayed-rounds";
import { roundName } from "../round-name";

/** Reviews worked out on one page load at most (each takes up to a second or two). */
const COMPUTE_PER_LOAD = 2;

/**
 * Every completed round of the team with its review: the stored ones, plus up to two not yet
 * worked out (a round completed while nobody looked, or played before reviews were kept).
 */
export async function teamRoundsReview(ctx: TeamContext): Promise<{ rows: RoundsReviewRow[]; pending: { id: string; roundNumber: number; name: string }[] }> {
  const [stored, mine, realRounds] = await Promise.all([listRoundReviews(ctx.teamKey), ctx.client.getMyRounds().catch(() => []), replayedRealRoundsById()]);
  const nameOf = (r: { id: string; round_number: number }) => roundName(r.round_number, realRounds[r.id]);
  const byId = new Map<string, RoundReview>(stored.map((r) => [r.roundId, r]));
  const missing = mine.filter((r) => r.status === "completed" && r.seeds_submitted > 0 && !byId.has(r.id)).sort((a, b) => b.round_number - a.round_number);
  const pending: { id: string; roundNumber: number; name: string }[] = [];
  for (const [i, r] of missing.entries()) {
    if (i >= COMPUTE_PER_LOAD) {
      pending.push({ id: r.id, roundNumber: r.round_number, name: nameOf(r) });
      continue;
    }
    const review = await ctx.client
      .getRound(r.id)
      .then((round) => ensureRoundReview(ctx, round))
      .catch(() => null);
    if (review) byId.set(r.id, review);
    else pending.push({ id: r.id, roundNumber: r.round_number, name: nameOf(r) });
  }
  return { rows: roundsReviewRows([...byId.values()], realRounds), pending };
}

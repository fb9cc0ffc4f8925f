import type { RoundReview } from "./round-review";
import { roundName } from "../round-name";

/** One completed round in the team's running answer to "does our work add points?". */
export type RoundsReviewRow = {
  roundId: string;
  roundNumber: number;
  /** The round's one name ("Round 4", or "Real round 5 (replay, round 4)"). */
  name: string;
  alone: number;
  submitted: number;
  difference: number;
  editsHelped: number;
  editsCostly: number;
  /** Seeds whose real score fell inside / outside the interval shown at submission. */
  estimateInside: number;
  estimateOutside: number;
  seedsSubmitted: number;
  seedsCount: number;
};

/** `realRounds`: the real round a practice round replays, by round id (it is named after it). */
export function roundsReviewRows(reviews: readonly RoundReview[], realRounds: Readonly<Record<string, number>> = {}): RoundsReviewRow[] {
  return reviews
    .map((r) => ({
      roundId: r.roundId,
      roundNumber: r.roundNumber,
      name: roundName(r.roundNumber, realRounds[r.roundId]),
      alone: r.alone,
      submitted: r.submitted,
      difference: r.difference,
      editsHelped: r.editsHelped,
      editsCostly: r.editsCostly,
      estimateInside: r.estimateInside,
      estimateOutside: r.estimateOutside,
      seedsSubmitted: r.seeds.filter((s) => s.submitted).length,
      seedsCount: r.seedsCount,
    }))
    .sort((a, b) => b.roundNumber - a.roundNumber);
}

const CSV_HEADER = ["round", "round_name", "round_id", "model_alone", "submitted", "difference", "edits_gained", "edits_cost", "estimate_inside", "estimate_outside", "seeds_submitted", "seeds"];

// A cell that a spreadsheet would read as a formula is quoted with a leading apostrophe.
function csvCell(v: string | number): string {
  const s = typeof v === "number" ? (Number.isInteger(v) ? String(v) : v.toFixed(2)) : /^[=+\-@\t\r]/.test(v) ? `'${v}` : v;
  return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** The rows as CSV (RFC 4180, CRLF line ends), one line per round, newest first. */
export function roundsReviewCsv(rows: readonly RoundsReviewRow[]): string {
  const lines = [CSV_HEADER.join(",")];
  for (const r of rows)
    lines.push(
      [r.roundNumber, r.name, r.roundId, r.alone, r.submitted, r.difference, r.editsHelped, r.editsCostly, r.estimateInside, r.estimateOutside, r.seedsSubmitted, r.seedsCount].map(csvCell).join(","),
    );
  return lines.join("\r\n") + "\r\n";
}

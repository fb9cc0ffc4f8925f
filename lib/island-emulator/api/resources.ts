import "server-only";
import { roundWorld, type RoundRow } from "../rounds/rounds-store";
import { isoTimestamp } from "../time";

/*
 * Response shapes of the spec's resources, built from database rows. A pending round has not
 * started, so its started_at and closes_at are null.
 */

function timing(row: RoundRow) {
  const pending = row.status === "pending";
  return {
    started_at: pending ? null : isoTimestamp(row.startedAt),
    closes_at: pending ? null : isoTimestamp(row.closesAt),
  };
}

/** The fields a round has in the list and in its detail alike, in the spec's order. */
function roundFields(row: RoundRow) {
  return {
    id: row.id,
    round_number: row.roundNumber,
    event_date: row.eventDate,
    status: row.status,
    map_width: row.mapWidth,
    map_height: row.mapHeight,
    prediction_window_minutes: row.predictionWindowMinutes,
    ...timing(row),
    round_weight: row.roundWeight,
  };
}

/** GET /rounds entry (2.1). */
export function roundEntry(row: RoundRow) {
  return { ...roundFields(row), created_at: isoTimestamp(row.createdAt) };
}

/** GET /rounds/{id} (2.2), with the list fields real payloads also carry. */
export function roundDetail(row: RoundRow) {
  return { ...roundFields(row), seeds_count: row.seedsCount, initial_states: roundWorld(row).initialStates };
}

/** Admin view of a round: the list entry plus how it was made. */
export function adminRoundEntry(row: RoundRow) {
  return {
    ...roundEntry(row),
    seeds_count: row.seedsCount,
    map_seed: row.mapSeed,
    preset: row.preset,
    source: row.source,
    scoring_started_at: row.scoringStartedAt === null ? null : isoTimestamp(row.scoringStartedAt),
    completed_at: row.completedAt === null ? null : isoTimestamp(row.completedAt),
    scoring_error: row.scoringError,
  };
}


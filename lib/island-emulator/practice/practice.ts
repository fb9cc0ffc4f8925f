import "server-only";
import { asc, eq } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { islandEmuUsers } from "@/lib/db/schema";
import { closeRound, currentRound, currentRounds, startRound } from "../rounds/lifecycle";
import { groundTruthSeeds } from "../play/play-store";
import { createRound } from "../rounds/round-factory";
import { roundWorld } from "../rounds/rounds-store";
import { createUser, ensureTeam } from "../api/teams";
import { fittedRound, type PresetName } from "../sim/params";
import { realRoundOfSource } from "../rounds/real-best-scores";
import { signAccessToken } from "../api/tokens";

/*
 * Practice setup: a ready-to-play installation. There is always a practice team, and when no
 * round is active or pending (a fresh database, or every round finished) a new round is started.
 * Runs at start-up and whenever the clock closes rounds.
 */

export const PRACTICE_TEAM_NAME = "Practice team";
export const PRACTICE_TEAM_SLUG = "practice-team";

const g = globalThis as unknown as { __islandPracticeSetup?: Promise<void>; __islandPracticeStarts?: Promise<unknown> };

function practiceTeam(): Promise<{ id: string; name: string }> {
  return ensureTeam({ name: PRACTICE_TEAM_NAME, slug: PRACTICE_TEAM_SLUG, isPractice: true });
}

async function setUp(): Promise<void> {
  await practiceTeam();
  const rounds = await currentRounds();
  if (rounds.some((r) => r.status === "active" || r.status === "pending")) return;
  const round = await createRound({ baseline: true });
  await startRound(round.id);
}

/** Idempotent: makes sure the practice team exists and that some round is active or pending. */
export function ensurePracticeSetup(): Promise<void> {
  // Concurrent callers in one process share one run; a failed run is retried by the next caller.
  const run = (g.__islandPracticeSetup ??= setUp().finally(() => {
    g.__islandPracticeSetup = undefined;
  }));
  return run;
}

/**
 * Why another practice round may not start while `open` rounds are open (pending or active) and
 * `scoring` are being scored, or null when it may. Every team plays every open round and each one
 * costs seconds of scoring CPU when it closes, so open and scoring rounds together are capped:
 * starting and finishing rounds in a loop waits for the scoring instead of queueing more of it.
 */
export function practiceCapRefusal(open: number, max: number, scoring = 0): string | null {
  if (open + scoring < max) return null;
  if (scoring === 0) {
    const rounds = open === 1 ? "1 round is" : `${open} rounds are`;
    return `${rounds} open already, the most at once (${max}). Play one of them, or start a new one when one closes.`;
  }
  const being = scoring === 1 ? "1 is being scored" : `${scoring} are being scored`;
  return `${open} open and ${being}: together the most at once (${max}). Start a new one when the scoring is done.`;
}

/** Practice rounds one team may start within PRACTICE_START_WINDOW_MS (far above play: a round takes minutes). */
export const PRACTICE_STARTS_PER_WINDOW = 6;
export const PRACTICE_START_WINDOW_MS = 10 * 60_000;

/** Why `teamId` may not start another round now, given the times of its recent starts; or null. */
export function practicePaceRefusal(recentStarts: readonly number[], now: number): string | null {
  const inWindow = recentStarts.filter((t) => now - t < PRACTICE_START_WINDOW_MS);
  if (inWindow.length < PRACTICE_STARTS_PER_WINDOW) return null;
  const wait = Math.ceil((Math.min(...inWindow) + PRACTICE_START_WINDOW_MS - now) / 60_000);
  return `Your team started ${inWindow.length} practice rounds in the last ${PRACTICE_START_WINDOW_MS / 60_000} minutes, the most allowed. Start another in ${wait} min.`;
}

const starts: Map<string, number[]> = ((globalThis as unknown as { __islandPracticeStartTimes?: Map<string, number[]> }).__islandPracticeStartTimes ??= new Map());

export type PacedStart = { ok: true; id: string } | { ok: false; reason: string; status: number };

/**
 * Starts a round for `teamId` through `start` (which makes it and returns its id, or why it could
 * not), unless the team started too many rounds lately or `maxOpen` rounds are open already (429).
 * Every way a team starts a round goes through here, one start at a time in this process: two
 * clicks at once cannot both pass the count.
 */
export function pacedStart(teamId: string, maxOpen: number, start: () => Promise<PacedStart>): Promise<PacedStart> {
  const run = (g.__islandPracticeStarts ?? Promise.resolve()).then(async (): Promise<PacedStart> => {
    const now = Date.now();
    const recent = (starts.get(teamId) ?? []).filter((t) => now - t < PRACTICE_START_WINDOW_MS);
    const pace = practicePaceRefusal(recent, now);
    if (pace) return { ok: false, reason: pace, status: 429 };
    const rounds = await currentRounds();
    const open = rounds.filter((r) => r.status === "active" || r.status === "pending").length;
    const scoring = rounds.filter((r) => r.status === "scoring").length;
    const refusal = practiceCapRefusal(open, maxOpen, scoring);
    if (refusal) return { ok: false, reason: refusal, status: 429 };
    const started = await start();
    if (started.ok) starts.set(teamId, [...recent, now]);
    return started;
  });
  g.__islandPracticeStarts = run.catch(() => undefined);
  return run;
}

/**
 * Starts a new practice round now for `teamId` (paced and capped by pacedStart): a fresh map,
 * hidden parameters of the named regime (drawn like the real service's when absent), the model
 * baseline playing along. Returns its id, or why it was refused.
 */
export function startPracticeRound(preset: PresetName | undefined, maxOpen: number, teamId: string): Promise<PacedStart> {
  return pacedStart(teamId, maxOpen, async () => {
    const round = await createRound({ baseline: true, preset }, { startedByTeamId: teamId });
    const started = await startRound(round.id);
    if ("error" in started) throw new Error(`round ${round.roundNumber} could not be started`);
    return { ok: true, id: round.id };
  });
}

export type PracticeFinish = { ok: true } | { ok: false; reason: string };

/**
 * Why `teamId` may not finish `round` early, or null when it may: a round a team started from the
 * dashboard is that team's to finish; the installation's own rounds (and an admin's) are the
 * practice team's. Every other team plays them until they close by themselves.
 */
export function finishRefusal(round: { roundNumber: number; startedByTeamId: string | null }, teamId: string, practiceTeamId: string): string | null {
  const owner = round.startedByTeamId ?? practiceTeamId;
  if (owner === teamId) return null;
  return round.startedByTeamId
    ? `Round ${round.roundNumber} was started by another team: only that team can finish it early. It closes by itself when its window ends.`
    : `Round ${round.roundNumber} belongs to the installation: only the practice team can finish it early. It closes by itself when its window ends.`;
}

/**
 * What the workspace needs to know of round `id` as this installation holds it, from one read:
 * whether `teamId` may finish it early (it shows "Finish now" only then), and which calibration its
 * expected score uses — "practice" for a round the emulator drew on generated maps (the practice
 * calibration was fitted on exactly such rounds), "real" for a real round replayed here (scored
 * against its real ground truth) and anything unknown.
 */
export async function practiceRoundFacts(
  id: string,
  teamId: string,
): Promise<{ mayFinish: boolean; calibration: "practice" | "real" | "replayed"; replayOf: { realRound: number; fitted: boolean; realRuns: number[]; fitScore: number | null } | null }> {
  const round = await currentRound(id);
  if (!round) return { mayFinish: false, calibration: "real", replayOf: null };
  const realRound = realRoundOfSource(round.source);
  return {
    mayFinish: finishRefusal(round, teamId, (await practiceTeam()).id) === null,
    // A replayed real round is estimated as a real one, with the distance its answers' source puts
    // between the queries and the real ground truth (shippedCalibration("replayed")).
    calibration: round.source === "generated" ? "practice" : realRound !== null ? "replayed" : "real",
    // A replayed real round's answers come from the real runs of a seed's map where the folder had
    // them, else from the emulator's fit of it, when there is one.
    replayOf:
      realRound === null
        ? null
        : {
            realRound,
            fitted: fittedRound(realRound) !== undefined,
            realRuns: Array.from({ length: round.seedsCount }, (_, s) => roundWorld(round).finals?.[s]?.length ?? 0),
            // How well the fit reproduced the real round: the expected score reads from it how far
            // the answers lead from the real truth (shippedCalibration("replayed", fitScore)).
            fitScore: fittedRound(realRound)?.score ?? null,
          },
  };
}

/** Closes a practice round now (it is scored in the background, as when its window ends), if `teamId` may. */
export async function finishPracticeRound(id: string, teamId: string): Promise<PracticeFinish> {
  const round = await currentRound(id);
  if (!round) return { ok: false, reason: "No such round." };
  const refusal = finishRefusal(round, teamId, (await practiceTeam()).id);
  if (refusal) return { ok: false, reason: refusal };
  const result = await closeRound(id);
  if (!("error" in result)) return { ok: true };
  if (result.error === "not_found" || !result.round) return { ok: false, reason: "No such round." };
  return { ok: false, reason: `Round ${result.round.roundNumber} is ${result.round.status}: only an active round can be finished.` };
}

/** How far a round's scoring has come: ground truths computed of its seeds, and any failure. */
export type ScoringProgress = { status: string; seedsDone: number; seedsCount: number; error: string | null };

export async function scoringProgress(id: string): Promise<ScoringProgress | null> {
  const round = await currentRound(id);
  if (!round) return null;
  const done = round.status === "scoring" || round.status === "completed" ? (await groundTruthSeeds(id)).size : 0;
  return { status: round.status, seedsDone: done, seedsCount: round.seedsCount, error: round.scoringError ?? null };
}

/** An access token of the practice team (signed on demand; valid across restarts). */
export async function getPracticeTeamToken(): Promise<string> {
  const team = await practiceTeam();
  const teamId = team.id;
  const db = await getDb();
  const [member] = await db
    .select({ id: islandEmuUsers.id })
    .from(islandEmuUsers)
    .where(eq(islandEmuUsers.teamId, teamId))
    .orderBy(asc(islandEmuUsers.createdAt))
    .limit(1);
  const userId = member?.id ?? (await createUser({ name: `${PRACTICE_TEAM_NAME} member`, teamId })).id;
  return signAccessToken(userId, team);
}

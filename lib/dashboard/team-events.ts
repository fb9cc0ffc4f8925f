import "server-only";
import { z } from "zod";

/**
 * Live team updates. Everyone on a team shares one query budget and one set of adjustments, so a
 * change one member makes is pushed at once to every workspace the team has open (the route
 * app/api/team-events streams these as server-sent events). In-process only: one server process
 * serves a team; the workspace's 30 s refresh covers anything missed.
 */

export const TEAM_EVENT_KINDS = ["observation", "adjustment", "pin", "round"] as const;
export type TeamEventKind = (typeof TEAM_EVENT_KINDS)[number];

export const teamEventInputSchema = z.object({
  kind: z.enum(TEAM_EVENT_KINDS),
  roundId: z.string().min(1).max(100),
  /** The member's display name (members of a team may share one token; the browser names itself). */
  who: z.string().max(40),
  /** One line a teammate reads: "spent a query on seed 2 at (10, 4) 15×15" (every rate pinned at once names all eight). */
  summary: z.string().max(600),
  /** The round's budget after the change, when the change spent a query. */
  queriesUsed: z.number().int().min(0).optional(),
  queriesMax: z.number().int().min(0).optional(),
});
export type TeamEventInput = z.input<typeof teamEventInputSchema>;

/** What subscribers receive: the input plus a per-process sequence number and the time. */
export type TeamEvent = z.output<typeof teamEventInputSchema> & { seq: number; at: string };

type Listener = (event: TeamEvent) => void;

/** Open streams per team are capped: each holds a connection and a timer. */
export const MAX_SUBSCRIBERS_PER_TEAM = 16;

type Registry = { seq: number; teams: Map<string, Set<Listener>> };
// Shared through globalThis: route handlers and server actions may load this module separately.
const g = globalThis as unknown as { __teamEvents?: Registry };
const registry: Registry = (g.__teamEvents ??= { seq: 0, teams: new Map() });

/**
 * Sends an event to every open workspace of the team. Never throws: a bad event or a failing
 * listener must not undo the change that was just saved.
 */
export function publishTeamEvent(teamId: string, event: TeamEventInput): TeamEvent | null {
  const parsed = teamEventInputSchema.safeParse(event);
  if (!parsed.success) return null;
  const full: TeamEvent = { ...parsed.data, seq: ++registry.seq, at: new Date().toISOString() };
  const listeners = registry.teams.get(teamId);
  if (!listeners) return full;
  for (const listener of [...listeners]) {
    try {
      listener(full);
    } catch {
      // A stream that broke is removed by its own cleanup.
    }
  }
  return full;
}

export type Subscription = { ok: true; unsubscribe: () => void } | { ok: false; reason: string };

/** Registers a listener for the team's events, unless the team already has the most streams open. */
export function subscribeTeamEvents(teamId: string, listener: Listener, max = MAX_SUBSCRIBERS_PER_TEAM): Subscription {
  let set = registry.teams.get(teamId);
  if (set && set.size >= max) {
    return { ok: false, reason: `The team has ${set.size} live views open already, the most at once (${max}). Close one, or rely on the 30 s refresh.` };
  }
  if (!set) registry.teams.set(teamId, (set = new Set()));
  set.add(listener);
  let done = false;
  return {
    ok: true,
    unsubscribe: () => {
      if (done) return;
      done = true;
      const current = registry.teams.get(teamId);
      current?.delete(listener);
      if (current && current.size === 0) registry.teams.delete(teamId);
    },
  };
}

/** Number of open streams of a team (tests and the status line). */
export function subscriberCount(teamId: string): number {
  return registry.teams.get(teamId)?.size ?? 0;
}

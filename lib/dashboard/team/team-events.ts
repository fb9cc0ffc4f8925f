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
  /** A round's scoring step (kind "round"): pushed as it happens, so Finish opens the analysis as soon as it is ready. */
  scoring: z
    .object({
      status: z.enum(["scoring", "completed", "failed"]),
      seedsDone: z.number().int().min(0).max(1000),
      seedsCount: z.number().int().min(0).max(1000),
      error: z.string().max(600).nullable(),
    })
    .optional(),
});
export type TeamEventInput = z.input<typeof teamEventInputSchema>;

/** What subscribers receive: the input plus a per-process sequence number and the time. */
export type TeamEvent = z.output<typeof teamEventInputSchema> & { seq: number; at: string };

type Listener = (event: TeamEvent) => void;

/** Open streams per team are capped: each holds a connection and a timer. */
export const MAX_SUBSCRIBERS_PER_TEAM = 16;
/** Open streams per member (a signed-in session: a few tabs), below the team's cap so that one member cannot hold them all. */
export const MAX_SUBSCRIBERS_PER_MEMBER = 4;
/**
 * Open streams per client address, across sessions: signing in again gives a new session, not a
 * new person. Half the team's cap, so one person's many sign-ins leave the other half to the rest
 * of the team (teammates behind one shared address share this half).
 */
export const MAX_SUBSCRIBERS_PER_CLIENT = 8;

type Registry = { seq: number; teams: Map<string, Set<Listener>>; members: Map<string, number>; clients: Map<string, number> };
// Shared through globalThis: route handlers and server actions may load this module separately.
const g = globalThis as unknown as { __teamEvents?: Registry };
const registry: Registry = (g.__teamEvents ??= { seq: 0, teams: new Map(), members: new Map(), clients: new Map() });
// A registry made by an older copy of this module (kept across a hot reload) has no member counts.
registry.members ??= new Map();
registry.clients ??= new Map();

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

/**
 * Who holds a stream: the member's session and how many streams one session may hold; and the
 * client's address (when known) and how many streams one address may hold across sessions.
 */
export type StreamHolder = { member: string; max?: number; client?: string; clientMax?: number };

function release(counts: Map<string, number>, key: string | null) {
  if (!key) return;
  const left = (counts.get(key) ?? 1) - 1;
  if (left > 0) counts.set(key, left);
  else counts.delete(key);
}

/**
 * Registers a listener for the team's events, unless the team already has the most streams open,
 * or the member (when given) holds the most one member may, or the client's address the most one person may.
 */
export function subscribeTeamEvents(teamId: string, listener: Listener, max = MAX_SUBSCRIBERS_PER_TEAM, holder?: StreamHolder): Subscription {
  let set = registry.teams.get(teamId);
  if (set && set.size >= max) {
    return { ok: false, reason: `The team has ${set.size} live views open already, the most at once (${max}). Close one, or rely on the 30 s refresh.` };
  }
  const memberKey = holder ? `${teamId}\u0000${holder.member}` : null;
  const memberMax = holder?.max ?? MAX_SUBSCRIBERS_PER_MEMBER;
  const held = memberKey ? (registry.members.get(memberKey) ?? 0) : 0;
  if (memberKey && held >= memberMax) {
    return { ok: false, reason: `You have ${held} live views open already, the most one member may (${memberMax}). Close a tab, or rely on the 30 s refresh.` };
  }
  const clientKey = holder?.client ? `${teamId}\u0000${holder.client}` : null;
  const clientMax = holder?.clientMax ?? MAX_SUBSCRIBERS_PER_CLIENT;
  const fromClient = clientKey ? (registry.clients.get(clientKey) ?? 0) : 0;
  if (clientKey && fromClient >= clientMax) {
    return { ok: false, reason: `${fromClient} live views are open from your address already, the most one person may (${clientMax}), whatever the sign-in. Close a tab, or rely on the 30 s refresh.` };
  }
  if (!set) registry.teams.set(teamId, (set = new Set()));
  set.add(listener);
  if (memberKey) registry.members.set(memberKey, held + 1);
  if (clientKey) registry.clients.set(clientKey, fromClient + 1);
  let done = false;
  return {
    ok: true,
    unsubscribe: () => {
      if (done) return;
      done = true;
      const current = registry.teams.get(teamId);
      current?.delete(listener);
      if (current && current.size === 0) registry.teams.delete(teamId);
      release(registry.members, memberKey);
      release(registry.clients, clientKey);
    },
  };
}

/** Number of open streams of a team (tests and the status line). */
export function subscriberCount(teamId: string): number {
  return registry.teams.get(teamId)?.size ?? 0;
}

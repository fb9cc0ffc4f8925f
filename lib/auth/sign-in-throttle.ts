/*
 * Slows down guessing of the team access code. In memory (one server process serves the team):
 *
 * - per client: the first FREE wrong codes cost nothing; each further one locks that client out
 *   for twice as long as the last (1 s, 2 s, 4 s … up to MAX_LOCK), forgotten after FORGET of
 *   quiet. A right code clears the client's record.
 * - globally: more than GLOBAL_MAX wrong codes within GLOBAL_WINDOW from all clients together
 *   put the server under pressure until the window has room again. Under pressure, clients
 *   without standing wait; a client has standing when it typed the right code within STANDING
 *   (a member who signed in from that address before). Many addresses can guess at once; the cap
 *   bounds their guessing rate, and a flood of wrong codes from them cannot keep out the members
 *   who already signed in from their own addresses. Clients are told apart by an address they
 *   cannot choose (lib/auth/request-client.ts), so a made-up one gains nothing.
 *
 * While locked, even the right code is refused: otherwise the lock would tell a guesser nothing.
 */

export type ThrottleLimits = {
  free: number;
  baseLockMs: number;
  maxLockMs: number;
  forgetMs: number;
  globalMax: number;
  globalWindowMs: number;
  /** Clients remembered at once; the least recently failing one is forgotten first. */
  maxClients: number;
  /** How long a right code gives a client standing (exempt from the global cap). */
  standingMs: number;
  /** Clients with standing remembered at once; the least recently successful one is forgotten first. */
  maxStanding: number;
};

export const SIGN_IN_LIMITS: ThrottleLimits = {
  free: 5,
  baseLockMs: 1_000,
  maxLockMs: 5 * 60_000,
  forgetMs: 15 * 60_000,
  globalMax: 60,
  globalWindowMs: 60_000,
  maxClients: 10_000,
  standingMs: 30 * 24 * 3600_000,
  maxStanding: 10_000,
};

export type ThrottleVerdict = { ok: true } | { ok: false; retryAfterMs: number; scope: "client" | "global" };

type ClientRecord = { failures: number; lockedUntil: number; lastFailure: number };

export class SignInThrottle {
  private readonly clients = new Map<string, ClientRecord>();
  /** When each client last typed the right code, least recent first. */
  private readonly standing = new Map<string, number>();
  /** Times of the most recent wrong codes, oldest first (at most globalMax). */
  private readonly recent: number[] = [];

  constructor(
    private readonly limits: ThrottleLimits = SIGN_IN_LIMITS,
    private readonly now: () => number = Date.now,
  ) {}

  /** Whether `client` may try a code now. */
  check(client: string): ThrottleVerdict {
    const t = this.now();
    const record = this.live(client, t);
    if (record && record.lockedUntil > t) return { ok: false, retryAfterMs: record.lockedUntil - t, scope: "client" };
    const { globalMax, globalWindowMs } = this.limits;
    if (this.recent.length >= globalMax && !this.hasStanding(client, t)) {
      const freeAt = this.recent[this.recent.length - globalMax] + globalWindowMs;
      if (freeAt > t) return { ok: false, retryAfterMs: freeAt - t, scope: "global" };
    }
    return { ok: true };
  }

  /** Records a wrong code from `client`. */
  failure(client: string): void {
    const t = this.now();
    const record = this.live(client, t) ?? { failures: 0, lockedUntil: 0, lastFailure: t };
    record.failures += 1;
    record.lastFailure = t;
    const over = record.failures - this.limits.free;
    if (over > 0) record.lockedUntil = t + Math.min(this.limits.maxLockMs, this.limits.baseLockMs * 2 ** Math.min(30, over - 1));
    // Re-inserted so that the map's order is least recently failing first.
    this.clients.delete(client);
    this.clients.set(client, record);
    while (this.clients.size > this.limits.maxClients) this.clients.delete(this.clients.keys().next().value as string);
    this.recent.push(t);
    if (this.recent.length > this.limits.globalMax) this.recent.splice(0, this.recent.length - this.limits.globalMax);
  }

  /** A right code: the client starts afresh and has standing. */
  success(client: string): void {
    this.clients.delete(client);
    this.standing.delete(client);
    this.standing.set(client, this.now());
    while (this.standing.size > this.limits.maxStanding) this.standing.delete(this.standing.keys().next().value as string);
  }

  private hasStanding(client: string, t: number): boolean {
    const at = this.standing.get(client);
    if (at === undefined) return false;
    if (t - at <= this.limits.standingMs) return true;
    this.standing.delete(client);
    return false;
  }

  private live(client: string, t: number): ClientRecord | undefined {
    const record = this.clients.get(client);
    if (record && t - record.lastFailure > this.limits.forgetMs && record.lockedUntil <= t) {
      this.clients.delete(client);
      return undefined;
    }
    return record;
  }
}

/** The waiting time in words: "12 s", "3 min". */
export function describeWait(ms: number): string {
  const s = Math.ceil(ms / 1000);
  return s < 120 ? `${s} s` : `${Math.ceil(s / 60)} min`;
}

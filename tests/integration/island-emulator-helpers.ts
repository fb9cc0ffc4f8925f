import { expect } from "vitest";
import { IslandApiError, IslandClient, type IslandClientOptions, type IslandErrorKind } from "@/lib/island/client";
import type { RoundDetail } from "@/lib/island/schemas";

/** Shared helpers of the island emulator's integration tests (not a test file itself). */

export const emulatorUrl = (baseUrl: string) => `${baseUrl}/emulator/astar-island`;

export function clientFor(baseUrl: string, token?: string | null, opts: Partial<IslandClientOptions> = {}): IslandClient {
  return new IslandClient({ baseUrl: emulatorUrl(baseUrl), token, ...opts });
}

export type AdminTeam = { team_id: string; name: string; team_slug: string; access_token: string };

/** The emulator's admin API (X-Admin-Key), as practice tools script it. */
export function adminApi(baseUrl: string, adminKey: string) {
  async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const res = await fetch(`${emulatorUrl(baseUrl)}/admin${path}`, {
      method,
      headers: { "x-admin-key": adminKey, "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await res.json()) as T;
    if (!res.ok) throw new Error(`admin ${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
    return json;
  }
  return {
    createTeam: (name: string) => call<AdminTeam>("POST", "/teams", { name }),
    createUser: (name: string) => call<{ user_id: string; access_token: string }>("POST", "/users", { name }),
    createRound: (body: Record<string, unknown> = {}) => call<RoundDetail>("POST", "/rounds", body),
    startRound: (id: string) => call<{ id: string; status: string; started_at: string; closes_at: string }>("POST", `/rounds/${id}/start`),
    closeRound: (id: string) => call<{ id: string; status: string }>("POST", `/rounds/${id}/close`),
    listRounds: () => call<{ id: string; status: string; round_number: number }[]>("GET", "/rounds"),
    /** A new round, already active. */
    async activeRound(body: Record<string, unknown> = {}): Promise<RoundDetail> {
      const round = await call<RoundDetail>("POST", "/rounds", body);
      await call("POST", `/rounds/${round.id}/start`);
      return round;
    },
  };
}

/** Awaits a rejection from the client and checks its status, kind and detail. */
export async function expectApiError(
  promise: Promise<unknown>,
  status: number,
  kind?: IslandErrorKind,
  detail?: string | RegExp,
): Promise<IslandApiError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err, `expected HTTP ${status}`).toBeInstanceOf(IslandApiError);
  const apiErr = err as IslandApiError;
  expect(apiErr.status).toBe(status);
  if (kind) expect(apiErr.kind).toBe(kind);
  // Every error answers with a JSON body {"detail": "<message>"}.
  expect(apiErr.body).toEqual({ detail: expect.any(String) });
  expect(apiErr.detail.length).toBeGreaterThan(0);
  if (typeof detail === "string") expect(apiErr.detail).toBe(detail);
  else if (detail) expect(apiErr.detail).toMatch(detail);
  return apiErr;
}

export function uniformTensor(H: number, W: number): number[][][] {
  return Array.from({ length: H }, () => Array.from({ length: W }, () => Array<number>(6).fill(1 / 6)));
}

/** A floored one-hot tensor of a grid's classes: a plausible, non-uniform prediction. */
export function initialGuess(grid: number[][]): number[][][] {
  const cls = (code: number) => (code >= 1 && code <= 5 ? code : 0);
  return grid.map((row) =>
    row.map((code) => {
      const cell = Array<number>(6).fill(0.02);
      cell[cls(code)] = 0.9;
      return cell;
    }),
  );
}

export async function waitFor<T>(what: string, probe: () => Promise<T | null | undefined | false>, timeoutMs = 90_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = await probe();
    if (v) return v;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { callAction, roundAction } from "./action-helpers";
import { adminApi } from "./island-emulator-helpers";
import { startServer, type RunningServer } from "./server";
import { cookieHeader, cookiesSet, credentialsCallback, credentialsCallbackFrom, formsOf, refusalOf, sessionCookie, submitForm } from "./sign-in-helpers";

/*
 * What one team (or one member) can do to another over HTTP, through the dashboard's entry points
 * a hostile client can call directly: finishing a practice round, pins, adjustments, member names,
 * the team's event streams, the access code, the security headers and Auth.js's redirects.
 *
 * Its own server: bound to 127.0.0.2 (a loopback address other than the one Next calls
 * `localhost`), with an access code (so that guessing it can be tried) and room for two open
 * practice rounds (so that start+finish cycles meet the cap at once).
 */

const port = inject("port") + 9;
const adminKey = "team-robustness-admin-key";
const accessCode = "skald-fjord-7731";
let server: RunningServer;
let base = "";
let admin: ReturnType<typeof adminApi>;

/** A new team's token and a signed-in member (a session cookie) of it. */
async function member(token: string): Promise<string> {
  const { res } = await submitForm(base, "/login", 'value="token"', [["token", token]]);
  expect(res.status).toBe(303);
  return cookieHeader(cookiesSet(res));
}

async function newTeam(name: string): Promise<{ token: string; cookie: string }> {
  const { access_token } = await admin.createTeam(`${name} ${Date.now()}`);
  return { token: access_token, cookie: await member(access_token) };
}

/** Starts a practice round from the dashboard's form; its id, or the page that says why not. */
async function startRound(cookie: string): Promise<{ id?: string; html: string }> {
  const { res, html } = await submitForm(base, "/", 'aria-label="Start a practice round"', [["preset", ""]], cookie);
  if (res.status === 303) return { id: new URL(res.headers.get("location")!, base).pathname.split("/").pop(), html };
  return { html };
}

type Refused = { ok: false; problem: { title: string; message: string } };

beforeAll(async () => {
  server = await startServer({
    port,
    host: "127.0.0.2",
    env: { EMULATOR_ADMIN_KEY: adminKey, TEAM_ACCESS_CODE: accessCode, PRACTICE_MAX_OPEN_ROUNDS: "2" },
  });
  base = server.baseUrl;
  admin = adminApi(base, adminKey);
}, 180_000);

afterAll(async () => {
  await server?.stop();
});

describe("finishing a practice round", () => {
  it("is refused to a team that did not start it, allowed to the one that did; then a start waits for the scoring", async () => {
    const a = await newTeam("Starters");
    const b = await newTeam("Spoilers");
    const { id } = await startRound(a.cookie);
    expect(id).toBeTruthy();

    const spoiled = await callAction<{ ok: boolean } | Refused>(base, `/rounds/${id}`, roundAction("finishPracticeRoundAction"), { roundId: id, who: "Mallory" }, b.cookie);
    expect(spoiled.value).toMatchObject({ ok: false, problem: { message: expect.stringContaining("started by another team") } });
    const round = (await (await fetch(`${base}/emulator/astar-island/rounds/${id}`)).json()) as { status: string };
    expect(round.status).toBe("active");

    const finished = await callAction<{ ok: boolean }>(base, `/rounds/${id}`, roundAction("finishPracticeRoundAction"), { roundId: id }, a.cookie);
    expect(finished.value).toEqual({ ok: true });

    // Start+finish in a loop: the round being scored counts against the cap (2), so the next start waits.
    const again = await startRound(a.cookie);
    expect(again.id).toBeUndefined();
    expect(again.html).toContain("being scored");
  }, 120_000);

  it("of the installation's own round is the practice team's only", async () => {
    const b = await newTeam("Outsiders");
    const rounds = (await (await fetch(`${base}/emulator/astar-island/rounds`)).json()) as { id: string; status: string }[];
    const own = rounds.find((r) => r.status === "active")!;
    const r = await callAction<Refused>(base, `/rounds/${own.id}`, roundAction("finishPracticeRoundAction"), { roundId: own.id }, b.cookie);
    expect(r.value).toMatchObject({ ok: false, problem: { message: expect.stringContaining("belongs to the installation") } });
  });
});

describe("pins and adjustments", () => {
  let team: { token: string; cookie: string };
  let roundId = "";
  beforeAll(async () => {
    team = await newTeam("Pinners");
    roundId = (await admin.activeRound({ map_seed: 4242 })).id;
  });

  const adjustment = (seeds: number[], cells: number[]) => ({
    label: "",
    seeds,
    region: { kind: "cells", cells },
    mode: "weights",
    weights: [1, 1, 1, 1, 1, 1],
    target: [0, 0, 0, 0, 0, 0],
    strength: 0,
  });

  it("refuses a pin on a round the service does not have, keeps one on a real round", async () => {
    const pin = { rate: "settlement_survival", value: 0.4, likeRound: null };
    const madeUp = await callAction<Refused>(base, `/rounds/${roundId}`, roundAction("setPinsAction"), { roundId: "made-up-round-0001", pins: [pin] }, team.cookie);
    expect(madeUp.value).toMatchObject({ ok: false, problem: { title: "Round not found" } });
    const real = await callAction<{ ok: boolean }>(base, `/rounds/${roundId}`, roundAction("setPinsAction"), { roundId, pins: [pin] }, team.cookie);
    expect(real.value).toMatchObject({ ok: true });
    const pins = await callAction<unknown[]>(base, `/rounds/${roundId}`, roundAction("listPinsAction"), { roundId: "made-up-round-0001" }, team.cookie);
    expect(pins.value).toEqual([]);
  });

  it("refuses an adjustment on a made-up round and a brush of more cells than the largest map", async () => {
    const madeUp = await callAction<Refused>(base, `/rounds/${roundId}`, roundAction("createAdjustmentAction"), { roundId: "made-up-round-0002", body: adjustment([0], [1, 2, 3]) }, team.cookie);
    expect(madeUp.value).toMatchObject({ ok: false, problem: { title: "Round not found" } });
    const huge = Array.from({ length: 10_001 }, (_, i) => i % 1600);
    const big = await callAction<Refused>(base, `/rounds/${roundId}`, roundAction("createAdjustmentAction"), { roundId, body: adjustment([0], huge) }, team.cookie);
    expect(big.value).toMatchObject({ ok: false, problem: { message: expect.stringContaining("at most 10000 cells") } });
  });

  it("refuses the 51st adjustment of a seed with a clear message", async () => {
    for (let i = 0; i < 50; i++) {
      const r = await callAction<{ ok: boolean }>(base, `/rounds/${roundId}`, roundAction("createAdjustmentAction"), { roundId, body: adjustment([1], [i]) }, team.cookie);
      expect(r.value, `adjustment ${i + 1}`).toMatchObject({ ok: true });
    }
    const over = await callAction<Refused>(base, `/rounds/${roundId}`, roundAction("createAdjustmentAction"), { roundId, body: adjustment([1, 2], [60]) }, team.cookie);
    expect(over.value).toMatchObject({ ok: false, problem: { title: "Too many adjustments", message: expect.stringContaining("Seed 1 has 50 adjustments") } });
    // Another seed still takes some.
    const other = await callAction<{ ok: boolean }>(base, `/rounds/${roundId}`, roundAction("createAdjustmentAction"), { roundId, body: adjustment([2], [60]) }, team.cookie);
    expect(other.value).toMatchObject({ ok: true });
  }, 120_000);

  it("cleans member names of bidi controls, zero-width characters and line breaks; refuses one with nothing visible", async () => {
    const pin = { rate: "settlement_survival", value: 0.5, likeRound: null };
    const who = "Ada\u202e\u200bevil\nBo\u0007";
    const r = await callAction<{ ok: true; pins: { setBy: string }[] }>(base, `/rounds/${roundId}`, roundAction("setPinsAction"), { roundId, pins: [pin], who }, team.cookie);
    expect(r.value?.pins[0].setBy).toBe("Adaevil Bo");
    const hidden = await callAction<Refused>(base, `/rounds/${roundId}`, roundAction("setPinsAction"), { roundId, pins: [pin], who: "\u202e\u2066\n" }, team.cookie);
    expect(hidden.value).toMatchObject({ ok: false, problem: { message: expect.stringContaining("visible character") } });
  });
});

describe("the team's event streams", () => {
  it("one member holds at most 4 of the team's 16; a teammate still gets one", async () => {
    const team = await newTeam("Streamers");
    const teammate = await member(team.token);
    const aborts: AbortController[] = [];
    // Each answer is held until the end: an unread body the garbage collector takes is cancelled, its connection
    // closed, and the server counts one stream fewer.
    const held: Response[] = [];
    const open = async (cookie: string) => {
      const ac = new AbortController();
      aborts.push(ac);
      const res = await fetch(`${base}/api/team-events`, { headers: { cookie }, signal: ac.signal });
      held.push(res);
      return res.status;
    };
    try {
      const mine: number[] = [];
      for (let i = 0; i < 5; i++) mine.push(await open(team.cookie));
      expect(mine).toEqual([200, 200, 200, 200, 429]);
      expect(await open(teammate)).toBe(200);
    } finally {
      for (const res of held) await res.body?.cancel().catch(() => undefined);
      for (const ac of aborts) ac.abort();
    }
  });
});

describe("the access code", () => {
  it("locks a client out after repeated wrong codes, even for the right one, while another client gets in", async () => {
    // The client is told apart by its socket's address (127.0.0.7), not by a header it writes.
    const from = (fields: Record<string, string>, forwarded: string) => credentialsCallbackFrom(base, "127.0.0.7", fields, { "x-forwarded-for": forwarded });
    // Wrong codes until the lock is long enough (8 s or more) that the next request surely meets it.
    // A shorter lock is waited out, so the next wrong code counts and the lock doubles: the number of
    // tries does not depend on how fast this machine answers.
    const answers: string[] = [];
    for (let i = 0; i < 30; i++) {
      const answer = refusalOf(await from({ mode: "practice", accessCode: `wrong-guess-${i}` }, "198.51.100.7"), base);
      answers.push(answer);
      const wait = Number(/wait (\d+) s/.exec(answer)?.[1] ?? 0);
      if (wait >= 8) break;
      if (wait > 0) await new Promise((r) => setTimeout(r, wait * 1000));
    }
    expect(answers.slice(0, 5).every((c) => c.startsWith("That access code is not right"))).toBe(true);
    expect(answers.at(-1)).toMatch(/^Too many wrong access codes: wait \d+ s and try again\.$/);
    // A made-up X-Forwarded-For does not make it someone else.
    const right = await from({ mode: "practice", accessCode }, "203.0.113.99");
    expect(refusalOf(right, base)).toMatch(/^Too many wrong access codes/);
    const elsewhere = await credentialsCallbackFrom(base, "127.0.0.8", { mode: "practice", accessCode });
    expect(sessionCookie(cookiesSet(elsewhere))).toBeTruthy();
  });

  it("refuses a weak code at start-up with one line", async () => {
    const failed = await startServer({ port: port + 1, env: { TEAM_ACCESS_CODE: "password" } }).then(
      async (s) => {
        await s.stop();
        return "";
      },
      (err: unknown) => String(err),
    );
    expect(failed).toContain("Configuration error: TEAM_ACCESS_CODE must be at least 12 characters");
  }, 120_000);
});

describe("the Agent log", () => {
  it("shows each team only its own requests; the grader's go to the team that owns the key", async () => {
    const a = await newTeam("Agent A");
    const b = await newTeam("Agent B");
    const mark = `Skjulte${Date.now()}`;
    const practiceRun = `Opprett kunden ${mark} AS med organisasjonsnummer 912345678`;
    const ran = await submitForm(base, "/agent", 'name="prompt"', [["prompt", practiceRun]], a.cookie);
    expect(ran.res.status).toBe(200);
    // A call to /api/solve (this server's key, if any, belongs to the practice team by default).
    const graded = `Opprett kunden Grader${mark} AS med organisasjonsnummer 912345679`;
    const solved = await fetch(`${base}/api/solve`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ prompt: graded, files: [], accounting_credentials: { base_url: `${base}/emulator/tripletex/v2`, session_token: "not-a-session" } }),
    });
    expect(solved.status).toBe(200);
    const agentPage = async (cookie: string) => (await fetch(`${base}/agent`, { headers: { cookie } })).text();
    const seenByA = await agentPage(a.cookie);
    expect(seenByA).toContain(`${mark} AS`);
    expect(seenByA).not.toContain(`Grader${mark}`);
    const seenByB = await agentPage(b.cookie);
    expect(seenByB).not.toContain(mark);
    const practice = await credentialsCallback(base, { mode: "practice", accessCode });
    const seenByPractice = await agentPage(cookieHeader(cookiesSet(practice)));
    expect(seenByPractice).toContain(`Grader${mark}`);
    expect(seenByPractice).not.toContain(`${mark} AS med organisasjonsnummer 912345678`);
  }, 120_000);
});

describe("the Agent page's practice runs", () => {
  it("are limited per member: the seventh run in ten minutes is refused, a teammate still runs one", async () => {
    const team = await newTeam("Runners");
    const teammate = await member(team.token);
    const run = async (cookie: string, i: number) => (await submitForm(base, "/agent", 'name="prompt"', [["prompt", `Hei ${i}, hvordan har du det?`]], cookie)).html;
    for (let i = 0; i < 6; i++) expect(await run(team.cookie, i)).not.toContain("often in the last minutes");
    expect(await run(team.cookie, 6)).toMatch(/You have run the agent often in the last minutes: wait \d+ (s|min) and try again\./);
    expect(await run(teammate, 7)).not.toContain("often in the last minutes");
  }, 180_000);
});

describe("headers and redirects", () => {
  it("sends a Content-Security-Policy that forbids framing, on pages and APIs", async () => {
    for (const path of ["/login", "/api/health"]) {
      const res = await fetch(`${base}${path}`);
      const csp = res.headers.get("content-security-policy") ?? "";
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(csp, path).toContain("object-src 'none'");
      expect(res.headers.get("x-frame-options"), path).toBe("DENY");
      expect(res.headers.get("x-content-type-options"), path).toBe("nosniff");
    }
  });

  it("keeps Auth.js's redirects on the loopback address the browser used, not localhost", async () => {
    const signin = await fetch(`${base}/api/auth/signin`, { redirect: "manual" });
    expect(decodeURIComponent(signin.headers.get("location") ?? "")).not.toContain("localhost");
    const res = await credentialsCallback(base, { mode: "practice", accessCode });
    expect(res.status).toBe(302);
    expect(new URL(res.headers.get("location")!).origin).toBe(base);
  });

  it("still renders the sign-in page's forms under the policy", async () => {
    const html = await (await fetch(`${base}/login`)).text();
    expect(formsOf(html).length).toBeGreaterThan(0);
  });
});

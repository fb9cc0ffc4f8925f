import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { startServer, type RunningServer } from "./server";
import {
  authJsPost,
  cookieHeader,
  cookiesSet,
  credentialsCallback,
  credentialsCallbackFrom,
  formsOf,
  sessionCookie,
  signInAsPractice,
  submitForm,
  refusalOf,
  type FormFields,
} from "./sign-in-helpers";

/** Where a redirect sends the browser, resolved as the browser resolves it. */
function target(res: Response, baseUrl: string): URL {
  const location = res.headers.get("location");
  expect(location, `status ${res.status} without a Location`).toBeTruthy();
  return new URL(location!, baseUrl);
}

/** Whether a URL is this test server (Auth.js's route handlers name it localhost, pages 127.0.0.1). */
function isThisServer(url: URL, baseUrl: string): boolean {
  const base = new URL(baseUrl);
  return url.protocol === base.protocol && url.port === base.port && ["127.0.0.1", "localhost"].includes(url.hostname);
}

/** The text of the page's alert (the refusal a form shows), or "" when there is none. */
function alertOf(html: string): string {
  return html.match(/<p role="alert"[^>]*>([\s\S]*?)<\/p>/)?.[1].replace(/<[^>]+>/g, "") ?? "";
}

const HOSTILE_CALLBACKS = [
  "/\\evil.example",
  "/\\/evil.example",
  "/\t/evil.example",
  "//evil.example",
  "https://evil.example/",
  "javascript:alert(1)",
  "/.//evil.example",
];

describe("sign-in on the default (loopback) server", () => {
  const baseUrl = inject("baseUrl");

  it("lets the practice button alone sign in", async () => {
    const { res } = await signInAsPractice(baseUrl);
    expect(res.status).toBe(303);
    expect(sessionCookie(cookiesSet(res))).toBeTruthy();
    expect(target(res, baseUrl).href).toBe(`${baseUrl}/`);
  });

  it("does not offer an access code field", async () => {
    const html = await (await fetch(`${baseUrl}/login`)).text();
    expect(html).toContain("Continue as the practice team");
    expect(html).not.toContain('name="accessCode"');
  });

  it.each(HOSTILE_CALLBACKS)("keeps a freshly signed-in person on this site for callbackUrl %j", async (raw) => {
    // The page's own form and a hand-made post both carry the hostile target.
    const loginPath = `/login?callbackUrl=${encodeURIComponent(raw)}`;
    const { res } = await signInAsPractice(baseUrl, [["callbackUrl", raw]], loginPath);
    expect(res.status).toBe(303);
    expect(sessionCookie(cookiesSet(res))).toBeTruthy();
    const to = target(res, baseUrl);
    expect(to.origin).toBe(baseUrl);
    expect(to.pathname).toBe("/");
  });

  it("still returns to the page that sent a person to sign in", async () => {
    const back = "/leaderboard?view=all";
    const { res } = await signInAsPractice(baseUrl, [], `/login?callbackUrl=${encodeURIComponent(back)}`);
    expect(res.status).toBe(303);
    expect(target(res, baseUrl).href).toBe(`${baseUrl}${back}`);
  });

  it("does not write a foreign callbackUrl into the sign-in forms", async () => {
    const forms = formsOf(await (await fetch(`${baseUrl}/login?callbackUrl=/%5Cevil.example`)).text());
    expect(forms.length).toBeGreaterThan(0);
    for (const form of forms) expect(form).not.toContain("evil.example");
    const kept = formsOf(await (await fetch(`${baseUrl}/login?callbackUrl=%2Fleaderboard`)).text());
    expect(kept[0]).toContain('name="callbackUrl" value="/leaderboard"');
  });

  it.each(HOSTILE_CALLBACKS)("Auth.js's own endpoints redirect within this site for %j", async (raw) => {
    const signIn = await credentialsCallback(baseUrl, { mode: "practice", callbackUrl: raw });
    expect(signIn.status).toBe(302);
    expect(isThisServer(target(signIn, baseUrl), baseUrl)).toBe(true);
    expect(target(signIn, baseUrl).pathname).toBe("/");
    const signOut = await authJsPost(baseUrl, "signout", { callbackUrl: raw }, cookieHeader(cookiesSet(signIn)));
    expect(signOut.status).toBe(302);
    expect(isThisServer(target(signOut, baseUrl), baseUrl)).toBe(true);
    expect(target(signOut, baseUrl).pathname).toBe("/");
  });
});

describe("sign-in on a server other machines can reach", () => {
  const port = inject("port") + 7;
  const accessCode = "fjord-raven-4711";
  const adminKey = "exposed-admin-key-0123";
  let server: RunningServer;

  beforeAll(async () => {
    // Listens on loopback for the test; HOSTNAME is what `npm start` passes on to say where it listens.
    server = await startServer({
      port,
      env: { HOSTNAME: "0.0.0.0", TEAM_ACCESS_CODE: accessCode, EMULATOR_ADMIN_KEY: adminKey, PRACTICE_MAX_OPEN_ROUNDS: "2", SOLVE_API_KEY: "exposed-solve-key-0123" },
    });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("asks for the access code on the sign-in page", async () => {
    const html = await (await fetch(`${server.baseUrl}/login`)).text();
    const practice = formsOf(html).find((f) => f.includes('value="practice"'));
    expect(practice).toContain('name="accessCode"');
  });

  it.each<[string, FormFields, string]>([
    ["no code", [], "Type the team access code"],
    ["an empty code", [["accessCode", ""]], "Type the team access code"],
    ["a blank code", [["accessCode", "   "]], "Type the team access code"],
    ["a wrong code", [["accessCode", "fjord-raven-4712"]], "That access code is not right"],
    ["the code with a byte outside ASCII", [["accessCode", "fjord-raven-471\u00e9"]], "That access code is not right"],
    ["an overlong code", [["accessCode", "x".repeat(5000)]], "That access code is not right"],
  ])("refuses the practice button with %s", async (_what, extra, message) => {
    const { res, html } = await signInAsPractice(server.baseUrl, extra);
    expect(res.status).toBe(200);
    expect(sessionCookie(cookiesSet(res))).toBeUndefined();
    expect(alertOf(html)).toContain(message);
  });

  it("refuses a practice sign-in posted straight to Auth.js without the code", async () => {
    for (const fields of [{ mode: "practice" }, { mode: "practice", accessCode: "wrong-code-123" }] as Record<string, string>[]) {
      const res = await credentialsCallback(server.baseUrl, fields);
      expect(sessionCookie(cookiesSet(res))).toBeUndefined();
      expect(target(res, server.baseUrl).pathname).toBe("/login");
    }
    // The same endpoint takes the right code.
    const ok = await credentialsCallback(server.baseUrl, { mode: "practice", accessCode });
    expect(sessionCookie(cookiesSet(ok))).toBeTruthy();
  });

  it("signs in with the right code", async () => {
    const { res } = await signInAsPractice(server.baseUrl, [["accessCode", ` ${accessCode} `]]);
    expect(res.status).toBe(303);
    const session = sessionCookie(cookiesSet(res));
    expect(session).toBeTruthy();
    const me = await fetch(`${server.baseUrl}/api/auth/session`, { headers: { cookie: cookieHeader(cookiesSet(res)) } });
    expect(await me.json()).toMatchObject({ team: { mode: "practice", label: "Practice team" } });
  });

  it("still signs a team in with its island token alone", async () => {
    const created = await fetch(`${server.baseUrl}/emulator/astar-island/admin/teams`, {
      method: "POST",
      headers: { "x-admin-key": adminKey, "content-type": "application/json" },
      body: JSON.stringify({ name: `Token team ${Date.now()}` }),
    });
    expect(created.status).toBe(201);
    const { access_token } = (await created.json()) as { access_token: string };
    const { res } = await submitForm(server.baseUrl, "/login", 'value="token"', [["token", access_token]]);
    expect(res.status).toBe(303);
    expect(sessionCookie(cookiesSet(res))).toBeTruthy();
  });

  it("starts practice rounds up to the cap, then says why it will not start another", async () => {
    const { res: signedIn } = await signInAsPractice(server.baseUrl, [["accessCode", accessCode]]);
    const cookie = cookieHeader(cookiesSet(signedIn));
    const starter = 'aria-label="Start a practice round"';
    // A fresh server has one practice round open; the cap is 2.
    const first = await submitForm(server.baseUrl, "/", starter, [["preset", ""]], cookie);
    expect(first.res.status).toBe(303);
    expect(target(first.res, server.baseUrl).pathname).toMatch(/^\/rounds\/[0-9a-f-]+$/);
    const refused = await submitForm(server.baseUrl, "/", starter, [["preset", ""]], cookie);
    expect(refused.res.status).toBe(200);
    expect(alertOf(refused.html)).toContain("2 rounds are open already, the most at once (2)");
    const rounds = (await (await fetch(`${server.baseUrl}/emulator/astar-island/rounds`)).json()) as { status: string }[];
    expect(rounds.filter((r) => r.status === "active" || r.status === "pending")).toHaveLength(2);
  });

  it("keeps no generated code when one is configured", () => {
    expect(fs.existsSync(path.join(server.dataDir, "team-access-code"))).toBe(false);
  });
});

/**
 * An outsider sending wrong codes at 10 a second, each with a new made-up X-Forwarded-For, while a
 * member signs in once a second: every one of the member's tries gets in. The two minutes,
 * compressed to 15 s (the throttle's logic is run over the full two minutes in its unit test).
 */
async function floodWhileSigningIn(baseUrl: string, accessCode: string, attacker: string, member: string) {
  let stop = false;
  let sent = 0;
  const flood = (async () => {
    const inFlight: Promise<unknown>[] = [];
    while (!stop) {
      const n = sent++;
      const forged = `203.0.${(n >> 8) & 255}.${n & 255}`;
      inFlight.push(credentialsCallbackFrom(baseUrl, attacker, { mode: "practice", accessCode: `wrong-guess-${n}` }, { "x-forwarded-for": forged }).catch(() => null));
      await new Promise((r) => setTimeout(r, 100));
    }
    await Promise.all(inFlight);
  })();
  const refusals: string[] = [];
  for (let i = 0; i < 15; i++) {
    const res = await credentialsCallbackFrom(baseUrl, member, { mode: "practice", accessCode });
    if (!sessionCookie(cookiesSet(res))) refusals.push(refusalOf(res, baseUrl) || `status ${res.status}`);
    await new Promise((r) => setTimeout(r, 1000));
  }
  stop = true;
  await flood;
  return { refusals, sent };
}

describe("an outsider flooding wrong codes", () => {
  const accessCode = "fjord-raven-4711";
  const env = { HOSTNAME: "0.0.0.0", TEAM_ACCESS_CODE: accessCode, EMULATOR_ADMIN_KEY: "exposed-admin-key-0123", SOLVE_API_KEY: "exposed-solve-key-0123" };

  describe("without a trusted proxy", () => {
    let server: RunningServer;
    beforeAll(async () => {
      server = await startServer({ port: inject("port") + 33, env });
    }, 120_000);
    afterAll(async () => {
      await server?.stop();
    });

    it("ignores a made-up X-Forwarded-For: the member signs in on every try", async () => {
      const { refusals, sent } = await floodWhileSigningIn(server.baseUrl, accessCode, "127.0.0.21", "127.0.0.22");
      expect(sent).toBeGreaterThan(100);
      expect(refusals).toEqual([]);
      // The attacker's own address is what got locked, whatever header it sent.
      const attacker = await credentialsCallbackFrom(server.baseUrl, "127.0.0.21", { mode: "practice", accessCode }, { "x-forwarded-for": "198.51.100.200" });
      expect(refusalOf(attacker, server.baseUrl)).toMatch(/^Too many wrong access codes: wait/);
    }, 300_000);

    it("does not let a client write a member's address into the header to lock them out", async () => {
      for (let i = 0; i < 8; i++) {
        await credentialsCallbackFrom(server.baseUrl, "127.0.0.23", { mode: "practice", accessCode: `wrong-${i}` }, { "x-forwarded-for": "127.0.0.24" });
      }
      const victim = await credentialsCallbackFrom(server.baseUrl, "127.0.0.24", { mode: "practice", accessCode });
      expect(sessionCookie(cookiesSet(victim))).toBeTruthy();
    }, 120_000);
  });

  describe("behind a trusted proxy that forwards many clients", () => {
    let server: RunningServer;
    beforeAll(async () => {
      // 127.0.0.31 plays the proxy: the addresses it forwards are believed, so the flood comes from many clients.
      server = await startServer({ port: inject("port") + 34, env: { ...env, TRUSTED_PROXIES: "127.0.0.31" } });
    }, 120_000);
    afterAll(async () => {
      await server?.stop();
    });

    it("keeps signing in a member who signed in before; a newcomer is told to wait", async () => {
      const before = await credentialsCallbackFrom(server.baseUrl, "127.0.0.32", { mode: "practice", accessCode });
      expect(sessionCookie(cookiesSet(before))).toBeTruthy();
      const { refusals, sent } = await floodWhileSigningIn(server.baseUrl, accessCode, "127.0.0.31", "127.0.0.32");
      expect(sent).toBeGreaterThan(100);
      expect(refusals).toEqual([]);
      // The global cap held the flood's guesses: a client with no sign-in behind it waits it out.
      const newcomer = await credentialsCallbackFrom(server.baseUrl, "127.0.0.33", { mode: "practice", accessCode });
      expect(refusalOf(newcomer, server.baseUrl)).toMatch(/^Too many wrong access codes have been typed on this server: wait/);
    }, 300_000);
  });
});

describe("changing the access code", () => {
  it("ends the sessions signed in with the old one", async () => {
    const port = inject("port") + 35;
    const base = { HOSTNAME: "0.0.0.0", EMULATOR_ADMIN_KEY: "exposed-admin-key-0123", SOLVE_API_KEY: "exposed-solve-key-0123" };
    const first = await startServer({ port, env: { ...base, TEAM_ACCESS_CODE: "fjord-raven-4711" } });
    let cookie = "";
    try {
      const { res } = await signInAsPractice(first.baseUrl, [["accessCode", "fjord-raven-4711"]]);
      cookie = cookieHeader(cookiesSet(res));
      const me = await fetch(`${first.baseUrl}/api/auth/session`, { headers: { cookie } });
      expect(await me.json()).toMatchObject({ team: { mode: "practice" } });
    } finally {
      await first.stop();
    }
    // The same data directory (and so the same session secret), a new code.
    const second = await startServer({ port, dataDir: first.dataDir, env: { ...base, TEAM_ACCESS_CODE: "longship-amber-9020" } });
    try {
      const me = await fetch(`${second.baseUrl}/api/auth/session`, { headers: { cookie } });
      expect(await me.json()).toBeNull();
      const page = await fetch(`${second.baseUrl}/agent`, { headers: { cookie }, redirect: "manual" });
      expect(page.status).toBeGreaterThanOrEqual(300);
      expect(page.status).toBeLessThan(400);
      expect(new URL(page.headers.get("location")!, second.baseUrl).pathname).toBe("/login");
      // The new code signs in.
      const { res } = await signInAsPractice(second.baseUrl, [["accessCode", "longship-amber-9020"]]);
      expect(sessionCookie(cookiesSet(res))).toBeTruthy();
    } finally {
      await second.stop();
    }
  }, 240_000);
});

import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { actionId, callAction, roundAction } from "./action-helpers";
import { cookieHeader, cookiesSet, signInAsPractice } from "./sign-in-helpers";

/*
 * Every server action of the build, called as a hostile client would: with bodies the browser never
 * sends. Each must be answered with a refusal in words (a 4xx with a plain message, or the
 * action's own refusal), never a 500. The actions are read from the build's manifest, so an action
 * added later is covered without editing this file.
 */

const baseUrl = inject("baseUrl");
const dataDir = inject("dataDir");

type Manifest = { node: Record<string, { filename: string; exportedName: string }> };
const manifest = JSON.parse(fs.readFileSync(path.resolve(__dirname, "..", "..", ".next", "server", "server-reference-manifest.json"), "utf8")) as Manifest;

/** A page that uses each file's actions (where the browser calls them from). */
const PAGE_OF: Record<string, string> = {
  "app/(dashboard)/actions.ts": "/",
  "app/(dashboard)/import-actions.ts": "/",
  "app/(dashboard)/agent/actions.ts": "/agent",
  "app/(dashboard)/rounds/[roundId]/actions.ts": "/rounds/made-up-round",
  "app/(dashboard)/rounds/[roundId]/analysis/actions.ts": "/rounds/made-up-round/analysis",
  "app/login/actions.ts": "/login",
  "components/layout/sign-out-action.ts": "/",
};

// Signing out last: the other calls keep the session.
const actions = Object.values(manifest.node)
  .map((a) => ({ file: a.filename, name: a.exportedName }))
  .sort((a, b) => Number(a.name === "signOutAction") - Number(b.name === "signOutAction"));

const NINE_MB = 9 * 1024 * 1024;

/** The malformed bodies of the attack run, as raw request bodies. */
const BODIES: Array<[string, () => string]> = [
  ["not JSON", () => '{"roundId": "r1", '],
  ["wrong types", () => JSON.stringify([{ roundId: 5, seedIndex: "x", viewport: "big", who: ["a"], pins: "all" }])],
  ["a 9 MB string", () => `["${"a".repeat(NINE_MB)}"]`],
  ["100,000-deep nesting", () => "[".repeat(100_000) + "]".repeat(100_000)],
  ["no argument", () => "[]"],
  ["a bad round id", () => JSON.stringify([{ roundId: `../../etc/passwd${"x".repeat(200)}`, seedIndex: 9, id: "", body: {} }])],
  ["null arguments", () => "[null,null]"],
  ["a number where an object is expected", () => "[42,42]"],
  ["an oversized argument list", () => `[${new Array(200_000).fill("0").join(",")}]`],
];

async function post(pagePath: string, action: { file: string; name: string }, body: string, cookie: string) {
  const res = await fetch(`${baseUrl}${pagePath}`, {
    method: "POST",
    redirect: "manual",
    headers: { "next-action": actionId(action.file, action.name), "content-type": "text/plain;charset=UTF-8", accept: "text/x-component", origin: baseUrl, cookie },
    body,
  });
  return { status: res.status, type: res.headers.get("content-type") ?? "", text: await res.text() };
}

let cookie = "";

beforeAll(async () => {
  const { res } = await signInAsPractice(baseUrl);
  expect(res.status).toBe(303);
  cookie = cookieHeader(cookiesSet(res));
});

describe("server actions given malformed bodies", () => {
  it("finds every action of the build, each with a page", () => {
    expect(actions.length).toBeGreaterThanOrEqual(19);
    for (const a of actions) expect(PAGE_OF[a.file], `${a.file} has no page in this test`).toBeDefined();
  });

  it.each(BODIES)("answers %s to every action with a refusal, never a 500", async (what, make) => {
    const body = make();
    const fivehundreds: string[] = [];
    for (const action of actions) {
      const r = await post(PAGE_OF[action.file], action, body, cookie);
      if (r.status >= 500) fivehundreds.push(`${action.name}: ${r.status} ${r.text.slice(0, 120)}`);
      if (r.status >= 400 && r.status < 500) {
        // A plain message a person can read, not an error page.
        expect(r.type, `${action.name} (${what})`).toMatch(/^text\/plain/);
        expect(r.text.length).toBeGreaterThan(0);
      }
      if (what === "a 9 MB string") expect(r.status, action.name).toBe(413);
    }
    expect(fivehundreds).toEqual([]);
  }, 120_000);

  it("still runs a well-formed call after the checks", async () => {
    const r = await callAction<unknown[]>(baseUrl, "/rounds/made-up-round", roundAction("listObservationsAction"), { roundId: "made-up-round" }, cookie);
    expect(r.status).toBe(200);
    expect(r.value).toEqual([]);
  });

  it("refuses a round id of the wrong shape in words", async () => {
    const r = await callAction<{ ok: boolean; problem?: { title: string } }>(baseUrl, "/rounds/made-up-round", roundAction("spendQueryAction"), { roundId: "" }, cookie);
    expect(r.status).toBe(200);
    expect(r.value).toMatchObject({ ok: false, problem: { title: "Invalid request" } });
  });

  it("spends nothing and leaves no journal file for made-up round ids", async () => {
    const journals = () => (fs.existsSync(path.join(dataDir, "recovery")) ? fs.readdirSync(path.join(dataDir, "recovery")) : []);
    const before = journals().length;
    for (let i = 0; i < 20; i++) {
      const r = await callAction<{ ok: boolean; problem?: { title: string } }>(
        baseUrl,
        "/rounds/made-up-round",
        roundAction("spendQueryAction"),
        { roundId: `made-up-${i}`, seedIndex: 0, viewport: { x: 0, y: 0, w: 5, h: 5 }, idempotencyKey: `made-up-key-${i}` },
        cookie,
      );
      expect(r.value).toMatchObject({ ok: false, problem: { title: "Round not found" } });
    }
    expect(journals().length).toBe(before);
  });
});

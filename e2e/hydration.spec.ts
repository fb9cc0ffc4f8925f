import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { createTeam, E2E_ADMIN_KEY, signInWithToken } from "./helpers";

/*
 * Every signed-in page must hydrate cleanly: when the server's HTML differs from the browser's
 * first render, React throws the server's work away and the page flickers (React error #418).
 */

const API = "/emulator/astar-island";
const admin = { "X-Admin-Key": E2E_ADMIN_KEY };
const HYDRATION = /hydrat|#418|errors\/418|did not match/i;

type RoundEntry = { id: string; status: string };

/** A closed, scored round the team submitted one seed to, so its analysis page has content. */
async function completedRound(request: APIRequestContext, token: string): Promise<string> {
  const created = await request.post(`${API}/admin/rounds`, { headers: admin, data: { map_seed: 11, preset: "balanced" } });
  expect(created.status()).toBe(201);
  const round = await created.json();
  expect((await request.post(`${API}/admin/rounds/${round.id}/start`, { headers: admin })).status()).toBe(200);
  const grid = round.initial_states[0].grid as number[][];
  const prediction = grid.map((row) => row.map(() => [0.5, 0.1, 0.1, 0.1, 0.1, 0.1]));
  const submit = await request.post(`${API}/submit`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { round_id: round.id, seed_index: 0, prediction },
  });
  expect(submit.status()).toBe(200);
  expect((await request.post(`${API}/admin/rounds/${round.id}/close`, { headers: admin })).status()).toBe(200);
  await expect
    .poll(async () => (await (await request.get(`${API}/rounds/${round.id}`)).json()).status, { timeout: 60_000, intervals: [500] })
    .toBe("completed");
  return round.id;
}

/** Opens a page, waits until React has hydrated it, and returns the hydration errors it logged. */
async function hydrationErrors(page: Page, path: string): Promise<string[]> {
  const errors: string[] = [];
  const onConsole = (m: { type(): string; text(): string }) => {
    if (m.type() === "error" && HYDRATION.test(m.text())) errors.push(m.text());
  };
  const onPageError = (e: Error) => {
    if (HYDRATION.test(`${e.message}\n${e.stack ?? ""}`)) errors.push(e.message);
  };
  page.on("console", onConsole);
  page.on("pageerror", onPageError);
  try {
    await page.goto(path);
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    // React marks the nodes it has hydrated; a mismatch is reported during that pass.
    await expect
      .poll(() => page.locator("main").evaluate((el) => Object.keys(el).some((k) => k.startsWith("__reactFiber"))))
      .toBe(true);
    await page.waitForTimeout(1_000);
  } finally {
    page.off("console", onConsole);
    page.off("pageerror", onPageError);
  }
  return errors;
}

test("the rounds, workspace, analysis, leaderboard and agent pages hydrate without a mismatch", async ({ page, request }) => {
  test.setTimeout(150_000);
  const res = await page.request.get(`${API}/rounds`);
  const active = ((await res.json()) as RoundEntry[]).find((r) => r.status === "active");
  expect(active, "the practice emulator has an active round").toBeTruthy();
  const team = await createTeam(request, `Hydration ${Date.now()}`);
  const closed = await completedRound(request, team.access_token);
  await signInWithToken(page, team.access_token);

  for (const path of ["/", `/rounds/${active!.id}`, `/rounds/${closed}/analysis`, "/leaderboard", "/agent"]) {
    expect(await hydrationErrors(page, path), `hydration errors on ${path}`).toEqual([]);
  }
  // The workspace checked above was the full one, regime panel included, not an error page.
  await page.goto(`/rounds/${active!.id}`);
  await expect(page.getByRole("region", { name: "Regime" })).toBeVisible();
});

import fs from "node:fs";
import path from "node:path";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { createTeam, E2E_ADMIN_KEY, signInWithToken } from "./helpers";

/**
 * The pages a new user meets, as pictures in docs/screenshots/ at 1440×900 and 390×844: the
 * workspace with its submission history, a closed round's analysis, the leaderboard and the
 * Agent page with a request opened. Each page is pictured whole, and the workspace also as the
 * first screen a phone shows.
 */

const API = "/emulator/astar-island";
const admin = { "X-Admin-Key": E2E_ADMIN_KEY };
const WIDTHS = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
];
const DIR = path.join(__dirname, "..", "docs", "screenshots");

type RoundEntry = { id: string; round_number: number; status: string };

async function activeRound(request: APIRequestContext): Promise<RoundEntry> {
  const round = ((await (await request.get(`${API}/rounds`)).json()) as RoundEntry[]).find((r) => r.status === "active");
  expect(round, "the practice emulator has an active round").toBeTruthy();
  return round!;
}

/** A round started and closed at once, with one submitted seed, scored by the emulator. */
async function completedRound(request: APIRequestContext, token: string): Promise<RoundEntry> {
  const created = await request.post(`${API}/admin/rounds`, { headers: admin, data: { map_seed: 14, preset: "balanced" } });
  expect(created.status()).toBe(201);
  const round = await created.json();
  expect((await request.post(`${API}/admin/rounds/${round.id}/start`, { headers: admin })).status()).toBe(200);
  const grid: number[][] = round.initial_states[0].grid;
  const prediction = grid.map((row) => row.map((code) => Array.from({ length: 6 }, (_, c) => (c === (code === 10 || code === 11 ? 0 : code) ? 0.75 : 0.05))));
  const res = await request.post(`${API}/submit`, { headers: { Authorization: `Bearer ${token}` }, data: { round_id: round.id, seed_index: 0, prediction } });
  expect(res.status()).toBe(200);
  expect((await request.post(`${API}/admin/rounds/${round.id}/close`, { headers: admin })).status()).toBe(200);
  await expect
    .poll(async () => (await (await request.get(`${API}/rounds/${round.id}`)).json()).status, { timeout: 180_000, intervals: [500] })
    .toBe("completed");
  return round;
}

async function shot(page: Page, name: string, fullPage = true) {
  fs.mkdirSync(DIR, { recursive: true });
  await page.screenshot({ path: path.join(DIR, `${name}.png`), fullPage });
}

test("workspace, analysis, leaderboard and Agent page pictured at 1440 and 390 px", async ({ page, request }) => {
  test.setTimeout(420_000);
  const team = await createTeam(request, `Fjordvik ${Date.now() % 10_000}`);
  const closed = await completedRound(request, team.access_token);
  const active = await activeRound(request);
  await signInWithToken(page, team.access_token);

  // The workspace with its history: every seed sent once.
  await page.goto(`/rounds/${active.id}`);
  await expect(page.getByTestId("predict-ms")).toBeVisible({ timeout: 60_000 });
  await page.getByRole("button", { name: "Submit all 5 seeds" }).click();
  const history = page.getByRole("list", { name: "Submission history" });
  await expect(history.getByRole("listitem")).toHaveCount(5, { timeout: 30_000 });

  // One request on the team's Agent page, tried on a practice company: an API call and its body.
  await page.goto("/agent");
  const form = page.getByRole("form", { name: "Try a task" });
  const prompt = ["Hei! Kan du opprette kunden Sidefjord AS?", "Org.nr. 976543210", "E-post: post@sidefjord.no", "", "Hilsen Kari"].join("\n");
  await form.getByLabel(/Task prompt/).fill(prompt);
  await form.getByRole("button", { name: "Run the agent" }).click();
  await expect(form.getByText(/New customer · done/)).toBeVisible({ timeout: 30_000 });

  for (const viewport of WIDTHS) {
    await page.setViewportSize(viewport);
    const w = viewport.width;

    await page.goto(`/rounds/${active.id}`);
    await expect(page.getByTestId("predict-ms")).toBeVisible({ timeout: 60_000 });
    await expect(page.getByRole("list", { name: "Submission history" }).getByRole("listitem")).toHaveCount(5);
    await shot(page, `workspace-${w}-first-screen`, false);
    await shot(page, `workspace-${w}`);

    await page.goto(`/rounds/${closed.id}/analysis`);
    await page.waitForLoadState("networkidle");
    await shot(page, `analysis-${w}`);

    await page.goto("/leaderboard");
    await page.waitForLoadState("networkidle");
    await shot(page, `leaderboard-${w}`);

    await page.goto("/agent");
    const row = page.locator("li > details").filter({ hasText: "Sidefjord AS" }).first();
    await row.locator("summary").first().click();
    await row.getByText("Request body", { exact: true }).first().click();
    await expect(row.locator("pre").first()).toBeVisible();
    await shot(page, `agent-${w}`);
  }
});

test("on a phone the whole island map is on the first screen, under the round's name and budget", async ({ page, request }) => {
  const team = await createTeam(request, `Phone map ${Date.now() % 10_000}`);
  const active = await activeRound(request);
  await signInWithToken(page, team.access_token);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/rounds/${active.id}`);
  await expect(page.getByTestId("predict-ms")).toBeVisible({ timeout: 60_000 });
  const map = (await page.getByRole("img", { name: /^Map of seed/ }).boundingBox())!;
  // The whole map, not only its top half, on a 390×844 screen.
  expect(map.y + map.height, `map from y=${Math.round(map.y)} to ${Math.round(map.y + map.height)}`).toBeLessThanOrEqual(844);
  // What must come first still does: the round's name and its query budget.
  await expect(page.getByRole("heading", { level: 1 })).toBeInViewport();
  await expect(page.getByLabel("Query budget")).toBeInViewport();
  // Desktop keeps its layout: the map beside the panels, its top on the first screen.
  await page.setViewportSize({ width: 1440, height: 900 });
  const wide = (await page.getByRole("img", { name: /^Map of seed/ }).boundingBox())!;
  expect(wide.y).toBeLessThan(450);
});

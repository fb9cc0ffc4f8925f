import { expect, test, type APIRequestContext } from "@playwright/test";
import { createTeam, E2E_ADMIN_KEY, signInWithToken, snap } from "./helpers";

const API = "/emulator/astar-island";
const admin = { "X-Admin-Key": E2E_ADMIN_KEY };

/** A flat but valid prediction: a little weight everywhere, more on the initial terrain's class. */
function prediction(grid: number[][]): number[][][] {
  const cls = (code: number) => (code === 10 || code === 11 || code === 0 ? 0 : code);
  return grid.map((row) => row.map((code) => Array.from({ length: 6 }, (_, c) => (c === cls(code) ? 0.75 : 0.05))));
}

async function completedRoundWithSubmission(request: APIRequestContext, token: string): Promise<{ id: string; round_number: number }> {
  const created = await request.post(`${API}/admin/rounds`, { headers: admin, data: { map_seed: 7, preset: "balanced" } });
  expect(created.status()).toBe(201);
  const round = await created.json();
  expect((await request.post(`${API}/admin/rounds/${round.id}/start`, { headers: admin })).status()).toBe(200);
  const auth = { Authorization: `Bearer ${token}` };
  // Seeds 0–3 submitted, seed 4 left out: the viewer must show it as unsubmitted.
  for (let seed = 0; seed < 4; seed++) {
    if (seed > 0) await new Promise((r) => setTimeout(r, 550)); // the service allows 2 submits a second
    const res = await request.post(`${API}/submit`, {
      headers: auth,
      data: { round_id: round.id, seed_index: seed, prediction: prediction(round.initial_states[seed].grid) },
    });
    expect(res.status()).toBe(200);
  }
  expect((await request.post(`${API}/admin/rounds/${round.id}/close`, { headers: admin })).status()).toBe(200);
  await expect
    .poll(async () => (await (await request.get(`${API}/rounds/${round.id}`)).json()).status, { timeout: 60_000, intervals: [500] })
    .toBe("completed");
  return round;
}

test("after a round closes the team studies its prediction against the ground truth", async ({ page, request }) => {
  const team = await createTeam(request, `Analysts ${Date.now()}`);
  const round = await completedRoundWithSubmission(request, team.access_token);
  await signInWithToken(page, team.access_token);

  await page.goto("/");
  const row = page.getByRole("row").filter({ has: page.getByRole("link", { name: `Round ${round.round_number}`, exact: true }) });
  await expect(row.getByText("completed")).toBeVisible();
  await row.getByRole("link", { name: "Analysis" }).click();

  await expect(page.getByRole("heading", { name: `Round ${round.round_number} — analysis` })).toBeVisible();
  await expect(page.getByText(/^Score\s+\d+\.\d{2}/)).toBeVisible();
  const tabs = page.getByRole("tab");
  await expect(tabs).toHaveCount(5);
  await expect(tabs.nth(0)).toContainText(/\d+\.\d{2}/);
  await expect(page.getByRole("img", { name: "Ground-truth argmax" })).toBeVisible();
  await expect(page.getByRole("img", { name: "Loss per cell (entropy × KL)" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Worst regions" })).toBeVisible();
  await expect(page.getByText(/% of the loss/).first()).toBeVisible();
  // Each worst region names the class that is most off, and which way.
  await expect(page.getByText(/^\w+ (under|over)-predicted: \d+ % true vs \d+ % predicted$/).first()).toBeVisible();

  // Hovering a cell shows its two distributions.
  const map = page.getByRole("img", { name: "Your argmax" });
  const box = (await map.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await expect(page.getByRole("heading", { name: /^Cell \(\d+, \d+\)$/ })).toBeVisible();

  // The replay's time slider walks through the years.
  const slider = page.getByRole("slider", { name: /Year/ });
  await expect(slider).toBeVisible({ timeout: 30_000 });
  await slider.fill("10");
  await expect(page.getByText("Year 10 of 50")).toBeVisible();
  await snap(page, "analysis");

  // The unsubmitted seed says why it scores 0.
  await tabs.nth(4).click();
  await expect(page.getByText(/did not submit this seed/)).toBeVisible();
});

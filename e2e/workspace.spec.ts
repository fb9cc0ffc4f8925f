import { expect, test, type Locator, type Page } from "@playwright/test";
import { createTeam, drawRectangle, E2E_ADMIN_KEY, mapTools, signInAsPracticeTeam, signInWithToken, snap } from "./helpers";

type RoundEntry = { id: string; round_number: number; status: string };

async function activeRound(page: Page): Promise<RoundEntry> {
  const res = await page.request.get("/emulator/astar-island/rounds");
  expect(res.ok()).toBe(true);
  const round = ((await res.json()) as RoundEntry[]).find((r) => r.status === "active");
  expect(round, "the practice emulator has an active round").toBeTruthy();
  return round!;
}

/** The map's pixels, to tell whether a layer repainted. */
const mapPixels = (page: Page) => page.getByRole("img", { name: /^Map of seed/ }).evaluate((c) => (c as HTMLCanvasElement).toDataURL());

/** Clicks a cell of the map (cell units of a 40×40 map). */
async function clickCell(map: Locator, x: number, y: number, W = 40, H = 40, opts: { dbl?: boolean } = {}) {
  await expect(map).toBeVisible();
  // The map may be drawn anew right after the page loads: wait until it has a box.
  await expect.poll(() => map.boundingBox()).not.toBeNull();
  const box = (await map.boundingBox())!;
  const position = { x: ((x + 0.5) / W) * box.width, y: ((y + 0.5) / H) * box.height };
  if (opts.dbl) await map.dblclick({ position });
  else await map.click({ position });
}

async function measures(page: Page, name: string): Promise<number[]> {
  return page.evaluate((n) => performance.getEntriesByName(n, "measure").map((m) => m.duration), name);
}

const fmt = (xs: number[]) => (xs.length ? `${xs.map((x) => x.toFixed(1)).join(", ")} ms (median ${median(xs).toFixed(1)} ms)` : "no samples");
function median(xs: number[]) {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

test("an unknown round answers 404 with a page that says so and leads back; an unknown URL too", async ({ page }) => {
  await signInAsPracticeTeam(page);
  const res = await page.goto("/rounds/00000000-0000-4000-8000-000000000000");
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "No such round" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  await snap(page, "workspace-unknown-round");
  await page.getByRole("link", { name: "Back to the rounds" }).click();
  await expect(page.getByRole("heading", { name: "Rounds", level: 1 })).toBeVisible();

  const analysis = await page.goto("/rounds/00000000-0000-4000-8000-000000000000/analysis");
  expect(analysis?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "No such round" })).toBeVisible();

  const unknown = await page.goto("/no-such-page");
  expect(unknown?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await page.getByRole("link", { name: "Go to the rounds" }).click();
  await expect(page.getByRole("heading", { name: "Rounds", level: 1 })).toBeVisible();
});

test("an exhausted budget disables the viewport tool and says why", async ({ page, request }) => {
  test.setTimeout(120_000);
  const round = await activeRound(page);
  const team = await createTeam(request, `Spender ${Date.now()}`);
  // Spend the whole budget straight through the service, at its pace of 5 per second.
  for (let used = 0; used < 50; ) {
    const res = await request.post("/emulator/astar-island/simulate", {
      headers: { authorization: `Bearer ${team.access_token}` },
      data: { round_id: round.id, seed_index: used % 5, viewport_w: 5, viewport_h: 5 },
    });
    if (res.status() === 429) {
      await new Promise((r) => setTimeout(r, 250));
      continue;
    }
    expect(res.ok()).toBe(true);
    used++;
  }
  await signInWithToken(page, team.access_token);
  await page.goto(`/rounds/${round.id}`);
  await expect(page.getByLabel("Query budget")).toContainText("50/50 used");
  await expect(page.getByText(/Query budget used up \(50\/50\)/).first()).toBeVisible();
  const map = page.getByRole("application", { name: "Map tools" });
  await clickCell(map, 20, 20);
  await page.waitForTimeout(500);
  await expect(page.getByLabel("Query budget")).toContainText("50/50 used");
  // Nothing left to spend: no "Spend N more as planned" that could only stay disabled.
  await expect(page.getByRole("button", { name: /more as planned/ })).toHaveCount(0);
  await snap(page, "workspace-budget-exhausted");
});

test("at 1440×900 the whole map and Submit stay in view; a submission expected to cost over 5 points asks first and undoes the edits in one click", async ({ page, request }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const round = await activeRound(page);
  const team = await createTeam(request, `Careful ${Date.now()}`);
  await signInWithToken(page, team.access_token);
  await page.goto(`/rounds/${round.id}`);
  await expect(page.getByTestId("predict-ms")).toBeVisible({ timeout: 60_000 });

  // Scrolled down to the side panels, the map (sticky) shows every row and Submit is on screen.
  await page.evaluate(() => window.scrollTo(0, 700));
  await expect(mapTools(page)).toBeInViewport({ ratio: 1 });
  const submit = page.getByRole("button", { name: "Submit all 5 seeds" });
  await expect(submit).toBeInViewport({ ratio: 1 });

  // Rule out Empty on the whole map: far below the model alone.
  await drawRectangle(page, [0, 0], [39, 39]);
  const editor = page.getByLabel("Adjustment editor");
  await expect(editor).toBeFocused();
  await editor.getByRole("slider", { name: "Empty weight" }).fill("-4");
  await editor.getByRole("button", { name: "Save adjustment" }).click();
  await expect(mapTools(page)).toBeFocused();
  await expect(page.getByTestId("expected-worse")).toBeVisible({ timeout: 90_000 });
  await expect(page.getByTestId("expected-early")).toHaveCount(0, { timeout: 90_000 });

  await submit.click();
  const confirm = page.getByRole("alertdialog", { name: "Are you sure?" });
  await expect(confirm).toBeVisible();
  await expect(confirm).toContainText(/expected to score \d+\.\d points below the model alone/);
  const undo = confirm.getByRole("button", { name: "Undo the edits" });
  await expect(undo).toBeFocused();
  await snap(page, "workspace-submit-confirm");
  await page.keyboard.press("Enter");
  await expect(confirm).toHaveCount(0);
  await expect(page.getByRole("list", { name: "Adjustments" }).getByRole("checkbox")).not.toBeChecked();
  await expect(submit).toBeFocused();
  // Nothing was sent.
  await expect(page.getByRole("tab", { name: /not submitted/ })).toHaveCount(5);
});

test("the whole loop: spend queries, accept a suggestion, shape a prior, submit, reload, close and see the score", async ({ page }) => {
  test.setTimeout(240_000);
  const round = await activeRound(page);

  await signInAsPracticeTeam(page);
  await page.goto("/");
  await page.getByRole("link", { name: `Round ${round.round_number}`, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/rounds/${round.id}$`));
  await expect(page.getByRole("heading", { name: `Round ${round.round_number}` })).toBeVisible();

  const budget = page.getByLabel("Query budget");
  await expect(budget).toContainText("0/50 used");
  // The planner's suggestions appear once the model has run in the browser.
  await expect(page.getByRole("button", { name: /^Accept Seed/ }).first()).toBeVisible({ timeout: 60_000 });
  await snap(page, "workspace-initial");

  // ----- spend queries by clicking the map (coverage layer) -----
  const map = page.getByRole("application", { name: "Map tools" });
  await expect(page.getByRole("radio", { name: "Observation coverage" })).toBeChecked();
  const seed0 = page.getByRole("tab", { name: "Seed 0" });
  await expect(seed0).toContainText("0 queries");
  const before = await mapPixels(page);

  await map.hover({ position: { x: 200, y: 200 } });
  await expect(page.getByText(/Viewport \(\d+, \d+\) 15×15: 225 cells, 225 never seen/)).toBeVisible();
  await snap(page, "workspace-viewport-tool");

  // The first click places the window, a second click on it spends the query.
  await clickCell(map, 8, 8);
  await expect(page.getByRole("dialog", { name: "Spend this query" })).toBeVisible();
  await expect(budget).toContainText("0/50 used");
  await clickCell(map, 8, 8);
  await expect(budget).toContainText("1/50 used");
  await expect(seed0).toContainText("1 query");
  await expect.poll(() => mapPixels(page)).not.toBe(before);

  // A double click places and spends: a single query.
  await clickCell(map, 30, 30, 40, 40, { dbl: true });
  await expect(budget).toContainText("2/50 used");
  await expect(seed0).toContainText("2 queries");
  await page.waitForTimeout(1000);
  await expect(budget).toContainText("2/50 used");

  await clickCell(map, 20, 20);
  await clickCell(map, 20, 20);
  await expect(budget).toContainText("3/50 used");
  await snap(page, "workspace-after-queries");

  // ----- accept a suggested viewport and run it -----
  await page.getByRole("button", { name: /^Accept Seed/ }).first().click();
  await expect(page.getByText("Accepted (1)")).toBeVisible();
  await snap(page, "workspace-suggestion-accepted");
  await page.getByRole("button", { name: "Run 1 accepted query" }).click();
  await expect(page.getByRole("progressbar", { name: "Accepted queries" })).toHaveAttribute("aria-valuenow", "1");
  await expect(budget).toContainText("4/50 used");

  // ----- brush a region and move a slider on the probability layer -----
  await page.getByRole("tab", { name: "Seed 0" }).click();
  await page.getByRole("radio", { name: "Prediction: class probability" }).check();
  await page.getByRole("radio", { name: "Brush" }).click();
  const box = (await map.boundingBox())!;
  const at = (x: number, y: number) => ({ x: box.x + ((x + 0.5) / 40) * box.width, y: box.y + ((y + 0.5) / 40) * box.height });
  await page.mouse.move(at(12, 12).x, at(12, 12).y);
  await page.mouse.down();
  for (let x = 12; x <= 24; x += 2) await page.mouse.move(at(x, 14).x, at(x, 14).y, { steps: 2 });
  await page.mouse.up();
  const editor = page.getByLabel("Adjustment editor");
  await expect(editor).toBeVisible();
  const heatBefore = await mapPixels(page);
  const slider = editor.getByRole("slider", { name: "Settlement weight" });
  for (const v of ["0.5", "1", "1.5", "2", "2.3"]) await slider.fill(v);
  await expect.poll(() => mapPixels(page)).not.toBe(heatBefore);
  await snap(page, "workspace-adjustment-draft");
  await editor.getByRole("button", { name: "Save adjustment" }).click();
  const list = page.getByRole("list", { name: "Adjustments" });
  await expect(list.getByRole("listitem")).toHaveCount(1);
  await expect(list).toContainText("Settlement ×");

  // ----- submit all seeds -----
  await page.getByRole("button", { name: "Submit all 5 seeds" }).click();
  for (let i = 0; i < 5; i++) {
    await expect(page.getByRole("row", { name: `Seed ${i} submission` })).toContainText("accepted", { timeout: 60_000 });
  }
  await expect(page.getByRole("tab", { name: "Seed 4" })).toContainText("submitted");
  await snap(page, "workspace-submitted");

  const sliderMs = await measures(page, "ws:slider-to-heatmap");
  const queryMs = await measures(page, "ws:query-to-map");
  console.log(`slider move → heatmap repainted: ${fmt(sliderMs)}`);
  console.log(`spent query → map updated: ${fmt(queryMs)}`);

  // ----- everything is still there after a reload -----
  await page.reload();
  await expect(budget).toContainText("4/50 used");
  const counts = await Promise.all([0, 1, 2, 3, 4].map((i) => page.getByRole("tab", { name: `Seed ${i}` }).innerText()));
  const total = counts.map((t) => Number(/(\d+) quer(?:y|ies)/.exec(t)?.[1] ?? 0)).reduce((a, b) => a + b, 0);
  expect(total).toBe(4);
  await expect(page.getByRole("list", { name: "Adjustments" }).getByRole("listitem")).toHaveCount(1);
  await expect(page.getByRole("row", { name: "Seed 0 submission" })).not.toContainText("never");
  await snap(page, "workspace-reloaded");

  // ----- close the round and open the analysis -----
  const closed = await page.request.post(`/emulator/astar-island/admin/rounds/${round.id}/close`, { headers: { "X-Admin-Key": E2E_ADMIN_KEY } });
  expect(closed.ok()).toBe(true);
  await expect
    .poll(async () => ((await (await page.request.get(`/emulator/astar-island/rounds/${round.id}`)).json()) as RoundEntry).status, { timeout: 120_000 })
    .toBe("completed");
  await page.reload();
  // A closed round is read-only: it says so and offers only the inspect tool.
  await expect(page.getByRole("status").filter({ hasText: "read-only" })).toBeVisible();
  await expect(page.getByRole("radio", { name: "Viewport" })).toHaveCount(0);
  await snap(page, "workspace-closed");
  await page.goto(`/rounds/${round.id}/analysis`);
  await expect(page.getByText(/Score\s*\d+\.\d+/).first()).toBeVisible({ timeout: 30_000 });
  await snap(page, "analysis-after-close");

  // ----- the rounds list shows the score and rank; the leaderboard highlights the team -----
  await page.goto("/");
  const row = page.getByRole("row").filter({ has: page.getByRole("link", { name: `Round ${round.round_number}`, exact: true }) });
  await expect(row.getByText("completed")).toBeVisible();
  await expect(row.getByText(/^\d+ \/ \d+$/)).toBeVisible();
  await snap(page, "rounds");
  await page.getByRole("link", { name: "Leaderboard" }).click();
  const own = page.locator('tr[aria-current="true"]');
  await expect(own).toContainText("your team");
  await expect(own).toContainText("Practice team");
  await snap(page, "leaderboard");

  // ----- the practice team starts a new one in a chosen regime (other tests' rounds may be open) -----
  await page.getByRole("link", { name: "Rounds" }).click();
  const starter = page.getByRole("form", { name: "Start a practice round" });
  await expect(starter).toContainText(/No round is active|Practise on another round/);
  await starter.getByLabel("Regime").selectOption("collapse");
  await starter.getByRole("button", { name: "Start a practice round" }).click();
  await expect(page).toHaveURL(/\/rounds\/[0-9a-f-]+$/);
  expect(page.url()).not.toContain(round.id);
  await expect(page.getByLabel("Query budget")).toContainText("0/50 used");
  await expect(page.getByText("active", { exact: true }).first()).toBeVisible();
});

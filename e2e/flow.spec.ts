import { expect, test, type APIRequestContext, type Browser, type Locator, type Page } from "@playwright/test";
import { createTeam, signInWithToken, snap } from "./helpers";

type RoundEntry = { id: string; round_number: number; status: string };

async function activeRound(request: APIRequestContext): Promise<RoundEntry> {
  const res = await request.get("/emulator/astar-island/rounds");
  expect(res.ok()).toBe(true);
  const round = ((await res.json()) as RoundEntry[]).find((r) => r.status === "active");
  expect(round, "the practice emulator has an active round").toBeTruthy();
  return round!;
}

/** A signed-in page of the team in its own browser context, named `name` in the workspace. */
async function memberPage(browser: Browser, token: string, name: string, viewport = { width: 1440, height: 900 }): Promise<Page> {
  const ctx = await browser.newContext({ viewport });
  await ctx.addInitScript((n) => window.localStorage.setItem("norse-ledger.member-name", n), name);
  const page = await ctx.newPage();
  await signInWithToken(page, token);
  return page;
}

/** Clicks a cell of the map (cell units of a 40×40 map). */
async function clickCell(map: Locator, x: number, y: number, W = 40, H = 40) {
  await expect(map).toBeVisible();
  // The map may be drawn anew right after the page loads: wait until it has a box.
  await expect.poll(() => map.boundingBox()).not.toBeNull();
  const box = (await map.boundingBox())!;
  await map.click({ position: { x: ((x + 0.5) / W) * box.width, y: ((y + 0.5) / H) * box.height } });
}

/** Opens a round's workspace and waits until it is live (rendered in the browser, pushes on). */
async function openWorkspace(page: Page, roundId: string) {
  await page.goto(`/rounds/${roundId}`);
  await expect(page.getByRole("region", { name: "Team activity" })).toContainText("Live");
}

const mapTools = (page: Page) => page.getByRole("application", { name: "Map tools" });
const budgetOf = (page: Page) => page.getByLabel("Query budget");
const queryTable = (page: Page) => page.getByRole("table", { name: "Queries of this round" });

test("a click places the window, a second click or Enter spends it; the query list shows each query and draws it on hover", async ({ browser, request }) => {
  const round = await activeRound(request);
  const team = await createTeam(request, `Flow placing ${Date.now()}`);
  const page = await memberPage(browser, team.access_token, "Ada");
  await openWorkspace(page, round.id);
  const budget = budgetOf(page);
  await expect(budget).toContainText(`Round ${round.round_number}'s queries 0/50 used`);
  const map = mapTools(page);

  // The first click only places the window.
  await clickCell(map, 10, 10);
  const placed = page.getByRole("dialog", { name: "Spend this query" });
  await expect(placed).toContainText("Window placed on seed 0 at (3, 3) 15×15");
  await expect(page.getByTestId("placed-window")).toBeVisible();
  await page.waitForTimeout(600);
  await expect(budget).toContainText("0/50 used");
  await snap(page, "flow-window-placed");

  // A second click on it spends it.
  await clickCell(map, 12, 12);
  await expect(budget).toContainText("1/50 used");
  await expect(placed).toBeHidden();
  const rows = queryTable(page).getByRole("row");
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText("(3, 3) 15×15");
  await expect(rows.nth(1)).toContainText("you");

  // Enter spends a placed window too; a click elsewhere first moves it.
  await clickCell(map, 20, 20);
  await clickCell(map, 32, 32);
  await expect(placed).toContainText("at (25, 25) 15×15");
  await map.press("Enter");
  await expect(budget).toContainText("2/50 used");
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toContainText("(25, 25) 15×15");

  // Hovering a query draws its window on the map.
  await expect(page.getByTestId("hovered-query")).toHaveCount(0);
  const hovered = page.getByTestId("hovered-query");
  // The list may still settle under a still pointer (a confirmed query's row replaces its
  // optimistic one, a panel above grows): the pointer is moved onto the row until the hover holds.
  await expect(async () => {
    await page.mouse.move(0, 0);
    await page.getByRole("row", { name: /^Query 1: seed 0 at \(3, 3\) 15×15/ }).hover();
    await expect(hovered).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  await expect(hovered).toHaveAttribute("x", "3");
  await snap(page, "flow-query-hovered");

  // With "Confirm each query" on, only the button spends.
  await page.getByLabel("Confirm each query").check();
  await clickCell(map, 20, 20);
  await clickCell(map, 20, 20);
  await page.waitForTimeout(600);
  await expect(budget).toContainText("2/50 used");
  await placed.getByRole("button", { name: "Spend 1 query" }).click();
  await expect(budget).toContainText("3/50 used");
  await page.context().close();
});

test("a second browser of the same team sees a query within a couple of seconds, with who spent it and the live budget", async ({ browser, request }) => {
  const round = await activeRound(request);
  const team = await createTeam(request, `Flow pair ${Date.now()}`);
  const ada = await memberPage(browser, team.access_token, "Ada");
  const bo = await memberPage(browser, team.access_token, "Bo");
  await Promise.all([openWorkspace(ada, round.id), openWorkspace(bo, round.id)]);
  const activity = (p: Page) => p.getByRole("region", { name: "Team activity" });
  await expect(activity(ada)).toContainText("Live");
  await expect(activity(bo)).toContainText("Live");
  await expect(budgetOf(bo)).toContainText("0/50 used");

  const map = mapTools(ada);
  await clickCell(map, 20, 20);
  await clickCell(map, 20, 20);
  await expect(budgetOf(ada)).toContainText("1/50 used");
  const seenAt = Date.now();
  // Far below the 30 s refresh: the change was pushed.
  await expect(queryTable(bo).getByRole("row")).toHaveCount(2, { timeout: 3_000 });
  console.log(`a teammate's query reached the other browser ${Date.now() - seenAt} ms after the spender saw it`);
  await expect(queryTable(bo)).toContainText("Ada");
  await expect(budgetOf(bo)).toContainText("1/50 used", { timeout: 3_000 });
  await expect(bo.getByTestId("team-latest")).toContainText("Ada spent a query on seed 0 at (13, 13) 15×15");
  await snap(bo, "flow-teammate-sees-query");
  await ada.context().close();
  await bo.context().close();
});

test("spend N more as planned, with progress, pause and the live budget", async ({ browser, request }) => {
  test.setTimeout(180_000);
  const round = await activeRound(request);
  const team = await createTeam(request, `Flow planned ${Date.now()}`);
  const page = await memberPage(browser, team.access_token, "Ada");
  await openWorkspace(page, round.id);
  const group = page.getByRole("group", { name: "Spend as planned" });
  await expect(page.getByRole("button", { name: /^Accept Seed/ }).first()).toBeVisible({ timeout: 60_000 });

  await group.getByLabel("Queries to spend as planned").fill("3");
  await group.getByRole("button", { name: "Spend 3 more as planned" }).click();
  const progress = group.getByRole("progressbar", { name: "Planned queries" });
  await expect(progress).toHaveAttribute("aria-valuenow", "3", { timeout: 60_000 });
  await expect(group).toContainText("3/3 planned queries spent");
  await expect(budgetOf(page)).toContainText("3/50 used");
  await expect(group).toContainText(`Round ${round.round_number}: 3/50 used · 47 left`);
  await expect(queryTable(page).getByRole("row")).toHaveCount(4);

  // Pause stops after the query in flight; Resume spends the rest.
  await group.getByLabel("Queries to spend as planned").fill("12");
  await group.getByRole("button", { name: "Spend 12 more as planned" }).click();
  await expect.poll(async () => Number(await progress.getAttribute("aria-valuenow")), { timeout: 60_000 }).toBeGreaterThanOrEqual(1);
  await group.getByRole("button", { name: "Pause" }).click();
  await expect(group).toContainText("paused", { timeout: 15_000 });
  const pausedAt = Number(await progress.getAttribute("aria-valuenow"));
  expect(pausedAt).toBeLessThan(12);
  await page.waitForTimeout(1_000);
  await expect(progress).toHaveAttribute("aria-valuenow", String(pausedAt));
  await expect(budgetOf(page)).toContainText(`${3 + pausedAt}/50 used`);
  await snap(page, "flow-planned-paused");
  await group.getByRole("button", { name: "Resume" }).click();
  await expect(progress).toHaveAttribute("aria-valuenow", "12", { timeout: 90_000 });
  await expect(budgetOf(page)).toContainText("15/50 used");
  await page.context().close();
});

test("a second practice round leaves the first playable with its own budget, and Finish now scores it and opens the analysis", async ({ browser, request }) => {
  test.setTimeout(300_000);
  const first = await activeRound(request);
  const team = await createTeam(request, `Flow finish ${Date.now()}`);
  const page = await memberPage(browser, team.access_token, "Ada");

  // One query in the round already open.
  await openWorkspace(page, first.id);
  await clickCell(mapTools(page), 20, 20);
  await clickCell(mapTools(page), 20, 20);
  await expect(budgetOf(page)).toContainText("1/50 used");

  // Starting another round says the open ones stay playable.
  await page.goto("/");
  const starter = page.getByRole("form", { name: "Start a practice round" });
  await expect(starter).toContainText("every round has its own 50 queries");
  await starter.getByRole("button", { name: "Start a practice round" }).click();
  await expect(page).toHaveURL(/\/rounds\/[0-9a-f-]+$/);
  const secondId = page.url().split("/").pop()!;
  expect(secondId).not.toBe(first.id);
  await expect(budgetOf(page)).toContainText("0/50 used");
  await expect(page.getByText("Each open round has its own budget")).toContainText(`round ${first.round_number} (49 left)`);

  // The first round is still playable, on its own budget.
  await openWorkspace(page, first.id);
  await expect(budgetOf(page)).toContainText(`Round ${first.round_number}'s queries 1/50 used`);
  await clickCell(mapTools(page), 8, 8);
  await clickCell(mapTools(page), 8, 8);
  await expect(budgetOf(page)).toContainText("2/50 used");

  // Submit one seed of the second round, then finish it.
  await openWorkspace(page, secondId);
  await expect(page.getByRole("button", { name: /^Accept Seed/ }).first()).toBeVisible({ timeout: 60_000 });
  await page.getByRole("button", { name: "Submit all 5 seeds" }).click();
  await expect(page.getByRole("row", { name: "Seed 4 submission" })).toContainText("accepted", { timeout: 60_000 });
  await page.getByRole("button", { name: "Finish now" }).click();
  await expect(page.getByRole("dialog", { name: "Finish this practice round" })).toBeVisible();
  await snap(page, "flow-finish-confirm");
  await page.getByRole("button", { name: "Finish and score" }).click();
  await expect(page.getByRole("progressbar", { name: "Scoring the round" })).toBeVisible();
  await snap(page, "flow-finish-scoring");
  await expect(page).toHaveURL(new RegExp(`/rounds/${secondId}/analysis$`), { timeout: 240_000 });
  await expect(page.getByText(/Score\s*\d+\.\d+/).first()).toBeVisible({ timeout: 30_000 });

  // The first round is untouched.
  const firstNow = (await (await request.get(`/emulator/astar-island/rounds/${first.id}`)).json()) as RoundEntry;
  expect(firstNow.status).toBe("active");
  await page.context().close();
});

test("moving a prior slider previews its effect on the map whatever the layer", async ({ browser, request }) => {
  const round = await activeRound(request);
  const team = await createTeam(request, `Flow preview ${Date.now()}`);
  const page = await memberPage(browser, team.access_token, "Ada");
  await openWorkspace(page, round.id);
  await expect(page.getByRole("button", { name: /^Accept Seed/ }).first()).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole("radio", { name: "Observation coverage" })).toBeChecked();
  await page.getByRole("radio", { name: "Rectangle" }).click();
  const map = mapTools(page);
  const box = (await map.boundingBox())!;
  const at = (x: number, y: number) => ({ x: box.x + ((x + 0.5) / 40) * box.width, y: box.y + ((y + 0.5) / 40) * box.height });
  await page.mouse.move(at(10, 10).x, at(10, 10).y);
  await page.mouse.down();
  await page.mouse.move(at(25, 25).x, at(25, 25).y, { steps: 4 });
  await page.mouse.up();
  const editor = page.getByLabel("Adjustment editor");
  await expect(editor).toBeVisible();
  await expect(page.getByText("Previewing the edit")).toBeVisible();
  const pixels = () => page.getByRole("img", { name: /^Map of seed/ }).evaluate((c) => (c as HTMLCanvasElement).toDataURL());
  const before = await pixels();
  await editor.getByRole("slider", { name: "Settlement weight" }).fill("2");
  await expect.poll(pixels).not.toBe(before);
  await snap(page, "flow-slider-preview");
  // The chosen layer stays chosen; the preview is only while the editor is open.
  await expect(page.getByRole("radio", { name: "Observation coverage" })).toBeChecked();
  await page.context().close();
});

test("the workspace at phone width", async ({ browser, request }) => {
  const round = await activeRound(request);
  const team = await createTeam(request, `Flow phone ${Date.now()}`);
  const page = await memberPage(browser, team.access_token, "Ada", { width: 390, height: 844 });
  await openWorkspace(page, round.id);
  await expect(page.getByRole("button", { name: /^Accept Seed/ }).first()).toBeVisible({ timeout: 60_000 });
  await snap(page, "flow-workspace-phone");
  await page.context().close();
});

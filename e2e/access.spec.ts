import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { createTeam, drawRectangle, E2E_ADMIN_KEY, mapTools, signInWithToken, snap } from "./helpers";

/**
 * The dashboard for every hand: axe-core on every page (no serious or critical violation), the
 * workspace's whole loop with the keyboard alone, and every page at phone width.
 */

const API = "/emulator/astar-island";
const admin = { "X-Admin-Key": E2E_ADMIN_KEY };
const PHONE = { width: 390, height: 844 };

type RoundEntry = { id: string; round_number: number; status: string };

async function activeRound(request: APIRequestContext): Promise<RoundEntry> {
  const res = await request.get(`${API}/rounds`);
  const round = ((await res.json()) as RoundEntry[]).find((r) => r.status === "active");
  expect(round, "the practice emulator has an active round").toBeTruthy();
  return round!;
}

/** A round started and closed at once, with one submitted seed, scored by the emulator. */
async function completedRound(request: APIRequestContext, token: string): Promise<RoundEntry> {
  const created = await request.post(`${API}/admin/rounds`, { headers: admin, data: { map_seed: 12, preset: "balanced" } });
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

/** Rules held to whatever their impact (axe rates some of them minor or best practice). */
const ALWAYS = new Set(["scrollable-region-focusable", "empty-table-header"]);

/** Serious and critical axe-core violations of the page as it is now (and any of ALWAYS), one line each. */
async function expectAccessible(page: Page, what: string) {
  const result = await new AxeBuilder({ page }).analyze();
  const bad = result.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical" || ALWAYS.has(v.id))
    .map((v) => `${v.id} (${v.impact}) ×${v.nodes.length}: ${v.nodes.slice(0, 4).map((n) => `${n.target.join(" ")} — ${n.failureSummary?.split("\n").slice(1, 2).join("")}`).join(" | ")}`);
  // Soft: one run lists every page's violations.
  expect.soft(bad, `axe on ${what}`).toEqual([]);
}

async function expectNoSideScroll(page: Page, what: string) {
  const width = await page.evaluate(() => document.scrollingElement!.scrollWidth);
  expect(width, `${what} is ${width} px wide at 390 px`).toBeLessThanOrEqual(390);
}


/** Presses Tab until `target` has the focus (as a keyboard user would reach it). */
async function tabTo(page: Page, target: Locator, max = 250) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`${target} was not reached with ${max} Tabs`);
}

/** Where the keyboard focus is: never the page itself after an action. */
async function expectFocusKept(page: Page, after: string) {
  await expect
    .poll(() => page.evaluate(() => (document.activeElement && document.activeElement !== document.body ? document.activeElement.tagName : "BODY")), {
      message: `focus after ${after}`,
    })
    .not.toBe("BODY");
}

/** Opens a round's workspace and waits until it is live and the model has predicted. */
async function openWorkspace(page: Page, roundId: string) {
  await page.goto(`/rounds/${roundId}`);
  await expect(page.getByRole("region", { name: "Team activity" })).toContainText("Live");
  await expect(page.getByTestId("predict-ms")).toBeVisible({ timeout: 60_000 });
}

/** A rectangle drawn with the Rectangle tool by pointer (the keyboard test draws its own by keys). */
async function drawRectangleAndOpenEditor(page: Page) {
  await drawRectangle(page);
  await expect(page.getByLabel("Adjustment editor")).toBeVisible();
}

test("every page passes axe-core without a serious or critical violation", async ({ page, request }) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/login");
  await expect(page.getByRole("button", { name: /practice team/i })).toBeVisible();
  await expectAccessible(page, "sign-in");

  const team = await createTeam(request, `Axe ${Date.now()}`);
  const closed = await completedRound(request, team.access_token);
  const active = await activeRound(request);
  await signInWithToken(page, team.access_token);

  for (const [name, url] of [
    ["rounds", "/"],
    ["leaderboard", "/leaderboard"],
    ["agent", "/agent"],
    ["analysis", `/rounds/${closed.id}/analysis`],
    ["closed workspace", `/rounds/${closed.id}`],
  ] as const) {
    await page.goto(url);
    await page.waitForLoadState("networkidle");
    await expectAccessible(page, name);
  }

  await openWorkspace(page, active.id);
  await expect(page.getByRole("button", { name: /^Accept Seed/ }).first()).toBeVisible({ timeout: 60_000 });
  await expectAccessible(page, "workspace, opening state");
  // A placed viewport with its spend bar.
  const box = (await mapTools(page).boundingBox())!;
  await mapTools(page).click({ position: { x: box.width * 0.3, y: box.height * 0.3 } });
  await expect(page.getByRole("dialog", { name: "Spend this query" })).toBeVisible();
  await expectAccessible(page, "workspace with a placed viewport and the spend bar");
  await page.keyboard.press("Escape");
  // The adjustment editor open, previewing on the map.
  await drawRectangleAndOpenEditor(page);
  await expectAccessible(page, "workspace with the adjustment editor open");
  await page.getByLabel("Adjustment editor").getByRole("button", { name: "Cancel" }).click();

  // The submission history filled (five seeds sent: it scrolls), at 1440 and at 390 px.
  await page.getByRole("button", { name: "Submit all 5 seeds" }).click();
  await expect(page.getByRole("tab", { name: /not submitted/ })).toHaveCount(0, { timeout: 30_000 });
  const history = page.getByRole("list", { name: "Submission history" });
  await expect(history.getByRole("listitem")).toHaveCount(5, { timeout: 30_000 });
  await expect(history.getByRole("listitem").first()).toContainText(/\d\d:\d\d:\d\d CES?T/);
  await expect(history.getByRole("listitem").first()).toContainText(/\d+ quer(y|ies) on this seed \(\d+ in the round\)/);
  await expectAccessible(page, "workspace with the submission history, 1440 px");
  await page.setViewportSize(PHONE);
  for (const [name, url] of [
    ["workspace with the submission history", `/rounds/${active.id}`],
    ["leaderboard", "/leaderboard"],
    ["rounds", "/"],
  ] as const) {
    await page.goto(url);
    await page.waitForLoadState("networkidle");
    if (name.startsWith("workspace")) await expect(page.getByRole("list", { name: "Submission history" }).getByRole("listitem")).toHaveCount(5);
    await expectAccessible(page, `${name}, 390 px`);
  }
});

test("a keyboard user places and spends a query, switches seed and layer, draws a region, reaches its first slider in 3 Tabs, saves and submits", async ({ page, request }) => {
  test.setTimeout(180_000);
  // Any pointer press at all fails the test: everything below is keys.
  await page.addInitScript(() => {
    (window as unknown as { pointerPresses: number }).pointerPresses = 0;
    for (const type of ["pointerdown", "mousedown", "touchstart"]) window.addEventListener(type, () => (window as unknown as { pointerPresses: number }).pointerPresses++, true);
  });
  await page.setViewportSize({ width: 1440, height: 900 });
  const round = await activeRound(request);
  const team = await createTeam(request, `Keys ${Date.now()}`);
  await page.goto("/login");
  await tabTo(page, page.getByLabel("Team access token"));
  await page.keyboard.type(team.access_token);
  await tabTo(page, page.getByRole("button", { name: /sign in with token/i }));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  await expectFocusKept(page, "sign-in");

  // Open the workspace from the rounds list by keys.
  const row = page.getByRole("row").filter({ has: page.getByRole("link", { name: `Round ${round.round_number}`, exact: true }) });
  await tabTo(page, row.getByRole("link", { name: "Open workspace" }));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("region", { name: "Team activity" })).toContainText("Live");
  await expect(page.getByTestId("predict-ms")).toBeVisible({ timeout: 60_000 });
  await expectFocusKept(page, "Open workspace");

  // Place a viewport: focus the map, Enter places a window at the keyboard cursor, arrows move it,
  // Enter spends it.
  const map = mapTools(page);
  await tabTo(page, map);
  await page.keyboard.press("Enter");
  const bar = page.getByRole("dialog", { name: "Spend this query" });
  await expect(bar).toBeVisible();
  const placedAt = await bar.textContent();
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowDown");
  await expect(bar).not.toHaveText(placedAt!);
  await page.keyboard.press("Space");
  await expect(page.getByLabel("Query budget")).toContainText("1/50 used", { timeout: 15_000 });
  await expectFocusKept(page, "spending a query");

  // Switch seed.
  await tabTo(page, page.getByRole("tab", { name: /^Seed 1\b/ }));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("tab", { name: /^Seed 1\b/ })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("img", { name: "Map of seed 1" })).toBeVisible();

  // Switch layer: the radio group of layers takes arrow keys.
  const coverage = page.getByRole("radio", { name: "Observation coverage" });
  await tabTo(page, coverage);
  await page.keyboard.press("ArrowDown");
  await expect(coverage).not.toBeChecked();

  // Select a region with the Rectangle tool: Enter anchors a corner, arrows stretch it, Enter ends it.
  await tabTo(page, page.getByRole("radio", { name: "Rectangle" }));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("radio", { name: "Rectangle" })).toHaveAttribute("aria-checked", "true");
  await tabTo(page, map);
  await page.keyboard.press("Enter");
  for (let i = 0; i < 4; i++) await page.keyboard.press("ArrowRight");
  for (let i = 0; i < 3; i++) await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  const editor = page.getByLabel("Adjustment editor");
  await expect(editor).toBeVisible();
  await expect(editor).toContainText("on 20 cells");

  // The focus moved into the editor: its first weight slider is at most 3 Tabs away.
  await expect(editor).toBeFocused();
  const first = editor.getByRole("slider").first();
  await expect(first).toHaveAccessibleName(/^Empty weight/);
  let tabs = 0;
  while (!(await first.evaluate((el) => el === document.activeElement)) && tabs < 3) {
    await page.keyboard.press("Tab");
    tabs++;
  }
  await expect(first, `first weight slider reached in ${tabs} Tabs`).toBeFocused();

  // Move a prior slider.
  const slider = editor.getByRole("slider", { name: "Settlement weight" });
  await tabTo(page, slider);
  const before = await slider.inputValue();
  for (let i = 0; i < 5; i++) await page.keyboard.press("ArrowRight");
  expect(Number(await slider.inputValue())).toBeGreaterThan(Number(before));
  await tabTo(page, editor.getByRole("button", { name: "Save adjustment" }));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("list", { name: "Adjustments" })).toContainText("Settlement ×");
  // Back on the map, where the region was drawn.
  await expect(map).toBeFocused();

  // The query list is one Tab stop; the arrows move inside it.
  const queryRows = page.getByRole("table", { name: "Queries of this round" }).locator("tbody tr");
  await expect(queryRows).toHaveCount(1);
  await expect(page.getByRole("table", { name: "Queries of this round" }).locator('tbody tr[tabindex="0"]')).toHaveCount(1);

  // Submit every seed with the Submit button that stays in view on a wide screen.
  const submit = page.getByRole("button", { name: "Submit all 5 seeds" });
  await tabTo(page, map);
  await expect(submit).toBeInViewport();
  await tabTo(page, submit);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("tab", { name: /^Seed 4\b.*submitted/ })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("tab", { name: /not submitted/ })).toHaveCount(0);
  await expect(submit).toBeFocused();
  await expectFocusKept(page, "Submit all");

  expect(await page.evaluate(() => (window as unknown as { pointerPresses: number }).pointerPresses), "no pointer press").toBe(0);
  await snap(page, "access-keyboard");
});

test("the query list is one Tab stop with arrow keys inside", async ({ page, request }) => {
  test.setTimeout(120_000);
  const round = await activeRound(request);
  const team = await createTeam(request, `List ${Date.now()}`);
  await signInWithToken(page, team.access_token);
  await openWorkspace(page, round.id);
  // Three queries spent by clicking the map twice at three places.
  const map = mapTools(page);
  const box = (await map.boundingBox())!;
  for (const [i, [fx, fy]] of [[0.2, 0.2], [0.7, 0.3], [0.4, 0.7]].entries()) {
    const position = { x: box.width * fx, y: box.height * fy };
    await map.click({ position });
    await expect(page.getByRole("dialog", { name: "Spend this query" })).toBeVisible();
    await map.click({ position });
    await expect(page.getByLabel("Query budget")).toContainText(`${i + 1}/50 used`, { timeout: 15_000 });
  }
  const table = page.getByRole("table", { name: "Queries of this round" });
  const rows = table.locator("tbody tr");
  await expect(rows).toHaveCount(3);
  await expect(table.locator('tbody tr[tabindex="0"]')).toHaveCount(1);
  await tabTo(page, rows.first());
  await page.keyboard.press("ArrowDown");
  await expect(rows.nth(1)).toBeFocused();
  await page.keyboard.press("End");
  await expect(rows.last()).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(rows.last()).not.toBeFocused();
  await expect(rows.first()).not.toBeFocused();
});

test("every page fits a 390 px phone, with the map on the workspace's first screen and the editor beside its preview", async ({ browser, request }) => {
  test.setTimeout(240_000);
  const context = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await page.goto("/login");
  await expectNoSideScroll(page, "sign-in");
  const team = await createTeam(request, `Phone ${Date.now()}`);
  const closed = await completedRound(request, team.access_token);
  const active = await activeRound(request);
  await signInWithToken(page, team.access_token);
  for (const [name, url] of [
    ["rounds", "/"],
    ["leaderboard", "/leaderboard"],
    ["agent", "/agent"],
    ["analysis", `/rounds/${closed.id}/analysis`],
    ["closed workspace", `/rounds/${closed.id}`],
    ["unknown page", "/no-such-page"],
  ] as const) {
    await page.goto(url);
    await page.waitForLoadState("networkidle");
    await expectNoSideScroll(page, name);
  }
  // The rounds list: every round's link on screen.
  await page.goto("/");
  for (const link of await page.getByRole("link", { name: /Open workspace|Open the analysis|Analysis/ }).all()) {
    const b = (await link.boundingBox())!;
    expect(b.x + b.width, "a round's link is on screen").toBeLessThanOrEqual(390);
  }

  await openWorkspace(page, active.id);
  await expectNoSideScroll(page, "workspace");
  // The map starts on the first screen, and its hint speaks of tapping.
  const map = mapTools(page);
  const box = (await map.boundingBox())!;
  expect(box.y, "the map starts on the first screen").toBeLessThan(PHONE.height - 150);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  await expect(page.getByText(/Tap the map to place the window/)).toBeVisible();
  await expect(page.getByText(/Click the map/)).toHaveCount(0);
  await snap(page, "access-phone-workspace");

  // A tap places a window; its spend bar is on screen without scrolling.
  await map.tap({ position: { x: box.width * 0.5, y: box.height * 0.5 } });
  const bar = page.getByRole("dialog", { name: "Spend this query" });
  await expect(bar).toBeVisible();
  await expect(bar).toContainText("Tap it again");
  await expect(bar).toBeInViewport({ ratio: 1 });
  await expectNoSideScroll(page, "workspace with a placed viewport");
  await snap(page, "access-phone-placed");
  await bar.getByRole("button", { name: "Cancel" }).tap();

  // The editor: opened by a rectangle, it scrolls into view, fits the width, and its first slider
  // and the map's preview share one screen.
  await page.getByRole("radio", { name: "Rectangle" }).tap();
  await map.scrollIntoViewIfNeeded();
  const b2 = (await map.boundingBox())!;
  const at = (x: number, y: number) => ({ x: b2.x + ((x + 0.5) / 40) * b2.width, y: b2.y + ((y + 0.5) / 40) * b2.height });
  await page.mouse.move(at(10, 10).x, at(10, 10).y);
  await page.mouse.down();
  await page.mouse.move(at(18, 18).x, at(18, 18).y, { steps: 3 });
  await page.mouse.up();
  const editor = page.getByLabel("Adjustment editor");
  await expect(editor).toBeVisible();
  await expectNoSideScroll(page, "workspace with the adjustment editor open");
  const slider = editor.getByRole("slider", { name: "Settlement weight" });
  await expect(slider).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole("img", { name: /^Map of seed/ })).toBeInViewport({ ratio: 0.5 });
  await snap(page, "access-phone-editor");
  await context.close();
});

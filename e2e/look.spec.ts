import fs from "node:fs";
import path from "node:path";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { createTeam, E2E_ADMIN_KEY, signInAsPracticeTeam, signInWithToken, snap } from "./helpers";

/**
 * How the dashboard looks: legend against drawn colours, map coordinates, a closed round's
 * read-only workspace, phone widths, icons; with screenshots of every page at 1440×900 and
 * 390×844. TOUR=1 also writes the README's small tour pictures into docs/screenshots/.
 */

const API = "/emulator/astar-island";
const admin = { "X-Admin-Key": E2E_ADMIN_KEY };
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

type RoundEntry = { id: string; round_number: number; status: string };

async function activeRound(request: APIRequestContext): Promise<RoundEntry> {
  const res = await request.get(`${API}/rounds`);
  const round = ((await res.json()) as RoundEntry[]).find((r) => r.status === "active");
  expect(round, "the practice emulator has an active round").toBeTruthy();
  return round!;
}

/** A round started and closed at once, scored by the emulator. */
async function completedRound(request: APIRequestContext, token?: string): Promise<RoundEntry> {
  const created = await request.post(`${API}/admin/rounds`, { headers: admin, data: { map_seed: 11, preset: "balanced" } });
  expect(created.status()).toBe(201);
  const round = await created.json();
  expect((await request.post(`${API}/admin/rounds/${round.id}/start`, { headers: admin })).status()).toBe(200);
  if (token) {
    const grid: number[][] = round.initial_states[0].grid;
    const prediction = grid.map((row) => row.map((code) => Array.from({ length: 6 }, (_, c) => (c === (code === 10 || code === 11 ? 0 : code) ? 0.75 : 0.05))));
    const res = await request.post(`${API}/submit`, { headers: { Authorization: `Bearer ${token}` }, data: { round_id: round.id, seed_index: 0, prediction } });
    expect(res.status()).toBe(200);
  }
  expect((await request.post(`${API}/admin/rounds/${round.id}/close`, { headers: admin })).status()).toBe(200);
  await expect
    .poll(async () => (await (await request.get(`${API}/rounds/${round.id}`)).json()).status, { timeout: 60_000, intervals: [500] })
    .toBe("completed");
  return round;
}

/** RGB of the workspace map's canvas at the centre of a cell. */
async function mapColour(page: Page, x: number, y: number, W = 40, H = 40): Promise<number[]> {
  return page.getByRole("img", { name: /^Map of seed/ }).evaluate(
    (c, [x, y, W, H]) => {
      const canvas = c as HTMLCanvasElement;
      const px = Math.floor(((x + 0.5) / W) * canvas.width);
      const py = Math.floor(((y + 0.5) / H) * canvas.height);
      return Array.from(canvas.getContext("2d")!.getImageData(px, py, 1, 1).data.slice(0, 3));
    },
    [x, y, W, H],
  );
}

const rgb = (css: string) => (css.match(/\d+/g) ?? []).slice(0, 3).map(Number);
const dist = (a: number[], b: number[]) => Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);

async function expectNoSideScroll(page: Page, what: string) {
  const width = await page.evaluate(() => document.scrollingElement!.scrollWidth);
  expect(width, `${what} is ${width} px wide at 390 px`).toBeLessThanOrEqual(390);
}

const tour = process.env.TOUR === "1";
async function tourShot(page: Page, name: string) {
  if (!tour) return;
  const dir = path.join(__dirname, "..", "docs", "screenshots");
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: false });
}

test("the coverage legend runs from seen once to most seen the way the map draws them, and maps carry coordinates", async ({ page, request }) => {
  test.setTimeout(120_000);
  const round = await activeRound(request);
  const team = await createTeam(request, `Legend ${Date.now()}`);
  await signInWithToken(page, team.access_token);
  await page.goto(`/rounds/${round.id}`);
  const budget = page.getByLabel("Query budget");
  await expect(budget).toContainText("0/50 used");
  await expect(page.getByRole("radio", { name: "Observation coverage" })).toBeChecked();

  // Every cell seen once: the single key entry is the colour the cells are drawn in.
  const map = page.getByRole("application", { name: "Map tools" });
  const box = (await map.boundingBox())!;
  const at = (x: number, y: number) => ({ x: ((x + 0.5) / 40) * box.width, y: ((y + 0.5) / 40) * box.height });
  await map.click({ position: at(8, 8) });
  await map.click({ position: at(8, 8) });
  await expect(budget).toContainText("1/50 used");
  const legend = page.getByLabel("Legend");
  const onlyOnce = rgb((await legend.locator("[data-swatch]").getAttribute("data-swatch"))!);
  await expect.poll(async () => dist(await mapColour(page, 8, 8), onlyOnce)).toBeLessThan(40);

  // A second, overlapping window: (2, 8) is seen once, (10, 8) twice.
  await map.click({ position: at(12, 8) });
  await map.click({ position: at(12, 8) });
  await expect(budget).toContainText("2/50 used");
  const ramp = legend.locator("[data-ramp-left]");
  await expect(ramp).toContainText("seen once");
  await expect(ramp).toContainText("seen 2×");
  const left = rgb((await ramp.getAttribute("data-ramp-left"))!);
  const right = rgb((await ramp.getAttribute("data-ramp-right"))!);
  await expect.poll(async () => dist(await mapColour(page, 10, 8), right)).toBeLessThan(40);
  const once = await mapColour(page, 2, 8);
  const twice = await mapColour(page, 10, 8);
  expect(dist(once, left), "a cell seen once is drawn in the legend's 'seen once' colour").toBeLessThan(dist(once, right));
  expect(dist(twice, right), "the most-seen cell is drawn in the legend's far-end colour").toBeLessThan(dist(twice, left));

  // Column and row numbers every 5 cells.
  await expect(page.locator("[data-axis=x]").first()).toHaveText("05101520253035");
  await expect(page.locator("[data-axis=y]").first()).toContainText("35");

  // The most-likely-class layer keeps the island's outline: ocean cells in the ocean colour.
  await page.getByRole("radio", { name: "Prediction: most likely class" }).check();
  await expect(legend.locator('[data-swatch="#1f4e79"]')).toContainText("Ocean");
  await tourShot(page, "workspace");
  await snap(page, "look-workspace-argmax");

  // The adjustment editor: one line per slider label, no stray separators, sliders in the accent colour.
  await page.getByRole("radio", { name: "Rectangle" }).click();
  const now = (await map.boundingBox())!;
  const point = (x: number, y: number) => [now.x + ((x + 0.5) / 40) * now.width, now.y + ((y + 0.5) / 40) * now.height] as const;
  await page.mouse.move(...point(20, 20));
  await page.mouse.down();
  await page.mouse.move(...point(25, 24), { steps: 4 });
  await page.mouse.up();
  const editor = page.getByLabel("Adjustment editor");
  await expect(editor).toBeVisible();
  await expect(editor).not.toContainText("|");
  const labels = editor.locator("label").filter({ has: page.locator('input[type="range"]') });
  expect(await labels.count()).toBeGreaterThanOrEqual(6);
  for (const label of await labels.all()) expect((await label.boundingBox())!.height).toBeLessThan(30);
  const accent = await editor.locator('input[type="range"]').first().evaluate((el) => getComputedStyle(el).accentColor);
  expect(accent).not.toBe("auto");
  await snap(page, "look-adjustment-editor");
});

test("a completed round's workspace is read-only and points to its analysis", async ({ page, request }) => {
  test.setTimeout(120_000);
  const team = await createTeam(request, `Closed ${Date.now()}`);
  const round = await completedRound(request, team.access_token);
  await signInWithToken(page, team.access_token);
  await page.goto(`/rounds/${round.id}`);
  await expect(page.getByRole("heading", { name: `Round ${round.round_number}`, exact: true })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "read-only" })).toBeVisible();
  await expect(page.getByRole("radio", { name: "Viewport" })).toHaveCount(0);
  await expect(page.getByRole("radio", { name: "Rectangle" })).toHaveCount(0);
  await expect(page.getByRole("radio", { name: "Inspect" })).toHaveAttribute("aria-checked", "true");
  await expect(page.getByText(/queries can only be spent/)).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^Submit all/ })).toBeDisabled();
  // Its score is known: no estimate is worked out, and nothing invites a spend.
  await expect(page.getByRole("heading", { name: "Expected score" })).toHaveCount(0);
  await expect(page.getByTestId("submit-expected")).toHaveCount(0);
  await expect(page.getByText("No queries were spent in this round.")).toBeVisible();
  await expect(page.getByText(/Place a window on the map/)).toHaveCount(0);
  await page.getByRole("radio", { name: "Observation coverage" }).check();
  await expect(page.getByText("Nothing was observed on this seed.")).toBeVisible();
  await expect(page.getByText(/spend a query to see it here/)).toHaveCount(0);
  await page.getByRole("radio", { name: "Prediction: most likely class" }).check();
  await snap(page, "look-workspace-closed");
  await page.getByRole("link", { name: "See how it scored in the analysis" }).click();
  await expect(page.getByRole("heading", { name: `Round ${round.round_number} — analysis` })).toBeVisible();

  // The analysis maps carry coordinates too, and worst regions say which class is off and which way.
  await expect(page.locator("[data-axis=x]").first()).toContainText("35");
  await expect(page.getByText(/(under|over)-predicted: \d+ % true vs \d+ % predicted/).first()).toBeVisible();
  await tourShot(page, "analysis");
});

test("every page at desktop and phone width: no sideways page scroll on a phone, no missing icon", async ({ page, request }) => {
  test.setTimeout(180_000);
  const missing: string[] = [];
  page.on("response", (r) => {
    if (r.status() === 404) missing.push(r.url());
  });
  await page.goto("/login");
  await expect(page.getByRole("button", { name: /practice team/i })).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(missing, "nothing the first load asks for is missing").toEqual([]);
  await snap(page, "look-login-desktop");
  await page.setViewportSize(PHONE);
  await page.reload();
  await expectNoSideScroll(page, "sign-in");
  await snap(page, "look-login-phone");

  const team = await createTeam(request, `Looker ${Date.now()}`);
  const closed = await completedRound(request, team.access_token);
  const active = await activeRound(request);
  await signInWithToken(page, team.access_token);

  const pages: [string, string, boolean][] = [
    ["rounds", "/", true],
    ["leaderboard", "/leaderboard", true],
    ["agent", "/agent", true],
    ["analysis", `/rounds/${closed.id}/analysis`, true],
    ["workspace", `/rounds/${active.id}`, false],
  ];
  for (const [name, url, mustFit] of pages) {
    await page.setViewportSize(DESKTOP);
    await page.goto(url);
    await page.waitForLoadState("networkidle");
    await snap(page, `look-${name}-desktop`);
    await page.setViewportSize(PHONE);
    await page.goto(url);
    await page.waitForLoadState("networkidle");
    if (mustFit) await expectNoSideScroll(page, name);
    await snap(page, `look-${name}-phone`);
  }
  // The workspace stays usable on a phone: its map and tools are on screen.
  await expect(page.getByRole("application", { name: "Map tools" })).toBeVisible();

  // Navigation on a phone: every link reachable without scrolling sideways.
  const nav = page.getByRole("navigation", { name: "Main" });
  for (const link of ["Rounds", "Leaderboard", "Agent"]) {
    const b = (await nav.getByRole("link", { name: link }).boundingBox())!;
    expect(b.x + b.width).toBeLessThanOrEqual(390);
  }
});

test("the agent page for the tour", async ({ page, request }) => {
  test.skip(!tour, "tour pictures only");
  await signInAsPracticeTeam(page);
  const company = await request.post("/emulator/tripletex/admin/companies", { headers: admin, data: { today: "2026-03-21" } });
  const { base_url, session_token } = await company.json();
  await request.post("/api/solve", {
    data: {
      prompt: "Opprett kunden Sidefjord AS med organisasjonsnummer 976543210. E-post: post@sidefjord.no.",
      files: [],
      accounting_credentials: { base_url, session_token },
    },
  });
  await page.goto("/agent");
  await page.locator("details").filter({ hasText: "New customer" }).first().locator("summary").first().click();
  await tourShot(page, "agent");
});

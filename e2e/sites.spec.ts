import { expect, test } from "@playwright/test";
import type { RoundDetail } from "../lib/island";
import { createTeam, expectAccessible, finishAndOpenAnalysis, signInWithToken, snap } from "./helpers";

const API = "/emulator/astar-island";

test("a member reads a settlement, marks it thriving, sees its chance and the expected score move, submits, and reads the mark's cost or gain after the round", async ({ browser, request }) => {
  test.setTimeout(420_000);
  const team = await createTeam(request, `Sites ${Date.now()}`);
  const ctx = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await ctx.addInitScript(() => window.localStorage.setItem("norse-ledger.member-name", "Sigrid"));
  const page = await ctx.newPage();
  await signInWithToken(page, team.access_token);

  await page.goto("/");
  await page.getByRole("form", { name: "Start a practice round" }).getByRole("button", { name: "Start a practice round" }).click();
  await expect(page).toHaveURL(/\/rounds\/[0-9a-f-]+$/);
  const roundId = page.url().split("/").pop()!;
  await expect(page.getByRole("region", { name: "Team activity" })).toContainText("Live", { timeout: 60_000 });

  // A settlement of seed 0 away from the map's edge.
  const detail = (await (await request.get(`${API}/rounds/${roundId}`)).json()) as RoundDetail;
  const W = detail.map_width;
  const site = detail.initial_states[0].settlements.find((s) => s.x >= 2 && s.y >= 2 && s.x < W - 2 && s.y < detail.map_height - 2)!;
  expect(site).toBeTruthy();

  const map = page.getByRole("application", { name: "Map tools" });
  await expect.poll(() => map.boundingBox()).not.toBeNull();
  const at = async (x: number, y: number) => {
    const box = (await map.boundingBox())!;
    return { x: box.x + ((x + 0.5) / W) * box.width, y: box.y + ((y + 0.5) / detail.map_height) * box.height };
  };

  // One query over the settlement.
  let p = await at(site.x, site.y);
  await page.mouse.click(p.x, p.y);
  await expect(page.getByRole("dialog", { name: "Spend this query" })).toBeVisible();
  p = await at(site.x, site.y);
  await page.mouse.click(p.x, p.y);
  await expect(page.getByLabel("Query budget")).toContainText("1/50 used");

  // The settlements layer and the inspect tool: pick the settlement.
  await page.getByRole("radio", { name: "Settlements and their fortunes" }).check();
  await page.getByRole("radio", { name: "Inspect" }).click();
  const markers = page.getByTestId("site-markers");
  await expect(markers.locator("[data-site]")).toHaveCount(detail.initial_states[0].settlements.length);
  await expect(markers.locator(`[data-site="${site.x},${site.y}"]`)).not.toHaveAttribute("data-fortune", "unknown", { timeout: 60_000 });
  p = await at(site.x, site.y);
  await page.mouse.click(p.x, p.y);
  const panel = page.getByRole("group", { name: `Settlement at (${site.x}, ${site.y})` });
  await expect(panel).toContainText(/Seen in 1 run: (a|no) settlement stood there/);
  const chance = async () => Number(((await panel.textContent()) ?? "").match(/gives it a settlement in (\d+) % of runs/)?.[1]);
  await expect.poll(chance).toBeGreaterThanOrEqual(0);
  const before = await chance();
  // The hover card says the same of the cell under the pointer.
  await expect(page.getByTestId("hover-site")).toContainText(`Initial settlement at (${site.x}, ${site.y})`);

  // The estimate settles before the mark, so its change is the mark's.
  await expect(page.getByTestId("expected-round")).toContainText(/≈\d+\.\d/, { timeout: 90_000 });
  await expect(page.getByTestId("expected-round").locator("[data-stale]")).toHaveCount(0, { timeout: 90_000 });

  await panel.getByLabel("How sure").selectOption("very");
  await panel.getByRole("button", { name: "Mark thriving" }).click();
  await expect(panel.getByTestId("site-mark")).toHaveText("Marked thriving (odds of a settlement around it ×4.00).");
  await expect(markers.locator(`[data-site="${site.x},${site.y}"]`)).toHaveAttribute("data-mark", "thriving");
  // The prediction moved: a higher chance of a settlement on the site.
  await expect.poll(chance).toBeGreaterThan(before);
  await expect(page.getByRole("list", { name: "Adjustments" })).toContainText(`Settlement (${site.x}, ${site.y}) thriving`);
  // …and the expected score says what the mark does.
  await expect(page.getByTestId("expected-round").locator("[data-stale]")).toHaveCount(0, { timeout: 90_000 });
  await expect(page.getByTestId("expected-better").or(page.getByTestId("expected-worse")).or(page.getByTestId("expected-small-change"))).toBeVisible();
  await expect(page.getByTestId("submit-sends")).toHaveText("Sends the model's prediction with your 1 adjustment.", { timeout: 90_000 });

  await expectAccessible(page, "the workspace with the settlements layer and a marked settlement");
  await snap(page, "sites-1440");
  await page.setViewportSize({ width: 390, height: 844 });
  await panel.scrollIntoViewIfNeeded();
  await snap(page, "sites-390");
  await expectAccessible(page, "the same at 390 px");
  await page.setViewportSize({ width: 1440, height: 900 });

  // Submit, finish, and read the mark's effect edit by edit.
  await page.getByRole("button", { name: "Submit all 5 seeds" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Are you sure?" });
  const seed4 = page.getByRole("row", { name: "Seed 4 submission" });
  await expect(confirm.or(seed4.getByText("accepted"))).toBeVisible({ timeout: 90_000 });
  if (await confirm.isVisible()) await confirm.getByRole("button", { name: "Submit anyway" }).click();
  await expect(seed4).toContainText("accepted", { timeout: 90_000 });
  await finishAndOpenAnalysis(page, roundId);

  const edits = page.getByRole("list", { name: "Edits of seed 0" });
  const mark = edits.getByRole("button", { name: new RegExp(`^Settlement at \\(${site.x}, ${site.y}\\) marked thriving, odds of a settlement around it ×4`) });
  await expect(mark).toContainText(/— Sigrid, \d\d:\d\d — (?:cost \d+\.\d points|gained \d+\.\d points|no effect)$/);
  await snap(page, "sites-analysis-1440");
  await ctx.close();
});

test("by keys alone: the Inspect tool, arrows to a settlement, Enter picks it, and its mark is one key away", async ({ page, request }) => {
  test.setTimeout(180_000);
  await page.addInitScript(() => {
    (window as unknown as { pointerPresses: number }).pointerPresses = 0;
    for (const type of ["pointerdown", "mousedown", "touchstart"]) window.addEventListener(type, () => (window as unknown as { pointerPresses: number }).pointerPresses++, true);
  });
  await page.setViewportSize({ width: 1440, height: 900 });
  const rounds = (await (await request.get(`${API}/rounds`)).json()) as { id: string; status: string }[];
  const round = rounds.find((r) => r.status === "active")!;
  expect(round, "the practice emulator has an active round").toBeTruthy();
  const detail = (await (await request.get(`${API}/rounds/${round.id}`)).json()) as RoundDetail;
  const site = detail.initial_states[0].settlements[0];
  const team = await createTeam(request, `Site keys ${Date.now()}`);
  await signInWithToken(page, team.access_token);
  await page.goto(`/rounds/${round.id}`);
  await expect(page.getByTestId("predict-ms")).toBeVisible({ timeout: 60_000 });

  await page.getByRole("radio", { name: "Inspect" }).focus();
  await page.keyboard.press("Space");
  await expect(page.getByRole("radio", { name: "Inspect" })).toBeChecked();
  await page.getByRole("application", { name: "Map tools" }).focus();
  // The keyboard cursor starts in the map's middle.
  const from = { x: Math.floor(detail.map_width / 2), y: Math.floor(detail.map_height / 2) };
  for (let i = 0; i < Math.abs(site.x - from.x); i++) await page.keyboard.press(site.x > from.x ? "ArrowRight" : "ArrowLeft");
  for (let i = 0; i < Math.abs(site.y - from.y); i++) await page.keyboard.press(site.y > from.y ? "ArrowDown" : "ArrowUp");
  await expect(page.getByTestId("hover-site")).toContainText(`Initial settlement at (${site.x}, ${site.y})`);
  await page.keyboard.press("Enter");
  const panel = page.getByRole("group", { name: `Settlement at (${site.x}, ${site.y})` });
  await expect(panel).toBeVisible();

  const fail = panel.getByRole("button", { name: "Mark failing" });
  await fail.focus();
  await page.keyboard.press("Enter");
  await expect(panel.getByTestId("site-mark")).toHaveText("Marked failing (odds of a settlement around it ÷2.50).");
  // The focus stays where the key was pressed.
  await expect(fail).toBeFocused();
  expect(await page.evaluate(() => (window as unknown as { pointerPresses: number }).pointerPresses)).toBe(0);
});

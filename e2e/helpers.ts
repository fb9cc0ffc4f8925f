import AxeBuilder from "@axe-core/playwright";
import fs from "node:fs";
import path from "node:path";
import { expect, type Page, type APIRequestContext } from "@playwright/test";
import { E2E_ADMIN_KEY } from "../playwright.config";

const SHOTS = path.join(__dirname, "screenshots");

/** Fails on every serious or critical axe-core violation of the page as it is now, naming `what` was checked. */
export async function expectAccessible(page: Page, what: string) {
  const result = await new AxeBuilder({ page }).analyze();
  const bad = result.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(" | ")}`);
  expect(bad, `axe on ${what}`).toEqual([]);
}

/** Saves a full-page screenshot under e2e/screenshots/ for a person to look at. */
export async function snap(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

export async function signInAsPracticeTeam(page: Page) {
  await page.goto("/login");
  await page.getByRole("button", { name: /practice team/i }).click();
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
}

export async function signInWithToken(page: Page, token: string) {
  await page.goto("/login");
  await page.getByLabel("Team access token").fill(token);
  await page.getByRole("button", { name: /sign in with token/i }).click();
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
}

/** Creates a team on the embedded emulator through its admin API. */
export async function createTeam(request: APIRequestContext, name: string): Promise<{ team_id: string; access_token: string }> {
  const res = await request.post("/emulator/astar-island/admin/teams", {
    headers: { "X-Admin-Key": E2E_ADMIN_KEY },
    data: { name },
  });
  expect(res.status()).toBe(201);
  return res.json();
}

export { E2E_ADMIN_KEY };

export const mapTools = (page: Page) => page.getByRole("application", { name: "Map tools" });

/** Draws a rectangle with the Rectangle tool by pointer, from cell `from` to cell `to` of the 40×40 map. */
export async function drawRectangle(page: Page, from: [number, number] = [8, 8], to: [number, number] = [20, 20]) {
  await page.getByRole("radio", { name: "Rectangle" }).click();
  const box = (await mapTools(page).boundingBox())!;
  const at = ([x, y]: [number, number]) => ({ x: box.x + ((x + 0.5) / 40) * box.width, y: box.y + ((y + 0.5) / 40) * box.height });
  await page.mouse.move(at(from).x, at(from).y);
  await page.mouse.down();
  await page.mouse.move(at(to).x, at(to).y, { steps: 3 });
  await page.mouse.up();
}

/**
 * Presses Finish now and Finish and score (Finish anyway, when nothing was submitted), and waits for the analysis. When it does not open, the
 * failure says what the page showed and what the emulator says of the round (a stalled scoring and
 * a failed one read differently).
 */
export async function finishAndOpenAnalysis(page: Page, roundId: string, timeout = 300_000) {
  await page.getByRole("button", { name: "Finish now" }).click();
  await expect(page.getByRole("dialog", { name: "Finish this practice round" })).toBeVisible();
  await page.getByRole("button", { name: /^(?:Finish and score|Finish anyway)$/ }).click();
  try {
    await expect(page).toHaveURL(new RegExp(`/rounds/${roundId}/analysis$`), { timeout });
  } catch (err) {
    const shown = await page
      .locator('[aria-live="polite"], [role="alert"]')
      .allTextContents()
      .catch(() => []);
    const round = await page.request
      .get(`/emulator/astar-island/rounds/${roundId}`)
      .then((r) => r.text())
      .catch((e: unknown) => String(e));
    throw new Error(`the analysis did not open: ${err instanceof Error ? err.message.split("\n")[0] : String(err)}\nthe page showed: ${shown.filter(Boolean).join(" | ").slice(0, 800)}\nthe round: ${round.slice(0, 400)}`);
  }
}

import fs from "node:fs";
import path from "node:path";
import { expect, type Page, type APIRequestContext } from "@playwright/test";
import { E2E_ADMIN_KEY } from "../playwright.config";

const SHOTS = path.join(__dirname, "screenshots");

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

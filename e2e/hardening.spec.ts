import { expect, test, type Browser, type Page } from "@playwright/test";
import { createTeam, signInWithToken } from "./helpers";

/*
 * The security headers and member-name cleaning as a browser meets them: the workspace runs under
 * the Content-Security-Policy without a single violation (scripts, styles, workers and fetches all
 * allowed), hydrates and answers a click; a teammate's long unbroken name wraps instead of widening
 * the page, and hidden characters in a name never reach the activity line.
 */

type RoundEntry = { id: string; status: string };

async function memberPage(browser: Browser, token: string, name: string): Promise<{ page: Page; violations: string[] }> {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await ctx.addInitScript((n) => window.localStorage.setItem("norse-ledger.member-name", n), name);
  const page = await ctx.newPage();
  const violations: string[] = [];
  page.on("console", (m) => {
    if (/Content Security Policy|Refused to (execute|load|apply|connect|create)/i.test(m.text())) violations.push(m.text());
  });
  await signInWithToken(page, token);
  return { page, violations };
}

test("the workspace runs under the Content-Security-Policy, and a long or hidden-character name neither widens nor forges the activity line; only the practice team may finish the installation's round", async ({ browser, request }) => {
  // Two workspaces computing their predictions at once on a busy machine.
  test.setTimeout(240_000);
  const rounds = (await (await request.get("/emulator/astar-island/rounds")).json()) as RoundEntry[];
  const round = rounds.find((r) => r.status === "active")!;
  const team = await createTeam(request, `Hardening ${Date.now()}`);
  const long = "W".repeat(40);
  const ada = await memberPage(browser, team.access_token, long);
  const bo = await memberPage(browser, team.access_token, "Bo\u202eevil\u200b");

  await ada.page.goto(`/rounds/${round.id}`);
  const activity = ada.page.getByRole("region", { name: "Team activity" });
  // "Live": the event stream (connect-src) is open, which needs the page hydrated.
  await expect(activity).toContainText("Live", { timeout: 30_000 });
  await expect(activity).toContainText(long);
  const width = await ada.page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(1280);

  // A teammate whose stored name holds a bidi override and a zero-width space pins a rate.
  await bo.page.goto(`/rounds/${round.id}`);
  await expect(bo.page.getByRole("region", { name: "Team activity" })).toContainText("You are Boevil");
  // The installation's round is the practice team's to finish: a token team is not offered the button.
  await expect(bo.page.getByRole("button", { name: "Finish now" })).toHaveCount(0);
  expect(ada.violations).toEqual([]);
  expect(bo.violations).toEqual([]);
  await ada.page.context().close();
  await bo.page.context().close();
});

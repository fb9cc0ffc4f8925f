import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { createTeam, drawRectangle, mapTools, signInAsPracticeTeam, signInWithToken, snap } from "./helpers";

/** The rough edges a newcomer met, one test each (the unknown round's 404 is in workspace.spec). */

type RoundEntry = { id: string; round_number: number; status: string };

async function activeRound(request: APIRequestContext): Promise<RoundEntry> {
  const res = await request.get("/emulator/astar-island/rounds");
  const round = ((await res.json()) as RoundEntry[]).find((r) => r.status === "active");
  expect(round, "the practice emulator has an active round").toBeTruthy();
  return round!;
}

async function openAsNewTeam(page: Page, request: APIRequestContext, name: string): Promise<RoundEntry> {
  const round = await activeRound(request);
  const team = await createTeam(request, `${name} ${Date.now()}`);
  await signInWithToken(page, team.access_token);
  await page.goto(`/rounds/${round.id}`);
  await expect(page.getByRole("region", { name: "Team activity" })).toContainText("Live");
  return round;
}


test("drawing a rectangle brings the adjustment editor into view beside the map", async ({ page, request }) => {
  await openAsNewTeam(page, request, "Editor");
  await drawRectangle(page, [10, 10], [20, 20]);
  const editor = page.getByLabel("Adjustment editor");
  await expect(editor.getByRole("slider", { name: "Settlement weight" })).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole("img", { name: /^Map of seed/ })).toBeInViewport({ ratio: 0.5 });
  await snap(page, "edges-editor-in-view");
});

test("the adjustment editor stays in view while the panels above it are still growing", async ({ page, request }) => {
  await openAsNewTeam(page, request, "Settling");
  await drawRectangle(page, [5, 5], [12, 12]);
  const slider = page.getByLabel("Adjustment editor").getByRole("slider", { name: "Settlement weight" });
  await expect(slider).toBeInViewport({ ratio: 1 });
  // A panel above the editor grows by most of a screen (as the suggestions do when they arrive late).
  await page.evaluate(() => {
    const grown = document.createElement("div");
    grown.style.height = "700px";
    document.querySelector('[aria-labelledby="adjustments-h"]')!.before(grown);
  });
  await expect(slider).toBeInViewport({ ratio: 1 });
});

test("the viewport size boxes take a typed number as typed, and settle it when left", async ({ page, request }) => {
  await openAsNewTeam(page, request, "Sizes");
  const width = page.getByLabel("Viewport width");
  await width.selectText();
  await width.pressSequentially("12");
  await expect(width).toHaveValue("12");
  await width.blur();
  await expect(width).toHaveValue("12");
  // The window follows the typed size.
  const box = (await mapTools(page).boundingBox())!;
  await mapTools(page).click({ position: { x: box.width / 2, y: box.height / 2 } });
  await expect(page.getByRole("dialog", { name: "Spend this query" })).toContainText("12×15");
  await page.keyboard.press("Escape");
  // Out of bounds or empty: settled on leaving the box, not while typing.
  await width.selectText();
  await width.pressSequentially("3");
  await expect(width).toHaveValue("3");
  await width.blur();
  await expect(width).toHaveValue("5");
  await width.fill("");
  await width.blur();
  await expect(width).toHaveValue("5");
});

test("Finish now warns which seeds are not submitted", async ({ page }) => {
  // The practice team plays the practice rounds; nothing is finished here (Keep playing).
  await signInAsPracticeTeam(page);
  // Only the team that started a round may finish it: the practice team's are the installation's.
  const active = ((await (await page.request.get("/emulator/astar-island/rounds")).json()) as RoundEntry[]).filter((r) => r.status === "active");
  const finish = page.getByRole("button", { name: "Finish now" });
  let found = false;
  for (const round of active) {
    await page.goto(`/rounds/${round.id}`);
    await expect(page.getByLabel("Query budget")).toBeVisible();
    if (await finish.isVisible()) {
      found = true;
      break;
    }
  }
  expect(found, "an active round the practice team may finish").toBe(true);
  await finish.click();
  const dialog = page.getByRole("dialog", { name: "Finish this practice round" });
  await expect(dialog).toContainText(/Seeds? [\d, ]+ (is|are) not submitted: (it|each) scores 0\./);
  await expect(dialog.getByRole("button", { name: "Finish anyway" })).toBeVisible();
  await snap(page, "edges-finish-warning");
  await dialog.getByRole("button", { name: "Keep playing" }).click();
  await expect(dialog).toHaveCount(0);
});

test("the activity line names pins in words, every pin of a set", async ({ page, request }) => {
  await openAsNewTeam(page, request, "Pins");
  await page.getByLabel("Treat the regime as like round").selectOption("3");
  await page.getByRole("button", { name: "Pin all rates" }).click();
  const latest = page.getByTestId("team-latest");
  await expect(latest).toContainText(/You pinned \d+ rates like round 3: Settlements survive/, { timeout: 15_000 });
  await expect(latest).toContainText("Plains to forest");
  await expect(latest).not.toContainText("_");
});

test("Pause says at once that it pauses after the current query", async ({ page, request }) => {
  test.setTimeout(120_000);
  await openAsNewTeam(page, request, "Pause");
  await expect(page.getByRole("button", { name: /^Accept Seed/ }).first()).toBeVisible({ timeout: 60_000 });
  const group = page.getByRole("group", { name: "Spend as planned" });
  await group.getByLabel("Queries to spend as planned").fill("10");
  await group.getByRole("button", { name: "Spend 10 more as planned" }).click();
  await expect.poll(async () => Number(await group.getByRole("progressbar", { name: "Planned queries" }).getAttribute("aria-valuenow")), { timeout: 60_000 }).toBeGreaterThanOrEqual(1);
  // From here every query is held until released, so one is surely in flight at the Pause,
  // however busy the machine: the label must change while it is held, not when it ends.
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  let held!: () => void;
  const holding = new Promise<void>((r) => (held = r));
  await page.route("**/rounds/**", async (route) => {
    if (route.request().method() === "POST") {
      held();
      await released;
    }
    await route.continue();
  });
  await holding;
  await group.getByRole("button", { name: "Pause" }).click();
  await expect(group.getByRole("button", { name: "Pausing after the current query…" })).toBeVisible({ timeout: 15_000 });
  await expect(group).toContainText("pausing after the current query");
  release();
  await expect(group).toContainText("paused", { timeout: 15_000 });
});

test("the regime panel's round numbers never run together", async ({ page, request }) => {
  await openAsNewTeam(page, request, "Numbers");
  const charts = page.getByRole("region", { name: "Regime" }).getByRole("img");
  await expect(charts.first()).toBeVisible();
  const overlaps = await charts.evaluateAll((svgs) =>
    svgs.flatMap((svg) => {
      const boxes = [...svg.querySelectorAll("text")].map((t) => ({ text: t.textContent, r: t.getBoundingClientRect() }));
      const out: string[] = [];
      for (let i = 0; i < boxes.length; i++)
        for (let j = i + 1; j < boxes.length; j++) {
          const a = boxes[i].r;
          const b = boxes[j].r;
          // Closer than 1 px counts: the numbers would read as one.
          if (a.left < b.right + 1 && b.left < a.right + 1 && a.top < b.bottom && b.top < a.bottom) out.push(`${boxes[i].text}|${boxes[j].text}`);
        }
      return out;
    }),
  );
  expect(overlaps).toEqual([]);
});

test("the agent's summaries count a write that never reached the API, and the practice box agrees with the log", async ({ page, request }) => {
  await signInAsPracticeTeam(page);
  // A closed port: the accounting API never answers.
  const solve = await request.post("/api/solve", {
    data: {
      prompt: "Opprett kunden Lukket Port AS med organisasjonsnummer 976543210. E-post: post@lukketport.no.",
      files: [],
      accounting_credentials: { base_url: "http://127.0.0.1:9/v2", session_token: "x" },
    },
  });
  expect(solve.status()).toBeLessThan(500);
  await page.goto("/agent");
  const row = page.locator("details").filter({ hasText: "Lukket Port AS" }).first();
  await expect(row.locator("summary")).toContainText(/failed call/);
  await expect(row.locator("summary")).not.toContainText("no errors");

  // Held back in the practice box: the result says what the log says.
  const form = page.getByRole("form", { name: "Try a task" });
  await form.getByLabel(/Task prompt/).fill("Legg inn leverandøren Brattli Sag AS (org.nr 912 345 670). Avtalt ramme: 45 000 kr.");
  await form.getByRole("button", { name: "Run the agent" }).click();
  await expect(form.getByText(/New supplier · held back · nothing written, no errors/)).toBeVisible({ timeout: 30_000 });
  await expect(form).not.toContainText("No task recognised");
  const held = page.locator("details").filter({ hasText: "Brattli Sag AS" }).first();
  await expect(held.locator("summary")).toContainText("New supplier · held back");
  await snap(page, "edges-agent-summaries");

  // /api/solve names each field once.
  const bad = await request.post("/api/solve", { data: { prompt: "p" } });
  expect(bad.status()).toBe(400);
  const text = JSON.stringify(await bad.json());
  expect(text.match(/accounting_credentials/g)?.length ?? 0).toBeLessThanOrEqual(2);
  expect(text).not.toMatch(/accounting_credentials accounting_credentials/);
});

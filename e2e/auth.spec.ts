import { expect, test } from "@playwright/test";
import { createTeam, signInAsPracticeTeam, signInWithToken, snap } from "./helpers";

test("a signed-out visitor is sent to the sign-in page", async ({ page }) => {
  await page.goto("/leaderboard");
  await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fleaderboard/);
  await expect(page.getByRole("button", { name: /practice team/i })).toBeVisible();
  await snap(page, "login");
});

test("the practice team signs in, sees the navigation and signs out", async ({ page }) => {
  await signInAsPracticeTeam(page);
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "Rounds" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Leaderboard" })).toBeVisible();
  await expect(nav.getByText("Practice team")).toBeVisible();
  await nav.getByRole("link", { name: "Leaderboard" }).click();
  await expect(page).toHaveURL(/\/leaderboard$/);
  await nav.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/login/);
  await page.goto("/");
  await expect(page).toHaveURL(/\/login/);
});

test("a wrong token is refused with a clear message", async ({ page }) => {
  await page.goto("/login");
  await page.getByLabel("Team access token").fill("eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJub2JvZHkifQ.c2lnbmF0dXJlLXRoYXQtaXMtd3Jvbmc");
  await page.getByRole("button", { name: /sign in with token/i }).click();
  await expect(page.getByRole("alert").filter({ hasText: /rejected this token/i })).toBeVisible();
});

test("the team token never reaches the browser", async ({ page, request }) => {
  const team = await createTeam(request, `Leak check ${Date.now()}`);
  const token = team.access_token;
  const leaks: string[] = [];
  page.on("response", async (res) => {
    const type = res.headers()["content-type"] ?? "";
    if (!/html|javascript|json|text|x-component/.test(type)) return;
    try {
      const body = await res.text();
      if (body.includes(token)) leaks.push(res.url());
    } catch {
      // redirects and aborted requests have no body
    }
  });
  await signInWithToken(page, token);
  const rounds = (await (await request.get("/emulator/astar-island/rounds")).json()) as { id: string; status: string }[];
  const workspaces = rounds.filter((r) => r.status === "active").map((r) => `/rounds/${r.id}`);
  for (const path of ["/", "/leaderboard", "/agent", ...workspaces, "/api/auth/session"]) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
  }
  const cookies = await page.context().cookies();
  const session = cookies.find((c) => c.name.endsWith("authjs.session-token"));
  expect(session?.httpOnly).toBe(true);
  expect(session?.sameSite).toBe("Lax");
  expect(session?.value).not.toContain(token);
  expect(await page.evaluate(() => document.cookie)).not.toContain("session-token");
  expect(leaks).toEqual([]);
});

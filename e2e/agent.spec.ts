import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { createTeam, E2E_ADMIN_KEY, signInAsPracticeTeam, signInWithToken, snap } from "./helpers";

test("the agent page lists solve requests newest first, each with its API calls", async ({ page, request }) => {
  await signInAsPracticeTeam(page);
  await page.goto("/agent");
  await expect(page.getByRole("heading", { name: "Accounting agent" })).toBeVisible();

  // One task against the embedded sandbox, so the log has a request with calls.
  const company = await request.post("/emulator/tripletex/admin/companies", {
    headers: { "X-Admin-Key": E2E_ADMIN_KEY },
    data: { today: "2026-03-21" },
  });
  expect(company.status()).toBe(201);
  const { base_url, session_token } = await company.json();
  const solve = await request.post("/api/solve", {
    data: {
      prompt: "Opprett kunden Sidefjord AS med organisasjonsnummer 976543210. E-post: post@sidefjord.no.",
      files: [],
      accounting_credentials: { base_url, session_token },
    },
  });
  expect(await solve.json()).toEqual({ status: "completed" });

  await page.reload();
  const row = page.locator("details").filter({ hasText: "New customer" }).filter({ hasText: "Sidefjord" }).first();
  await expect(row).toBeVisible();
  await row.locator("summary").first().click();
  const understood = row.getByRole("region", { name: "What the agent understood" });
  await expect(understood.getByText("New customer", { exact: true })).toBeVisible();
  await expect(understood.locator("dd", { hasText: "Sidefjord AS" })).toBeVisible();
  await expect(understood.locator("dd", { hasText: "976543210" })).toBeVisible();
  await expect(row.locator("code", { hasText: /^\/customer$/ })).toBeVisible();
  await expect(page.getByText(session_token)).toHaveCount(0);
  await snap(page, "agent-log");
});

test("a request the agent cannot carry out is held back, and the page says what it understood and why", async ({ page, request }) => {
  await signInAsPracticeTeam(page);
  const company = await request.post("/emulator/tripletex/admin/companies", {
    headers: { "X-Admin-Key": E2E_ADMIN_KEY },
    data: { today: "2026-03-21" },
  });
  const { base_url, session_token } = await company.json();
  const ask = async (prompt: string) =>
    request.post("/api/solve", { data: { prompt, files: [], accounting_credentials: { base_url, session_token } } });
  // Not an accounting task at all.
  expect(await (await ask("hello, what can you do?")).json()).toEqual({ status: "completed" });
  // A supplier request with an amount the reading has no place for: held back rather than guessed.
  expect(await (await ask("Legg inn leverandøren Brattli Sag AS (org.nr 912 345 670). Avtalt ramme: 45 000 kr.")).json()).toEqual({
    status: "completed",
  });

  await page.goto("/agent");
  const held = page.locator("details").filter({ hasText: "Brattli Sag AS" }).first();
  await held.locator("summary").first().click();
  const understood = held.getByRole("region", { name: "What the agent understood" });
  await expect(understood.getByText("New supplier", { exact: true })).toBeVisible();
  await expect(understood.getByText("Held back — nothing was written.")).toBeVisible();
  await expect(understood.getByText(/45 000 kr/)).toBeVisible();
  await expect(held.getByRole("cell")).toHaveCount(0);

  const chat = page.locator("details").filter({ hasText: "hello, what can you do?" }).first();
  await chat.locator("summary").first().click();
  await expect(chat.getByRole("region", { name: "What the agent understood" }).getByText("not an accounting task")).toBeVisible();
  await snap(page, "agent-held-back");
});

test("a person tries a task from the agent page on a fresh practice company", async ({ page }) => {
  await signInAsPracticeTeam(page);
  await page.goto("/agent");
  const form = page.getByRole("form", { name: "Try a task" });
  const prompt = "Create the customer Fjordline Ltd with organization number 923456781. Email: post@fjordline.no.";
  await form.getByLabel(/Task prompt/).fill(prompt);
  await form.getByRole("button", { name: "Run the agent" }).click();

  await expect(form.getByText(/New customer · done · 1 write, no errors/)).toBeVisible({ timeout: 30_000 });
  await expect(form.getByLabel(/Task prompt/)).toHaveValue(prompt);
  const row = page.locator("details").filter({ hasText: "Fjordline Ltd" }).first();
  await expect(row).toBeVisible();
  await row.locator("summary").first().click();
  await expect(row.locator("code", { hasText: /^\/customer$/ })).toBeVisible();
  await snap(page, "agent-try-task");
});

test("a request in a real mail: the page shows what was set aside as context and why, next to the fields read", async ({ page, request }) => {
  await signInAsPracticeTeam(page);
  const company = await request.post("/emulator/tripletex/admin/companies", {
    headers: { "X-Admin-Key": E2E_ADMIN_KEY },
    data: { today: "2026-03-21" },
  });
  const { base_url, session_token } = await company.json();
  const prompt = [
    "Hei! Kan du legge inn ny leverandør? Se under.",
    "---------- Videresendt melding ----------",
    "Fra: Kari Nordmann <kari@sagbruket-nordmann.no>",
    "Dato: 12. mars 2026 kl. 09:14",
    "Emne: Ny leverandøravtale",
    "Vi er registrert som Sagbruket Nordmann AS, org.nr. 915 663 204, e-post faktura@sagbruket-nordmann.no.",
    "--",
    "Ola Hansen | Innkjøp | Tlf 22 33 44 55 | Fjordkraft Eiendom AS, org.nr. 998 112 450",
  ].join("\n");
  const solve = await request.post("/api/solve", { data: { prompt, files: [], accounting_credentials: { base_url, session_token } } });
  expect(await solve.json()).toEqual({ status: "completed" });

  await page.goto("/agent");
  const row = page.locator("details").filter({ hasText: "Sagbruket Nordmann" }).first();
  await row.locator("summary").first().click();
  const understood = row.getByRole("region", { name: "What the agent understood" });
  await expect(understood.getByText("New supplier", { exact: true })).toBeVisible();
  await expect(understood.locator("dd", { hasText: "Sagbruket Nordmann AS" })).toBeVisible();
  await expect(understood.getByText("Org. no. 998 112 450: the sender's signature")).toBeVisible();
  await expect(understood.getByText(/kari@sagbruket-nordmann\.no: the header of a forwarded or quoted message/)).toBeVisible();
  await expect(row.locator("code", { hasText: /^\/supplier$/ })).toBeVisible();
});

test("each team sees only its own requests on the agent page", async ({ browser, request }) => {
  const stamp = Date.now();
  const a = await createTeam(request, `Agent team A ${stamp}`);
  const b = await createTeam(request, `Agent team B ${stamp}`);
  const pageA = await (await browser.newContext()).newPage();
  const pageB = await (await browser.newContext()).newPage();
  await signInWithToken(pageA, a.access_token);
  await signInWithToken(pageB, b.access_token);

  await pageA.goto("/agent");
  const form = pageA.getByRole("form", { name: "Try a task" });
  const customer = `Loyndom Nord AS`;
  await form.getByLabel(/Task prompt/).fill(`Opprett kunden ${customer} med organisasjonsnummer 934567812.`);
  await form.getByRole("button", { name: "Run the agent" }).click();
  await expect(form.getByText(/New customer · done/)).toBeVisible({ timeout: 30_000 });
  await expect(pageA.locator("li > details").filter({ hasText: customer })).toHaveCount(1);

  await pageB.goto("/agent");
  await expect(pageB.getByRole("heading", { name: "Accounting agent" })).toBeVisible();
  await expect(pageB.getByText(customer)).toHaveCount(0);
  await pageA.context().close();
  await pageB.context().close();
});

/** Serious and critical axe-core violations, and the scrolling and table-header rules whatever their impact. */
async function expectAccessible(page: Page, what: string) {
  const always = new Set(["scrollable-region-focusable", "empty-table-header"]);
  const result = await new AxeBuilder({ page }).analyze();
  const bad = result.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical" || always.has(v.id))
    .map((v) => `${v.id} (${v.impact}) ×${v.nodes.length}: ${v.nodes.slice(0, 3).map((n) => n.target.join(" ")).join(" | ")}`);
  expect(bad, `axe on ${what}`).toEqual([]);
}

test("each call sent to the accounting API shows its body on request, the prompt keeps its lines, all by keyboard, axe-clean at both widths", async ({ page, request }) => {
  await signInAsPracticeTeam(page);
  const company = await request.post("/emulator/tripletex/admin/companies", { headers: { "X-Admin-Key": E2E_ADMIN_KEY }, data: { today: "2026-03-21" } });
  const { base_url, session_token } = await company.json();
  const prompt = ["Opprett kunden Linjeskift Nord AS.", "Organisasjonsnummer: 945612378", "E-post: post@linjeskift.no"].join("\n");
  const solve = await request.post("/api/solve", { data: { prompt, files: [], accounting_credentials: { base_url, session_token } } });
  expect(await solve.json()).toEqual({ status: "completed" });

  for (const viewport of [{ width: 1440, height: 900 }, { width: 390, height: 844 }]) {
    await page.setViewportSize(viewport);
    await page.goto("/agent");
    const row = page.locator("details").filter({ hasText: "Linjeskift Nord AS" }).first();
    const summary = row.locator("summary").first();
    // Keyboard only: Tab to the request, open it, Tab to the first call's body, open it.
    await page.locator("body").click({ position: { x: 2, y: 2 } });
    for (let i = 0; i < 80 && !(await summary.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press("Tab");
    await expect(summary).toBeFocused();
    await expect(summary).toContainText("New customer");
    await page.keyboard.press("Enter");

    const prompted = row.getByTestId("agent-prompt");
    await expect(prompted).toBeVisible();
    expect(await prompted.evaluate((el) => getComputedStyle(el).whiteSpace)).toBe("pre-wrap");
    expect(await prompted.innerText()).toBe(prompt);

    const calls = row.getByRole("table", { name: "Calls to the accounting API" });
    await expect(calls.getByText("Create customer", { exact: true })).toBeVisible();
    const post = calls.getByRole("row").filter({ hasText: "Create customer" });
    await expect(post.getByText("201", { exact: true })).toBeVisible();
    // The only call with a body is the POST: its body is folded in the row under it.
    const bodyToggle = calls.getByText("Request body", { exact: true });
    const body = calls.locator("pre");
    await expect(body).toBeHidden();
    for (let i = 0; i < 40 && !(await bodyToggle.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press("Tab");
    await expect(bodyToggle).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(body).toBeVisible();
    await expect(body).toContainText(`"name": "Linjeskift Nord AS"`);
    await expect(body).toContainText(`"organizationNumber": "945612378"`);
    // The body is pretty-printed: one field a line.
    expect((await body.innerText()).split("\n").length).toBeGreaterThan(3);

    // The session token of the request never reaches the page.
    expect(await page.content()).not.toContain(session_token);
    await expectAccessible(page, `agent page at ${viewport.width} px`);
    await snap(page, `agent-call-body-${viewport.width}`);
  }
});

import { expect, test } from "@playwright/test";
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
  const row = page.locator("details").filter({ hasText: "create_customer" }).first();
  await expect(row).toBeVisible();
  await row.locator("summary").click();
  const understood = row.getByRole("region", { name: "What the agent understood" });
  await expect(understood.getByText("create_customer")).toBeVisible();
  await expect(understood.locator("dd", { hasText: "Sidefjord AS" })).toBeVisible();
  await expect(understood.locator("dd", { hasText: "976543210" })).toBeVisible();
  await expect(row.getByRole("cell", { name: "/customer", exact: true })).toBeVisible();
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
  await held.locator("summary").click();
  const understood = held.getByRole("region", { name: "What the agent understood" });
  await expect(understood.getByText("create_supplier")).toBeVisible();
  await expect(understood.getByText("Held back — nothing was written.")).toBeVisible();
  await expect(understood.getByText(/45 000 kr/)).toBeVisible();
  await expect(held.getByRole("cell")).toHaveCount(0);

  const chat = page.locator("details").filter({ hasText: "hello, what can you do?" }).first();
  await chat.locator("summary").click();
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

  await expect(form.getByText(/create_customer · done · 1 write, no errors/)).toBeVisible({ timeout: 30_000 });
  await expect(form.getByLabel(/Task prompt/)).toHaveValue(prompt);
  const row = page.locator("details").filter({ hasText: "Fjordline Ltd" }).first();
  await expect(row).toBeVisible();
  await row.locator("summary").click();
  await expect(row.getByRole("cell", { name: "/customer", exact: true })).toBeVisible();
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
  await row.locator("summary").click();
  const understood = row.getByRole("region", { name: "What the agent understood" });
  await expect(understood.getByText("create_supplier")).toBeVisible();
  await expect(understood.locator("dd", { hasText: "Sagbruket Nordmann AS" })).toBeVisible();
  await expect(understood.getByText("Org. no. 998 112 450: the sender's signature")).toBeVisible();
  await expect(understood.getByText(/kari@sagbruket-nordmann\.no: the header of a forwarded or quoted message/)).toBeVisible();
  await expect(row.getByRole("cell", { name: "/supplier", exact: true })).toBeVisible();
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
  const customer = `Loyndom ${stamp} AS`;
  await form.getByLabel(/Task prompt/).fill(`Opprett kunden ${customer} med organisasjonsnummer 934567812.`);
  await form.getByRole("button", { name: "Run the agent" }).click();
  await expect(form.getByText(/create_customer · done/)).toBeVisible({ timeout: 30_000 });
  await expect(pageA.locator("details").filter({ hasText: customer })).toHaveCount(1);

  await pageB.goto("/agent");
  await expect(pageB.getByRole("heading", { name: "Accounting agent" })).toBeVisible();
  await expect(pageB.getByText(customer)).toHaveCount(0);
  await pageA.context().close();
  await pageB.context().close();
});

import { expect, inject, test } from "vitest";
import { startServer } from "./server";
import { Api } from "./accounting-sandbox-solutions";
import { newCompany } from "./accounting-sandbox-helpers";

/** Companies live in the database: a restarted server still knows their token and data. */
test("a company and its data survive a server restart", async () => {
  const port = inject("port") + 50;
  const adminKey = "restart-admin-key";
  let server = await startServer({ port, env: { EMULATOR_ADMIN_KEY: adminKey } });
  try {
    const c = await newCompany("2026-03-21", server.baseUrl, adminKey);
    const cust = await c.api.post("/customer", { name: "Varig AS", organizationNumber: "922222222" });
    const bank = await c.api.one("/ledger/account", { number: 1920, fields: "*" });
    await c.api.put(`/ledger/account/${bank.id}`, { id: bank.id, version: bank.version, bankAccountNumber: "86011117947" });
    await server.stop();
    server = await startServer({ port, dataDir: server.dataDir, env: { EMULATOR_ADMIN_KEY: adminKey } });
    const again = new Api(c.base_url, c.session_token);
    expect(await again.get(`/customer/${cust.id}`)).toMatchObject({ name: "Varig AS", organizationNumber: "922222222" });
    expect((await again.get(`/ledger/account/${bank.id}`)).bankAccountNumber).toBe("86011117947");
    const next = await again.post("/customer", { name: "Ny AS" });
    expect(next.id).toBeGreaterThan(cust.id);
  } finally {
    await server.stop();
  }
});

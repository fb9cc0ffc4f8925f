import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";

/**
 * A fresh company on a running accounting sandbox, for tests that execute tasks against it: the admin API opens the
 * company dated `today`, and the client is its session's. With `bankAccount`, the bank account 1920 gets an account
 * number, as invoicing needs.
 */
export async function practiceCompany(sandboxUrl: string, today: string, opts: { bankAccount?: boolean } = {}) {
  // Imported here, not at the top: a test file sets the sandbox's data directory before anything of the app loads.
  const { TripletexClient } = await import("@/lib/accounting/tripletex-client");
  const res = await fetch(`${new URL(sandboxUrl).origin}/emulator/tripletex/admin/companies`, {
    method: "POST",
    headers: { "X-Admin-Key": process.env.EMULATOR_ADMIN_KEY ?? "practice-admin-key", "Content-Type": "application/json" },
    body: JSON.stringify({ today }),
  });
  const c = (await res.json()) as { base_url: string; session_token: string };
  const client = new TripletexClient({ baseUrl: c.base_url, sessionToken: c.session_token });
  if (opts.bankAccount) {
    const [bank] = await client.list<Record<string, unknown> & { id: number }>("/ledger/account", { number: "1920", fields: "*" });
    await client.put(`/ledger/account/${bank.id}`, { ...bank, bankAccountNumber: "12345678903" });
  }
  return client;
}

/**
 * A running accounting sandbox for one test file, keeping its companies in a private data directory. Await it at the
 * top of the file, before importing anything of the app (the directory is set first); it starts before the file's
 * tests and closes after them. `company(today)` opens a fresh company on it.
 */
export async function sandboxForTests(prefix: string) {
  process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  process.env.DATABASE_URL = "";
  const { startSandboxServer } = await import("@/lib/accounting-sandbox/serve");
  let server: { url: string; close: () => Promise<void> | void } | undefined;
  beforeAll(async () => {
    server = (await startSandboxServer({ port: 0 })) as typeof server;
  });
  afterAll(async () => {
    await server?.close();
  });
  return { company: (today: string, opts: { bankAccount?: boolean } = {}) => practiceCompany(server!.url, today, opts) };
}

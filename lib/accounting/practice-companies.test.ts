import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

// A private database file for this test file, set before any module reads the environment.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "practice-companies-"));
process.env.DATA_DIR = dataDir;
process.env.DATABASE_URL = "";

const { closeDb, getDb } = await import("@/lib/db/client");
const { sandboxCompanies } = await import("@/lib/db/schema");
const { createCompany } = await import("@/lib/accounting-sandbox");
const { companyByToken } = await import("@/lib/accounting-sandbox/company");
const { PRACTICE_COMPANIES_KEPT, retirePracticeCompany } = await import("./practice-companies");

afterAll(async () => {
  await closeDb();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("practice run companies", () => {
  it("keeps the newest ones and deletes older ones with everything they stored", async () => {
    const made = [];
    for (let i = 0; i < PRACTICE_COMPANIES_KEPT + 3; i++) {
      const { company } = await createCompany("2026-03-21");
      made.push(company);
      await retirePracticeCompany(company.id);
    }
    // A company made some other way (the admin API, a benchmark) is never touched.
    const { company: other } = await createCompany("2026-03-21");
    const db = await getDb();
    const left = (await db.select({ id: sandboxCompanies.id }).from(sandboxCompanies)).map((r) => r.id).sort((a, b) => a - b);
    expect(left).toEqual([...made.slice(3).map((c) => c.id), other.id]);
    expect(await companyByToken(made[0].sessionToken)).toBeUndefined();
    expect(await companyByToken(made[3].sessionToken)).toBeDefined();
  }, 60_000);
});

import { inject } from "vitest";
import { Api } from "./accounting-sandbox-solutions";

/** A fresh sandbox company on the integration server, with a client for its v2 API. */
export async function newCompany(today = "2026-03-21", origin = inject("baseUrl"), adminKey = inject("adminKey")) {
  const res = await fetch(`${origin}/emulator/tripletex/admin/companies`, {
    method: "POST",
    headers: { "x-admin-key": adminKey, "content-type": "application/json" },
    body: JSON.stringify({ today }),
  });
  if (res.status !== 201) throw new Error(`company creation answered ${res.status}`);
  const created = (await res.json()) as {
    company_id: number;
    base_url: string;
    session_token: string;
    today: string;
    facts: { id: number; bankAccountId: number; departmentId: number; employeeId: number };
  };
  return { ...created, api: new Api(created.base_url, created.session_token) };
}

export async function requestLog(companyId: number, origin = inject("baseUrl"), adminKey = inject("adminKey")) {
  const res = await fetch(`${origin}/emulator/tripletex/admin/companies/${companyId}/requests`, { headers: { "x-admin-key": adminKey } });
  return (await res.json()) as { requests: { method: string; path: string; status: number; ms: number; at: string }[] };
}

export async function withBankAccount(api: Api) {
  const bank = await api.one("/ledger/account", { number: 1920, fields: "*" });
  await api.put(`/ledger/account/${bank.id}`, { id: bank.id, version: bank.version, bankAccountNumber: "86011117947" });
}

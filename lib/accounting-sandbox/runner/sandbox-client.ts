import { z } from "zod";

/** Where a running accounting sandbox is reached: the app origin and its admin key. */
export type SandboxEndpoint = { origin: string; adminKey: string };

const ADMIN_PATH = "/emulator/tripletex/admin/companies";

const companySchema = z.object({
  company_id: z.union([z.string(), z.number()]),
  base_url: z.string().url(),
  session_token: z.string().min(1),
  today: z.string().optional(),
  facts: z
    .looseObject({
      id: z.number().optional(),
      bankAccountId: z.number().optional(),
      departmentId: z.number().optional(),
      employeeId: z.number().optional(),
    })
    .default({}),
});

export type SandboxCompany = {
  companyId: string;
  baseUrl: string;
  sessionToken: string;
  /** `$company.…`: id, bankAccountId, departmentId, employeeId. */
  facts: Record<string, unknown>;
};

export class SandboxError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "SandboxError";
  }
}

/** A fresh company whose "today" is the case's date. */
export async function createCompany(endpoint: SandboxEndpoint, today: string): Promise<SandboxCompany> {
  const res = await fetch(`${endpoint.origin}${ADMIN_PATH}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Admin-Key": endpoint.adminKey },
    body: JSON.stringify({ today }),
  });
  const text = await res.text();
  if (res.status !== 201 && res.status !== 200) {
    throw new SandboxError(`creating a company answered ${res.status}: ${text.slice(0, 300)}`);
  }
  const parsed = companySchema.safeParse(safeJson(text));
  if (!parsed.success) throw new SandboxError(`unexpected company answer: ${text.slice(0, 300)}`);
  const c = parsed.data;
  return {
    companyId: String(c.company_id),
    baseUrl: c.base_url.replace(/\/+$/, ""),
    sessionToken: c.session_token,
    facts: { ...c.facts, id: c.facts.id ?? c.company_id },
  };
}

const logEntrySchema = z.looseObject({
  method: z.string(),
  path: z.string(),
  status: z.number(),
});
export type LogEntry = z.infer<typeof logEntrySchema>;

/** The company's request log, oldest first. */
export async function requestLog(endpoint: SandboxEndpoint, companyId: string): Promise<LogEntry[]> {
  const res = await fetch(`${endpoint.origin}${ADMIN_PATH}/${encodeURIComponent(companyId)}/requests`, {
    headers: { "X-Admin-Key": endpoint.adminKey },
  });
  const text = await res.text();
  if (!res.ok) throw new SandboxError(`reading the request log answered ${res.status}: ${text.slice(0, 300)}`);
  const body = safeJson(text) as unknown;
  // Accept a bare array or the usual list envelopes.
  const list = Array.isArray(body)
    ? body
    : body && typeof body === "object"
      ? ((body as Record<string, unknown>).values ?? (body as Record<string, unknown>).requests ?? (body as Record<string, unknown>).entries)
      : undefined;
  const parsed = z.array(logEntrySchema).safeParse(list);
  if (!parsed.success) throw new SandboxError(`unexpected request log: ${text.slice(0, 300)}`);
  return parsed.data;
}

export type ApiAnswer = { status: number; body: unknown };

export type QueryValue = string | number | boolean | (string | number)[];

/** One call on the company's v2 API with HTTP Basic `0:<session token>`. */
export async function callApi(
  company: Pick<SandboxCompany, "baseUrl" | "sessionToken">,
  method: string,
  path: string,
  opts: { query?: Record<string, unknown>; body?: unknown } = {},
): Promise<ApiAnswer> {
  const url = new URL(company.baseUrl + path);
  for (const [k, v] of Object.entries(opts.query ?? {})) {
    if (v === undefined || v === null) continue;
    url.searchParams.set(k, Array.isArray(v) ? v.join(",") : String(v));
  }
  const headers: Record<string, string> = {
    Authorization: `Basic ${Buffer.from(`0:${company.sessionToken}`).toString("base64")}`,
    Accept: "application/json",
  };
  let body: string | undefined;
  if (opts.body !== undefined && method !== "GET") {
    headers["Content-Type"] = "application/json";
    body = JSON.stringify(opts.body);
  }
  const res = await fetch(url, { method, headers, body });
  const text = await res.text();
  return { status: res.status, body: safeJson(text) };
}

function safeJson(text: string): unknown {
  if (text === "") return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

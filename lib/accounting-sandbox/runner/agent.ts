import { z } from "zod";

/** The `/solve` request body the agent receives (CASES.md step 3). */
export type SolveFile = { filename: string; mime_type: string; content_base64: string };
export type SolveBody = {
  prompt: string;
  files: SolveFile[];
  accounting_credentials: { base_url: string; session_token: string };
};

export type AgentOutcome = { completed: boolean; status?: string; error?: string };

/** Anything that can be asked to solve one task; `today` is the case's date. */
export type Agent = { label: string; detail?: string; solve(body: SolveBody, today: string): Promise<AgentOutcome> };

/** An agent that makes no call at all: every check that needs the agent's work fails. */
export function noneAgent(reason: string, detail?: string): Agent {
  return { label: `none (${reason})`, detail, solve: async () => ({ completed: false, status: "no agent" }) };
}

const answerSchema = z.looseObject({ status: z.string() });

/**
 * The agent behind an HTTP endpoint: the URL as given when it has a path (e.g. `…/api/solve`),
 * else `{url}/solve`. The date travels in `X-Solve-Today`; redirects are errors (a login page
 * is not an agent).
 */
export function httpAgent(url: string, opts: { apiKey?: string; timeoutMs?: number } = {}): Agent {
  const parsedUrl = new URL(url);
  const endpoint = parsedUrl.pathname.replace(/\/+$/, "") === "" ? `${parsedUrl.origin}/solve` : url.replace(/\/+$/, "");
  return {
    label: `http ${endpoint}`,
    async solve(body, today) {
      const headers: Record<string, string> = { "Content-Type": "application/json", "X-Solve-Today": today };
      if (opts.apiKey) headers.Authorization = `Bearer ${opts.apiKey}`;
      try {
        const res = await fetch(endpoint, {
          method: "POST",
          headers,
          body: JSON.stringify(body),
          redirect: "manual",
          signal: AbortSignal.timeout(opts.timeoutMs ?? 300_000),
        });
        const text = await res.text();
        if (res.status >= 300 && res.status < 400) {
          return { completed: false, error: `HTTP ${res.status} redirect to ${res.headers.get("location") ?? "?"}` };
        }
        const parsed = answerSchema.safeParse(tryJson(text));
        const status = parsed.success ? parsed.data.status : undefined;
        if (!res.ok) return { completed: false, status, error: `HTTP ${res.status}: ${text.slice(0, 200)}` };
        if (status === undefined) return { completed: false, error: `answer is not {"status": …}: ${text.slice(0, 120)}` };
        return { completed: status === "completed", status };
      } catch (e) {
        return { completed: false, error: errorText(e) };
      }
    },
  };
}

type InProcessSolve = (request: SolveBody, opts: { today?: string }) => Promise<unknown>;

/**
 * The project's own agent, `solve()` of `@/lib/accounting`, called in this process. When that
 * module is absent or fails to load, the benchmark still runs with an agent that does nothing.
 */
export async function inProcessAgent(load: () => Promise<unknown> = loadAccountingModule): Promise<Agent> {
  let mod: unknown;
  try {
    mod = await load();
  } catch (e) {
    return noneAgent("lib/accounting not available", errorText(e).split("\n")[0]);
  }
  const solve = (mod as { solve?: unknown } | undefined)?.solve;
  if (typeof solve !== "function") return noneAgent("lib/accounting not available: no solve() export");
  return {
    label: "in-process lib/accounting solve()",
    async solve(body, today) {
      try {
        const answer = await (solve as InProcessSolve)(body, { today });
        const parsed = answerSchema.safeParse(answer);
        const status = parsed.success ? parsed.data.status : undefined;
        // The project's solve() reports a failure it recovered from in `error` while still completing.
        const reported = (answer as { error?: unknown } | null)?.error;
        return { completed: status === "completed", status, error: typeof reported === "string" && reported ? reported : undefined };
      } catch (e) {
        return { completed: false, error: errorText(e) };
      }
    },
  };
}

// Computed specifiers keep the type checker and bundlers from requiring the modules to exist.
// The package entry is preferred; the solve module itself is the fallback.
const ACCOUNTING_MODULES = [["@", "lib", "accounting"].join("/"), ["@", "lib", "accounting", "solve"].join("/")];
async function loadAccountingModule(): Promise<unknown> {
  let firstError: unknown;
  for (const specifier of ACCOUNTING_MODULES) {
    try {
      const mod = (await import(/* @vite-ignore */ specifier)) as { solve?: unknown };
      if (typeof mod.solve === "function") return mod;
    } catch (e) {
      firstError ??= e;
    }
  }
  throw firstError ?? new Error("no solve() export in lib/accounting");
}

function tryJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export function errorText(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

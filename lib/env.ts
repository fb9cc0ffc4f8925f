import net from "node:net";
import path from "node:path";
import { z } from "zod";
import { accessCodeWeakness } from "@/lib/auth/access-code-strength";
import { parseTrustedProxies, type TrustedProxies } from "@/lib/http/client-address";
import { fromProjectRoot } from "@/lib/project-root";

/**
 * Every environment variable the application reads, validated once.
 * Defaults give a working practice setup with no configuration at all:
 * the embedded island emulator and accounting sandbox served by this same app.
 */

const DATABASE_URL_PROTOCOLS = ["file:", "libsql:", "http:", "https:", "ws:", "wss:"];

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === "" ? undefined : v.trim()));

const port = z
  .string()
  .optional()
  .transform((v, ctx) => {
    if (v === undefined || v === "") return 3000;
    if (!/^\d+$/.test(v) || Number(v) < 1 || Number(v) > 65535) {
      ctx.addIssue({ code: "custom", message: `must be a port number 1-65535 (got "${v}")` });
      return z.NEVER;
    }
    return Number(v);
  });

const positiveInt = (fallback: number) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === "") return fallback;
      if (!/^\d+$/.test(v) || Number(v) <= 0) {
        ctx.addIssue({ code: "custom", message: `must be a positive whole number (got "${v}")` });
        return z.NEVER;
      }
      return Number(v);
    });

const url = (what: string) =>
  optionalString.refine((v) => v === undefined || isHttpUrl(v), {
    message: `must be an http(s) URL of ${what}`,
  });

const bool = (fallback: boolean) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === "") return fallback;
      if (/^(1|true|yes|on)$/i.test(v)) return true;
      if (/^(0|false|no|off)$/i.test(v)) return false;
      ctx.addIssue({ code: "custom", message: `must be true or false (got "${v}")` });
      return z.NEVER;
    });

/** The admin key every installation starts with: public, so only fit for a server nobody else reaches. */
export const DEFAULT_EMULATOR_ADMIN_KEY = "practice-admin-key";

/** Loopback by default: serving other machines is a choice the operator makes explicitly. */
export const DEFAULT_HOSTNAME = "127.0.0.1";

const hostname = z
  .string()
  .optional()
  .transform((v, ctx) => {
    if (v === undefined || v.trim() === "") return DEFAULT_HOSTNAME;
    const h = v.trim();
    if (h.length > 253 || !/^(\[[0-9a-fA-F:.]+\]|[0-9a-fA-F:.]+|[A-Za-z0-9.-]+)$/.test(h)) {
      ctx.addIssue({ code: "custom", message: `must be an interface address or host name (got "${v}")` });
      return z.NEVER;
    }
    return h;
  });

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: port,
  HOSTNAME: hostname,
  DATA_DIR: z.string().default(".data"),
  DATABASE_URL: optionalString.refine(
    (v) => v === undefined || isDatabaseUrl(v),
    { message: `must be a libSQL URL (file:, libsql:, http(s):, ws(s):)` },
  ),
  DATABASE_AUTH_TOKEN: optionalString,
  AUTH_SECRET: optionalString.refine((v) => v === undefined || v.length >= 32, {
    message: "must be at least 32 characters",
  }),
  /** What a person types to sign in as the practice team; generated when serving other machines without one. */
  TEAM_ACCESS_CODE: optionalString.superRefine((v, ctx) => {
    if (v === undefined) return;
    // A common password falls to the first guesses however slowly sign-in lets them in.
    const weakness = v.length > 256 ? "must be at most 256 characters" : accessCodeWeakness(v);
    if (weakness) ctx.addIssue({ code: "custom", message: weakness });
  }),
  /**
   * Proxies (addresses or CIDR blocks) whose X-Forwarded-For names the client; unset: none, and
   * sign-in throttling keys on the socket's address alone.
   */
  TRUSTED_PROXIES: z
    .string()
    .optional()
    .superRefine((v, ctx) => {
      if (v !== undefined && v.length > 4096) return ctx.addIssue({ code: "custom", message: "must be at most 4096 characters" });
      try {
        parseTrustedProxies(v);
      } catch (err) {
        ctx.addIssue({ code: "custom", message: (err as Error).message });
      }
    }),
  /** Practice rounds open (pending or active) at once on the embedded emulator; starting another waits. */
  PRACTICE_MAX_OPEN_ROUNDS: positiveInt(3).refine((v) => v <= 50, { message: "must be at most 50" }),
  ISLAND_API_URL: url("the island prediction service"),
  /** The one folder of real rounds the dashboard offers to practise on (relative to the project folder). */
  ISLAND_ROUNDS_DIR: z.string().trim().min(1, "must name a folder").default("../shared/island-rounds"),
  ISLAND_AUTH_MODE: z.enum(["bearer", "cookie"]).default("bearer"),
  EMULATOR_ENABLED: bool(true),
  EMULATOR_ADMIN_KEY: z.string().min(8, "must be at least 8 characters").default(DEFAULT_EMULATOR_ADMIN_KEY),
  ISLAND_EMULATOR_MAX_BODY_BYTES: positiveInt(2 * 1024 * 1024),
  SANDBOX_MAX_BODY_BYTES: positiveInt(8 * 1024 * 1024),
  /** Bearer key /api/solve asks for; required when other machines can connect. */
  SOLVE_API_KEY: optionalString.refine((v) => v === undefined || v.length >= 16, { message: "must be at least 16 characters" }),
  /**
   * Whether /api/solve may call accounting APIs on loopback, private, link-local or otherwise
   * internal addresses (a self-hosted Tripletex stand-in, tests). The embedded sandbox is always allowed.
   */
  SOLVE_ALLOW_PRIVATE_UPSTREAMS: bool(false),
  /**
   * The team whose Agent page shows the calls made with SOLVE_API_KEY: its team id (the
   * `team_id` of its island token), or "practice" (the default) for the practice team.
   */
  SOLVE_API_KEY_TEAM: optionalString.refine((v) => v === undefined || (v.length <= 200 && !/[\u0000-\u001f]/.test(v)), {
    message: "must be a team id of at most 200 characters",
  }),
  SOLVE_MAX_BODY_BYTES: positiveInt(40 * 1024 * 1024),
  SOLVE_DEADLINE_MS: positiveInt(240_000),
  /** Largest accounting API answer read (the agent asks for narrow lists: real answers are far smaller). */
  TRIPLETEX_MAX_RESPONSE_BYTES: positiveInt(2 * 1024 * 1024).refine((v) => v <= 16 * 1024 * 1024, { message: "must be at most 16 MiB (16777216)" }),
  /** The date the accounting agent takes as today (YYYY-MM-DD); absent means the current date. */
  SOLVE_TODAY: optionalString.refine((v) => v === undefined || /^\d{4}-\d{2}-\d{2}$/.test(v), {
    message: "must be a date YYYY-MM-DD",
  }),
  LLM_PROVIDER: z.enum(["none", "openai", "anthropic", "openai-compatible"]).default("none"),
  LLM_MODEL: optionalString,
  LLM_API_KEY: optionalString,
  LLM_BASE_URL: url("the LLM provider"),
  /**
   * Whether an openai-compatible server takes a JSON schema (`response_format: json_schema`, as vLLM,
   * Ollama and llama.cpp's server do). Off: the schema goes into the prompt instead.
   */
  LLM_STRUCTURED_OUTPUTS: bool(true),
  /**
   * fallback: the model reads only what the rules hold back, are unsure of, or cannot read (images).
   * primary: the model reads every request (the rules' reading as its hint); its answer is carried
   * out when it passes the gate, nothing is written when the gate refuses it, and the rules' reading
   * is used only when the model gives no answer.
   */
  LLM_ROLE: z.enum(["fallback", "primary"]).default("fallback"),
  /** How long one LLM reading may take before the agent goes on with the rules' reading. */
  LLM_TIMEOUT_MS: positiveInt(30_000),
  TLS_CERT_FILE: optionalString,
  TLS_KEY_FILE: optionalString,
});

export type Env = z.infer<typeof schema> & {
  /** Resolved libSQL URL (a file under DATA_DIR unless DATABASE_URL is set). */
  databaseUrl: string;
  /** Absolute data directory. */
  dataDir: string;
  /** Absolute folder of the real rounds offered for practice. */
  islandRoundsDir: string;
  /** Base URL of the island service the dashboard talks to. */
  islandApiUrl: string;
  /** Whether the dashboard is in practice mode (talking to the embedded emulator). */
  practiceMode: boolean;
  /** Origin this server can reach itself on. */
  selfOrigin: string;
  /** Whether HOSTNAME lets other machines connect (anything but a loopback address). */
  servesOthers: boolean;
  /** TRUSTED_PROXIES parsed. */
  trustedProxies: TrustedProxies;
};

export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    readonly problem: string,
  ) {
    super(`Configuration error: ${variable} ${problem}`);
    this.name = "ConfigError";
  }
}

function isHttpUrl(v: string): boolean {
  try {
    const u = new URL(v);
    return u.protocol === "http:" || u.protocol === "https:";
  } catch {
    return false;
  }
}

/** Whether a listening address only accepts connections from this machine. */
export function isLoopbackHost(host: string): boolean {
  const h = host.trim().toLowerCase().replace(/^\[(.*)\]$/, "$1");
  if (h === "localhost") return true;
  if (net.isIPv4(h)) return h.startsWith("127.");
  if (net.isIPv6(h)) return h === "::1" || h === "0:0:0:0:0:0:0:1" || /^::ffff:127\./.test(h);
  return false;
}

/** Host part of the URL this server reaches itself on: loopback for a wildcard address, else the address listened on. */
function selfHost(host: string): string {
  const h = host.replace(/^\[(.*)\]$/, "$1");
  if (h === "0.0.0.0" || h === "::" || h === "0:0:0:0:0:0:0:0") return "127.0.0.1";
  return net.isIPv6(h) ? `[${h}]` : h;
}

function isDatabaseUrl(v: string): boolean {
  try {
    const u = new URL(v);
    return DATABASE_URL_PROTOCOLS.includes(u.protocol) && (u.protocol === "file:" || u.host !== "");
  } catch {
    return false;
  }
}

/** Parses an environment (default: process.env); throws ConfigError naming the first bad variable. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = schema.safeParse(source);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new ConfigError(String(issue.path[0] ?? "environment"), issue.message);
  }
  const e = result.data;
  const servesOthers = !isLoopbackHost(e.HOSTNAME);
  // Every network peer can use the emulators' admin APIs with a key printed in the README.
  if (servesOthers && e.EMULATOR_ENABLED && e.EMULATOR_ADMIN_KEY === DEFAULT_EMULATOR_ADMIN_KEY) {
    throw new ConfigError(
      "EMULATOR_ADMIN_KEY",
      `must be set to a key of your own when HOSTNAME (${e.HOSTNAME}) lets other machines connect: the default key is public`,
    );
  }
  // Anyone who reaches the port could make the agent write to any accounting company, and call out from this machine.
  if (servesOthers && e.SOLVE_API_KEY === undefined) {
    throw new ConfigError(
      "SOLVE_API_KEY",
      `must be set when HOSTNAME (${e.HOSTNAME}) lets other machines connect: /api/solve would otherwise run any caller's task`,
    );
  }
  const dataDir = path.resolve(e.DATA_DIR);
  const tls = Boolean(e.TLS_CERT_FILE && e.TLS_KEY_FILE);
  const selfOrigin = `${tls ? "https" : "http"}://${selfHost(e.HOSTNAME)}:${e.PORT}`;
  const islandApiUrl = (e.ISLAND_API_URL ?? `${selfOrigin}/emulator/astar-island`).replace(/\/+$/, "");
  return {
    ...e,
    dataDir,
    // Relative to the project folder, not to the folder the server was started in.
    islandRoundsDir: fromProjectRoot(e.ISLAND_ROUNDS_DIR),
    databaseUrl: e.DATABASE_URL ?? `file:${path.join(dataDir, "app.db")}`,
    islandApiUrl,
    practiceMode: e.ISLAND_API_URL === undefined,
    selfOrigin,
    servesOthers,
    trustedProxies: parseTrustedProxies(e.TRUSTED_PROXIES),
  };
}

let cached: Env | undefined;

/** The validated environment of this process. */
export function env(): Env {
  cached ??= parseEnv();
  return cached;
}

import type { SandboxEndpoint } from "./sandbox-client";

export type SandboxHost = { endpoint: SandboxEndpoint; label: string; stop(): Promise<void> };

/** A sandbox that is already running elsewhere (e.g. the app at `--sandbox URL`). */
export function remoteSandbox(origin: string, adminKey: string): SandboxHost {
  const clean = origin.replace(/\/+$/, "").replace(/\/emulator\/tripletex(\/.*)?$/, "");
  return { endpoint: { origin: clean, adminKey }, label: clean, stop: async () => {} };
}

const SERVE_MODULE = ["@", "lib", "accounting-sandbox", "serve"].join("/");

/**
 * Starts the sandbox in this process with `startSandboxServer()` of `@/lib/accounting-sandbox/serve`.
 * Its answer is read leniently (url/origin/baseUrl, adminKey, stop/close) because only the origin,
 * the admin key and a way to stop it matter here.
 */
export async function inProcessSandbox(fallbackAdminKey: string): Promise<SandboxHost> {
  let mod: { startSandboxServer?: (opts?: unknown) => Promise<unknown> };
  try {
    mod = (await import(/* @vite-ignore */ SERVE_MODULE)) as typeof mod;
  } catch (e) {
    throw new Error(`the in-process sandbox is not available (${e instanceof Error ? e.message.split("\n")[0] : String(e)}); pass --sandbox URL`);
  }
  if (typeof mod.startSandboxServer !== "function") throw new Error("lib/accounting-sandbox/serve has no startSandboxServer(); pass --sandbox URL");
  const server = (await mod.startSandboxServer()) as Record<string, unknown>;
  const raw = [server.origin, server.url, server.baseUrl].find((v): v is string => typeof v === "string");
  if (!raw) throw new Error("startSandboxServer() gave no url");
  const origin = new URL(raw).origin;
  const adminKey = typeof server.adminKey === "string" ? server.adminKey : fallbackAdminKey;
  const stopFn = [server.stop, server.close].find((f): f is () => unknown => typeof f === "function");
  return {
    endpoint: { origin, adminKey },
    label: `in-process ${origin}`,
    stop: async () => {
      await stopFn?.call(server);
    },
  };
}

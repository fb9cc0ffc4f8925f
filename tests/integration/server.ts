import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export type RunningServer = { baseUrl: string; dataDir: string; stop: () => Promise<void> };

/**
 * Starts the production build (scripts/serve.mjs, as `npm start` does) on a port with a private data directory.
 * Used by the integration tests; the caller must have run `npm run build`.
 */
export async function startServer(opts: {
  port: number;
  /** Loopback address to bind (default 127.0.0.1). */
  host?: string;
  dataDir?: string;
  env?: Record<string, string>;
}): Promise<RunningServer> {
  const host = opts.host ?? "127.0.0.1";
  const root = path.resolve(__dirname, "..", "..");
  if (!fs.existsSync(path.join(root, ".next", "BUILD_ID"))) {
    throw new Error("No production build found: run `npm run build` before the integration tests.");
  }
  const dataDir = opts.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), "itest-data-"));
  const child = spawn(process.execPath, [path.join(root, "scripts", "serve.mjs")], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(opts.port),
      // What the app believes it listens on (it asks for an access code when not loopback).
      HOSTNAME: host,
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      ISLAND_API_URL: "",
      // The tests stand in for accounting APIs with servers on loopback; a test of the default sets "false".
      SOLVE_ALLOW_PRIVATE_UPSTREAMS: "true",
      ...opts.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (d) => (output += d));
  child.stderr?.on("data", (d) => (output += d));
  const baseUrl = `http://${host}:${opts.port}`;
  await waitForReady(baseUrl, child, () => output);
  return {
    baseUrl,
    dataDir,
    stop: () => stopChild(child),
  };
}

async function waitForReady(baseUrl: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Server exited (${child.exitCode}):\n${output()}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill("SIGKILL");
  throw new Error(`Server did not become ready within 90 s:\n${output()}`);
}

function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
    setTimeout(() => child.kill("SIGKILL"), 5000).unref();
  });
}

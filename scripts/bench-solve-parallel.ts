/**
 * Speed of `/api/solve` under load: N requests at once, each on a fresh sandbox company (the case's
 * setup already run), against a production server. Prints p50 / p95 / max latency, the burst's
 * wall time and, for a server this script started, the CPU seconds the server spent on it.
 *
 *   npm run --silent bench:solve-parallel -- [--parallel 30] [--rounds 1] [--cases cases/dev]
 *        [--url http://127.0.0.1:PORT [--server-pid PID] [--admin-key KEY] [--agent-key KEY]] [--port 3199]
 *
 * Without --url a production server (`next start`, the existing build) is started on --port with a
 * private data directory and stopped afterwards; with --url, --server-pid names the server's process
 * so that its CPU seconds can be read (Linux). Cases are taken in file order, cycling when N is
 * larger than their number; a few solves run first, one at a time, so that the figures are of a
 * warm server. Each round is one burst of N; with several rounds the figures pool every request.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { httpAgent, isLoadError, loadCases, prepareCase, type LoadedCase, type PreparedCase } from "@/lib/accounting-sandbox/runner";

const USAGE =
  "usage: bench:solve-parallel -- [--parallel N] [--rounds R] [--cases DIR] [--url URL [--server-pid PID] [--admin-key KEY] [--agent-key KEY]] [--port PORT]";

type Server = { url: string; pid?: number; stop(): Promise<void> };

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      parallel: { type: "string", default: "30" },
      rounds: { type: "string", default: "1" },
      cases: { type: "string", default: "cases/dev" },
      url: { type: "string" },
      "server-pid": { type: "string" },
      port: { type: "string", default: "3199" },
      "admin-key": { type: "string" },
      "agent-key": { type: "string" },
      warmup: { type: "string", default: "3" },
      help: { type: "boolean", default: false },
    },
  });
  if (values.help) {
    console.error(USAGE);
    return 0;
  }
  const parallel = Number(values.parallel);
  const rounds = Number(values.rounds);
  const warmup = Number(values.warmup);
  if (![parallel, rounds].every((n) => Number.isInteger(n) && n >= 1 && n <= 500) || !Number.isInteger(warmup) || warmup < 0) {
    console.error(`--parallel and --rounds take whole numbers from 1 to 500\n${USAGE}`);
    return 2;
  }
  const cases = (await loadCases(values.cases)).filter((c): c is LoadedCase => !isLoadError(c));
  if (cases.length === 0) {
    console.error(`no valid cases in ${values.cases}`);
    return 2;
  }

  const adminKey = values["admin-key"] ?? process.env.EMULATOR_ADMIN_KEY ?? "practice-admin-key";
  const server: Server = values.url
    ? { url: values.url.replace(/\/+$/, ""), pid: values["server-pid"] ? Number(values["server-pid"]) : undefined, stop: async () => {} }
    : await startServer(Number(values.port), adminKey);
  try {
    const sandbox = { origin: server.url, adminKey };
    const agent = httpAgent(`${server.url}/api/solve`, { apiKey: values["agent-key"] ?? process.env.SOLVE_API_KEY });
    const solve = async (c: LoadedCase, p: PreparedCase) => {
      const body = { prompt: c.case.prompt, files: p.files, accounting_credentials: { base_url: p.company.baseUrl, session_token: p.company.sessionToken } };
      const t0 = performance.now();
      const outcome = await agent.solve(body, c.case.today);
      return { ms: performance.now() - t0, ok: outcome.completed, error: outcome.error };
    };

    for (let i = 0; i < warmup; i++) {
      const c = cases[i % cases.length];
      await solve(c, await prepareCase(c, sandbox));
    }

    const all: number[] = [];
    let failed = 0;
    for (let r = 0; r < rounds; r++) {
      // Companies and their setup first, one at a time: only the solves run at once.
      const picked = Array.from({ length: parallel }, (_, i) => cases[(r * parallel + i) % cases.length]);
      const prepared: PreparedCase[] = [];
      for (const c of picked) prepared.push(await prepareCase(c, sandbox));
      const cpuBefore = cpuSeconds(server.pid);
      const t0 = performance.now();
      const results = await Promise.all(picked.map((c, i) => solve(c, prepared[i])));
      const wall = performance.now() - t0;
      const cpu = cpuSeconds(server.pid) - cpuBefore;
      const ms = results.map((x) => x.ms);
      all.push(...ms);
      failed += results.filter((x) => !x.ok).length;
      for (const x of results) if (x.error) console.error(`  error: ${x.error.slice(0, 200)}`);
      console.log(
        `round ${r + 1}: ${parallel} at once  p50 ${fmt(percentile(ms, 50))}  p95 ${fmt(percentile(ms, 95))}  max ${fmt(Math.max(...ms))}  wall ${fmt(wall)}` +
          (Number.isFinite(cpu) ? `  server CPU ${cpu.toFixed(1)} s` : ""),
      );
    }
    console.log(
      `all: ${all.length} solves on fresh companies (${cases.length} cases from ${values.cases})  p50 ${fmt(percentile(all, 50))}  p95 ${fmt(percentile(all, 95))}  max ${fmt(Math.max(...all))}  not completed ${failed}`,
    );
    return 0;
  } finally {
    await server.stop();
  }
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

const fmt = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** User + system CPU seconds of a process (Linux /proc), NaN when unknown. */
function cpuSeconds(pid: number | undefined): number {
  if (!pid) return NaN;
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return NaN;
  }
}

/** `next start` of the existing build on loopback with a private data directory. */
async function startServer(port: number, adminKey: string): Promise<Server> {
  const root = process.cwd();
  if (!fs.existsSync(path.join(root, ".next", "BUILD_ID"))) throw new Error("No production build: run `npm run build` first, or pass --url.");
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-solve-"));
  const child: ChildProcess = spawn(process.execPath, [path.join(root, "node_modules", "next", "dist", "bin", "next"), "start", "-p", String(port), "-H", "127.0.0.1"], {
    cwd: root,
    env: { ...process.env, NODE_ENV: "production", PORT: String(port), HOSTNAME: "127.0.0.1", DATA_DIR: dataDir, DATABASE_URL: "", ISLAND_API_URL: "", EMULATOR_ADMIN_KEY: adminKey },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise<void>((resolve) => {
      const done = () => {
        fs.rmSync(dataDir, { recursive: true, force: true });
        resolve();
      };
      if (child.exitCode !== null) return done();
      child.once("exit", done);
      child.kill("SIGTERM");
      setTimeout(() => child.kill("SIGKILL"), 5000).unref();
    });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const ok = await fetch(`${url}/api/health`).then((r) => r.ok, () => false);
    // `next start` serves in its own process (no worker): its CPU is the server's.
    if (ok) return { url, pid: child.pid, stop };
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error("the server did not answer /api/health within 120 s");
}

main().then(
  (code) => process.exit(code),
  (e: unknown) => {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  },
);

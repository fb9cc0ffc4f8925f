/**
 * /api/solve against a hostile accounting API: the upstream answers every call with the largest
 * answer of tiny JSON objects (`{"values":[{},{},…]}`, 20 MiB by default, streamed), and the
 * benchmark prints what one solve costs.
 *
 *   npm run --silent bench:solve-upstream -- [--bytes N] [--no-server]
 *
 * 1. In this process: solve() against the upstream, with the RSS growth (peak, sampled every 5 ms)
 *    and the worst event-loop stall (perf_hooks' delay monitor) while it runs.
 * 2. Over HTTP, when a production build exists: `next start` on a free loopback port, one POST
 *    /api/solve against the upstream while /api/health is asked every 20 ms, with the server's RSS
 *    growth (its peak, VmHWM, reset before the call) and the health check's worst latency.
 * The upstream runs in a process of its own, so its writing is not counted as the agent's stall.
 * Targets (issue 26): RSS +200 MB at most, event-loop stall under 200 ms, /api/health answering.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { parseArgs } from "node:util";
import { freePort } from "../lib/testing/free-port";
import { pollHealth } from "../lib/testing/hostile-upstream";

const MB = 1024 * 1024;
const PROMPT = "Opprett kunden Fjellvind AS med organisasjonsnummer 923456781.";
const body = (baseUrl: string) => ({ prompt: PROMPT, files: [], accounting_credentials: { base_url: baseUrl, session_token: "bench-token" } });
const mb = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;


type Upstream = { baseUrl: string; sent: () => Promise<number>; close: () => Promise<void> };

/** The hostile upstream, or with `benign` one that answers 404 at once (the machine's own noise). */
async function upstreamProcess(bytes: number, benign = false): Promise<Upstream> {
  const child = spawn(process.execPath, ["--import", "tsx", path.join("scripts", "hostile-upstream-child.ts"), String(bytes), benign ? "benign" : "hostile"], {
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once("message", (m: { port: number }) => resolve(m.port));
    child.once("exit", () => reject(new Error("the upstream did not start")));
  });
  return {
    baseUrl: `http://127.0.0.1:${port}/v2`,
    sent: () =>
      new Promise((resolve) => {
        child.once("message", (m: { sent: number }) => resolve(m.sent));
        child.send("sent?");
      }),
    close: async () => {
      child.kill("SIGTERM");
      if (child.exitCode === null) await new Promise((r) => child.once("exit", r));
    },
  };
}

async function inProcessOnce(bytes: number, benign: boolean): Promise<void> {
  const { solve } = await import("@/lib/accounting/solve");
  const upstream = await upstreamProcess(bytes, benign);
  try {
    // Once first, so module loading and JIT are not counted.
    await solve(body(upstream.baseUrl), { log: false, llm: null });
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
    const delay = monitorEventLoopDelay({ resolution: 5 });
    delay.enable();
    const sentBefore = await upstream.sent();
    const started = performance.now();
    const outcome = await solve(body(upstream.baseUrl), { log: false, llm: null });
    const ms = performance.now() - started;
    delay.disable();
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().rss);
    console.log(benign ? "in-process solve(), baseline: an upstream answering 404 at once" : `in-process solve(), hostile upstream offering ${mb(bytes)}`);
    console.log(`  result            ${outcome.result}: ${outcome.error ?? "no error"}`);
    if (!benign) console.log(`  upstream sent     ${mb((await upstream.sent()) - sentBefore)} before the client hung up`);
    console.log(`  solve time        ${ms.toFixed(0)} ms`);
    console.log(`  RSS growth        +${mb(peak - before)} (peak ${mb(peak)})`);
    console.log(`  worst loop stall  ${(delay.max / 1e6).toFixed(1)} ms (p99 ${(delay.percentile(99) / 1e6).toFixed(1)} ms)`);
  } finally {
    await upstream.close();
  }
}

async function inProcess(bytes: number): Promise<void> {
  await inProcessOnce(bytes, true);
  await inProcessOnce(bytes, false);
}

function procStatus(pid: number, field: "VmRSS" | "VmHWM"): number {
  const m = new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"));
  return m ? Number(m[1]) * 1024 : NaN;
}

async function overHttp(bytes: number): Promise<void> {
  const root = process.cwd();
  if (!fs.existsSync(path.join(root, ".next", "BUILD_ID"))) {
    console.log("\nover HTTP: skipped (no production build: run `npm run build` first)");
    return;
  }
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-solve-upstream-"));
  const child = spawn(process.execPath, [path.join(root, "node_modules", "next", "dist", "bin", "next"), "start", "-p", String(port), "-H", "127.0.0.1"], {
    cwd: root,
    env: { ...process.env, NODE_ENV: "production", PORT: String(port), HOSTNAME: "127.0.0.1", DATA_DIR: dataDir, DATABASE_URL: "", ISLAND_API_URL: "", SOLVE_ALLOW_PRIVATE_UPSTREAMS: "true" },
    stdio: "ignore",
  });
  const origin = `http://127.0.0.1:${port}`;
  const benign = await upstreamProcess(bytes, true);
  const upstream = await upstreamProcess(bytes);
  try {
    const deadline = Date.now() + 120_000;
    for (;;) {
      if (Date.now() > deadline || child.exitCode !== null) throw new Error("the server did not start");
      try {
        if ((await fetch(`${origin}/api/health`)).ok) break;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 250));
    }
    const post = (to: Upstream) => fetch(`${origin}/api/solve`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body(to.baseUrl)) });
    await (await post(upstream)).text(); // warm-up: the route's modules load once
    const pid = child.pid!;
    console.log("\nover HTTP (next start)");
    for (const [name, to] of [["baseline: an upstream answering 404 at once", benign], [`hostile upstream offering ${mb(bytes)}`, upstream]] as const) {
      await measureOverHttp(name, pid, origin, () => post(to));
    }
  } finally {
    await benign.close();
    await upstream.close();
    child.kill("SIGTERM");
    await new Promise((r) => child.once("exit", r));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function measureOverHttp(name: string, pid: number, origin: string, post: () => Promise<Response>): Promise<void> {
  const rssBefore = procStatus(pid, "VmRSS");
  let resetPeak = true;
  try {
    fs.writeFileSync(`/proc/${pid}/clear_refs`, "5"); // resets VmHWM to the current RSS
  } catch {
    resetPeak = false;
  }
  const health = pollHealth(`${origin}/api/health`, 20);
  const started = performance.now();
  const res = await post();
  const answer = await res.text();
  const ms = performance.now() - started;
  const h = await health.stop();
  const peak = resetPeak ? procStatus(pid, "VmHWM") : procStatus(pid, "VmRSS");
  console.log(`  ${name}`);
  console.log(`    answer            HTTP ${res.status} ${answer.slice(0, 80)} in ${ms.toFixed(0)} ms`);
  console.log(`    server RSS growth +${mb(Math.max(0, peak - rssBefore))} (${resetPeak ? "peak" : "after"} ${mb(peak)})`);
  console.log(`    /api/health       ${h.answered} answered, ${h.failed} failed, worst ${h.worstMs.toFixed(0)} ms`);
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { bytes: { type: "string", default: String(20 * MB) }, "no-server": { type: "boolean", default: false } } });
  const bytes = Number(values.bytes);
  if (!Number.isInteger(bytes) || bytes < 1024) throw new Error("--bytes takes a whole number of bytes (at least 1024)");
  await inProcess(bytes);
  if (!values["no-server"]) await overHttp(bytes);
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : String(err));
    process.exit(1);
  },
);

/**
 * A dashboard server in practice mode, cut down to what a spend touches: the embedded island
 * emulator served over HTTP from this process, and workers spending queries through the island
 * client, the recovery journal and the database exactly as the workspace does, while another
 * worker keeps writing /solve log rows (load on the same database). Run and SIGKILLed by
 * spend-crash-loop.test.ts:
 *
 *   node --import tsx --conditions=react-server spend-crash-loop.child.ts TOKEN TEAM_ID ROUND_ID
 *
 * Prints "ready" once serving, then "ack:<key>" for every answer returned to the (would-be) browser.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { saveSolveLog } from "@/lib/accounting/solve-log";
import { getDb } from "@/lib/db/client";
import { IslandClient } from "@/lib/island";
import { handleIslandRequest, startIslandEmulator } from "@/lib/island-emulator";
import { spendQuery } from "./spend-query";
import { spendStore } from "./spend-store";

const SPENDERS = 4;

async function serve(): Promise<string> {
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", async () => {
      const headers = new Headers();
      for (const [k, v] of Object.entries(req.headers)) if (typeof v === "string") headers.set(k, v);
      const body = chunks.length > 0 ? Buffer.concat(chunks) : undefined;
      const answer = await handleIslandRequest(new Request(`http://127.0.0.1${req.url}`, { method: req.method, headers, body }));
      res.writeHead(answer.status, Object.fromEntries(answer.headers));
      res.end(Buffer.from(await answer.arrayBuffer()));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/emulator/astar-island`;
}

async function spender(client: IslandClient, teamKey: string, roundId: string, n: number): Promise<void> {
  for (let i = 0; ; i++) {
    const key = `${process.pid}-${n}-${i}`;
    const r = await spendQuery(
      {
        teamKey,
        roundId,
        seedIndex: (n + i) % 5,
        viewport: { x: (i * 7 + n * 3) % 30, y: (i * 5 + n * 11) % 30, w: 5 + ((i + n) % 11), h: 5 + ((i * 3 + n) % 11) },
        idempotencyKey: key,
        who: `spender ${n}`,
      },
      { simulate: (req) => client.simulate(req), ...spendStore() },
    );
    if (r.ok && r.stored) process.stdout.write(`ack:${key}\n`);
    // Used up, or refused for good (a bad token, a closed round): this spender is done.
    if (!r.ok && r.kind !== "rate_limited" && r.kind !== "network") return;
  }
}

async function load(): Promise<void> {
  for (let i = 0; ; i++) {
    await saveSolveLog({
      status: "ok",
      taskType: "create_customer",
      interpreter: "rules",
      confidence: 1,
      language: "en",
      promptExcerpt: `load ${process.pid} ${i}`,
      files: [],
      writes: 1,
      failedWrites: 0,
      count4xx: 0,
      ms: 1,
      error: null,
      calls: [],
      notes: [],
    });
    await new Promise((r) => setTimeout(r, 5));
  }
}

async function main() {
  const [token, teamKey, roundId] = process.argv.slice(2);
  await getDb();
  await startIslandEmulator();
  const client = new IslandClient({ baseUrl: await serve(), token, maxRetries: 0 });
  process.stdout.write("ready\n");
  void load();
  await Promise.all(Array.from({ length: SPENDERS }, (_, n) => spender(client, teamKey, roundId, n)));
  process.stdout.write("spent\n");
  setInterval(() => undefined, 60_000); // the budget is used up: wait to be killed like the others
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});

/**
 * Spends one query the way the workspace does (island client, recovery journal, database) and,
 * when told a step, stops there and waits to be killed. Run by spend-crash.test.ts:
 *
 *   node --import tsx --conditions=react-server spend-crash.child.ts ISLAND_URL TEAM ROUND KEY [STEP [SEED X WHO]]
 *
 * DATA_DIR names the database and journal. Prints "at:<step>" when stopped, "done:<result>" at the end.
 */
import { getDb } from "@/lib/db/client";
import { IslandClient } from "@/lib/island";
import { spendQuery, type SpendStep } from "./spend-query";
import { spendStore } from "./spend-store";

async function main() {
  const [baseUrl, teamKey, roundId, idempotencyKey, stopAt, seed = "0", x = "0", who] = process.argv.slice(2);
  await getDb();
  const client = new IslandClient({ baseUrl, token: "crash-test-token", maxRetries: 0 });
  const result = await spendQuery(
    { teamKey, roundId, seedIndex: Number(seed), viewport: { x: Number(x), y: 0, w: 5, h: 5 }, idempotencyKey, who },
    {
      simulate: (req) => client.simulate(req),
      ...spendStore(),
      step: (step: SpendStep) => {
        if (step !== stopAt) return;
        process.stdout.write(`at:${step}\n`);
        // Stay alive until killed.
        setInterval(() => undefined, 60_000);
        return new Promise<void>(() => undefined);
      },
    },
  );
  process.stdout.write(`done:${JSON.stringify(result)}\n`);
  process.exit(0);
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});

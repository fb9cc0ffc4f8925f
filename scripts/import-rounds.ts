/**
 * Creates practice rounds from real rounds, in the database the app uses (DATABASE_URL):
 *
 *   npm run emulator:import-rounds -- --data ../shared/island-rounds [--rounds 1-17] [--window 165]
 *
 * Each real round with a ground truth becomes a pending practice round with its real initial maps,
 * observations drawn by the emulator with the parameters fitted to it, and its real ground truth
 * (read from the folder now and stored with the round) as what it is scored against.
 */
import { parseArgs } from "node:util";
import { closeDb } from "@/lib/db/client";
import { importRealRounds } from "@/lib/island-emulator/rounds/import-rounds";

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { data: { type: "string" }, rounds: { type: "string" }, window: { type: "string" } } });
  if (!values.data) throw new Error("--data DIR is required (a folder of round-NN/ folders, e.g. ../shared/island-rounds)");
  const window = values.window === undefined ? undefined : Number(values.window);
  if (window !== undefined && !(Number.isInteger(window) && window >= 1 && window <= 7 * 24 * 60)) {
    throw new Error(`--window must be whole minutes (1–10080), got "${values.window}"`);
  }
  const report = await importRealRounds(values.data, { rounds: values.rounds, predictionWindowMinutes: window });
  for (const r of report.imported) {
    const fit = r.fitScore === null ? "no fit: parameters drawn from the real regimes" : `fitted parameters (hindsight fit ${r.fitScore.toFixed(1)})`;
    console.log(`real round ${r.realRound} → practice round ${r.roundNumber} (${r.id}), pending; ${fit}`);
  }
  for (const s of report.skipped) console.log(`skipped ${s.name}: ${s.reason}`);
  console.log(`${report.imported.length} imported, ${report.skipped.length} skipped`);
}

main()
  .catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : String(err));
    process.exitCode = 1;
  })
  .finally(() => closeDb());

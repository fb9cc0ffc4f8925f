/**
 * Writes lib/island/regime/past-rounds.json: each real round's regime rates (the model's
 * RATE_NAMES) computed from its ground truth, with a plain-words label. The regime panel draws
 * the current round's estimate against these. Numbers only; rerun whenever RATE_NAMES changes.
 *
 *   npx tsx scripts/regime-past-rounds.ts [--data ../shared/island-rounds]
 */
import { writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { pastRoundRates } from "../lib/island/regime/ground-truth-rates";
import { loadRounds } from "./island-bench/load";

const argv = process.argv.slice(2);
const i = argv.indexOf("--data");
const dataDir = resolve(process.cwd(), i >= 0 ? argv[i + 1] : "../shared/island-rounds");
const out = resolve(process.cwd(), "lib/island/regime/past-rounds.json");

const rounds = loadRounds(dataDir).filter((r) => r.groundTruth !== null);
const table = pastRoundRates(rounds.map((r) => ({ number: r.number, round: r.round, groundTruth: r.groundTruth! })));
writeFileSync(out, JSON.stringify(table, null, 1) + "\n");
console.log(`wrote ${out}: ${table.rounds.length} rounds × ${table.rateNames.length} rates`);
for (const r of table.rounds) console.log(`R${String(r.round).padStart(2, "0")} ${r.label.padEnd(28)} ${r.rates.map((v) => v.toFixed(3)).join(" ")}`);

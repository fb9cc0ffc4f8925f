/**
 * Adds to a fits file (bench:fidelity --out; default the committed
 * lib/island-emulator/sim/fitted-rounds.json) each fitted fortune's site crowding on the real
 * round's map, which practice rounds draw their fortunes by (sim/crowding.ts):
 *
 *   npm run --silent fits:crowding -- [--data ../shared/island-rounds] [--fits FILE]
 *
 * Rewrites the file in place (one round a line); a round without fortunes or without its folder is
 * left as it is.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { siteCrowding } from "@/lib/island-emulator/sim/crowding";
import { readRealRounds } from "@/lib/island-emulator/rounds/real-rounds";

const { values } = parseArgs({
  options: {
    data: { type: "string", default: "../shared/island-rounds" },
    fits: { type: "string", default: "lib/island-emulator/sim/fitted-rounds.json" },
  },
});

type Fit = { round: number; fortunes?: number[][]; crowding?: number[][] } & Record<string, unknown>;
const file = resolve(values.fits);
const fits = (JSON.parse(readFileSync(file, "utf8")) as { rounds: Fit[] }).rounds;
const real = new Map(readRealRounds(resolve(values.data)).map((r) => [r.roundNumber, r]));
for (const fit of fits) {
  const round = real.get(fit.round);
  if (!fit.fortunes || !round) {
    console.log(`R${fit.round}: ${fit.fortunes ? "no folder" : "no fortunes"}, left as it is`);
    continue;
  }
  const crowding = round.initialStates.map((s) => siteCrowding(s.settlements));
  crowding.forEach((c, s) => {
    if (c.length !== fit.fortunes![s]?.length) throw new Error(`R${fit.round} seed ${s}: ${c.length} settlements but ${fit.fortunes![s]?.length ?? 0} fortunes`);
  });
  fit.crowding = crowding;
  const counts = [0, 1, 2, 3].map((k) => crowding.flat().filter((v) => v === k).length);
  console.log(`R${fit.round}: crowding 0/1/2/3+ ${counts.join("/")}`);
}
writeFileSync(file, `{"rounds":[\n${fits.map((f) => JSON.stringify(f)).join(",\n")}\n]}\n`);

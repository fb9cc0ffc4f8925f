"use client";

import type { ScoreEstimate } from "@/lib/island/regime/estimate";
import type { ExpectedState } from "./use-expected-score";
import { ProgressBar } from "@/components/ui/progress-bar";
import { describeAdjustmentChange } from "./adjustment-change";

const f1 = (v: number) => v.toFixed(1);
/** "; chance of a real gain 5 %" (nothing when the calibration has no counts of past edits). */
const chanceOf = (chance: number | null) => (chance === null ? "" : `; chance of a real gain ${chance < 0.01 ? "under 1" : Math.round(100 * chance)} %`);
/** Below this the adjustments' effect is noise of the estimate, not worth a warning. */
const WORSE_BY = 0.05;

/** "88.4 (85.0–91.2)"; an estimate of inputs the screen no longer shows is dimmed and says "updating…". */
export function ExpectedBadge({
  estimate,
  label,
  compact = false,
  stale = false,
}: {
  estimate: { mean: number; lo: number; hi: number } | null | undefined;
  label: string;
  compact?: boolean;
  stale?: boolean;
}) {
  if (!estimate) return <span className="text-slate-500">…</span>;
  return (
    <span
      className={`tabular-nums ${stale ? "text-slate-500" : "text-slate-700"}`}
      data-stale={stale || undefined}
      title={`${label}: expected ${f1(estimate.mean)}, 80 % interval ${f1(estimate.lo)}–${f1(estimate.hi)}${stale ? " — before the latest change, updating" : ""}`}
      aria-label={`${label}: expected score ${f1(estimate.mean)}${stale ? ", before the latest change; updating" : ""}`}
    >
      ≈{f1(estimate.mean)}
      {!compact && (
        <span className="text-slate-500">
          {" "}
          ({f1(estimate.lo)}–{f1(estimate.hi)})
        </span>
      )}
      {stale && <span className="ml-1 text-[0.85em] font-normal italic text-slate-600">updating…</span>}
    </span>
  );
}

/** The expected score of what Submit would send now, per seed and for the round, with a warning when adjustments lower it. */
export function ExpectedScorePanel({ state, seed }: { state: ExpectedState; seed: number }) {
  const { result, progress, error, stale } = state;
  const worse = result ? result.withoutAdjustments.round.mean - result.round.mean : 0;
  const seedWorse = result ? result.withoutAdjustments.seeds[seed]?.mean - result.seeds[seed]?.mean : 0;
  // Below the warning's threshold the change is still said, seed by seed.
  const small = result ? describeAdjustmentChange(result, result.withoutAdjustments) : null;
  return (
    <section aria-labelledby="expected-h" className="space-y-2">
      <div className="flex items-baseline justify-between gap-2">
        <h2 id="expected-h" className="text-sm font-semibold text-slate-800">
          Expected score
        </h2>
        <span className="text-sm font-semibold" data-testid="expected-round">
          <ExpectedBadge estimate={result?.round} label="Round" stale={stale} />
        </span>
      </div>
      {progress && (
        <div className="space-y-1">
          <ProgressBar label="Expected score progress" value={progress.done} max={progress.total} />
          <p className="text-xs text-slate-500" data-testid="expected-progress">
            {result ? "Sampling regimes" : "Estimating… drawing regimes"} {progress.done}/{progress.total}
            {result ? "…" : ": the figure appears once it is one the rest will not contradict."}
          </p>
        </div>
      )}
      {error && <p className="text-xs text-rose-700">The estimate failed: {error}</p>}
      {result && (
        <>
          <ul className={`grid grid-cols-5 gap-1 text-center text-xs ${stale ? "text-slate-600" : ""}`} aria-label={stale ? "Per seed, before the latest change (updating)" : "Per seed"}>
            {result.seeds.map((s: ScoreEstimate, i) => (
              <li key={i} className={`rounded border px-1 py-0.5 ${i === seed ? "border-indigo-300 bg-indigo-50" : "border-slate-200"}`} data-testid={`expected-seed-${i}`}>
                <span className="block text-slate-600">seed {i}</span>
                <span className="tabular-nums font-medium">{f1(s.mean)}</span>
              </li>
            ))}
          </ul>
          {result.seeds[seed]?.reason ? (
            <p className={`text-xs ${stale ? "text-slate-600" : "text-slate-700"}`} data-testid="expected-reason">
              <span className="font-medium">Why this range (seed {seed}):</span> {result.seeds[seed].reason}.
            </p>
          ) : null}
          {!stale && result.pins && Math.abs(result.pins.change) > WORSE_BY ? (
            <p className="text-xs text-slate-700" data-testid="expected-pins">
              Your pins {result.pins.change < 0 ? "lower" : "raise"} the expected score by {f1(Math.abs(result.pins.change))}
              {chanceOf(result.pins.chance)}.
            </p>
          ) : null}
          {stale ? null : worse > WORSE_BY ? (
            <p role="alert" className="rounded-md bg-amber-50 p-2 text-xs font-medium text-amber-900" data-testid="expected-worse">
              The adjustments lower the expected score by {f1(worse)} ({f1(result.withoutAdjustments.round.mean)} → {f1(result.round.mean)})
              {seedWorse > WORSE_BY ? `; on seed ${seed} by ${f1(seedWorse)}` : ""}
              {chanceOf(result.adjustments?.chance ?? null)}.
            </p>
          ) : worse < -WORSE_BY ? (
            <p className="text-xs text-slate-700" data-testid="expected-better">
              The adjustments raise the expected score by {f1(-worse)}
              {chanceOf(result.adjustments?.chance ?? null)}.
            </p>
          ) : result.adjustments && small ? (
            <p className="text-xs text-slate-700" data-testid="expected-small-change">
              {small}
              {chanceOf(result.adjustments.chance)}.
            </p>
          ) : null}
          {!result.final && (
            <p className="text-xs font-medium text-slate-700" data-testid="expected-early">
              Early figure from the first {result.samples} regimes: it sharpens as the rest are drawn.
            </p>
          )}
          <p className="text-xs text-slate-500">
            In brackets: the narrowest range holding 80 % of the likely scores, from {result.samples} regimes drawn from the model&apos;s reading and its error on past rounds. Pins and adjustments are scored against the
            model&apos;s reading, so moving away from it lowers the estimate. The chance of a real gain is read from the edit&apos;s own expected change and its spread,
            and never above how often past rounds&apos; edits that the estimate read the same way gained: the estimate foresees losses reliably, gains seldom.
          </p>
        </>
      )}
    </section>
  );
}

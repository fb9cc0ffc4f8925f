"use client";

import { formatTime } from "@/lib/format-time";
import { describeDifference, describeEditCounts, describeEditWorth, describeEstimate, describeLooked, signed, type RoundReview, type SeedReview } from "@/lib/dashboard/review";

const f1 = (v: number) => v.toFixed(1);

/** The round's answer to "did our edits help?": model alone, submitted, difference. */
export function RoundEditsSummary({ review }: { review: RoundReview }) {
  return (
    <section aria-labelledby="edits-h" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id="edits-h" className="text-sm font-semibold">
        Did our edits help?
      </h2>
      <p className="mt-1 text-sm text-slate-700" data-testid="review-round">
        Model alone <span className="font-semibold tabular-nums">{f1(review.alone)}</span> · submitted{" "}
        <span className="font-semibold tabular-nums">{f1(review.submitted)}</span> · {describeDifference(review.difference, "the round")}
      </p>
      <p className="mt-1 text-xs text-slate-600">
        The model alone is the model&apos;s own prediction from the same observations, without pins or adjustments, scored against the same ground truth.
        {review.editsHelped + review.editsCostly > 0 && ` ${describeEditCounts(review.editsHelped, review.editsCostly)}`}
      </p>
      <table className="mt-3 w-full text-xs">
        <caption className="sr-only">Model alone and submitted score per seed</caption>
        <thead className="text-left text-slate-600">
          <tr>
            <th className="py-1 font-medium">Seed</th>
            <th className="py-1 text-right font-medium">Model alone</th>
            <th className="py-1 text-right font-medium">Submitted</th>
            <th className="py-1 pl-3 font-medium">Your edits</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {review.seeds.map((s) => (
            <tr key={s.seedIndex} data-testid={`review-seed-${s.seedIndex}`}>
              <td className="py-1">{s.seedIndex}</td>
              <td className="py-1 text-right tabular-nums">{f1(s.alone)}</td>
              <td className="py-1 text-right tabular-nums">{s.score === null ? "not submitted" : f1(s.score)}</td>
              <td className="py-1 pl-3">{s.difference === null ? "—" : describeDifference(s.difference, `seed ${s.seedIndex}`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** One seed: its edits with their worth (each row outlines its cells on the loss map), the estimate against the outcome, where the team looked. */
export function SeedEditsReview({
  seed,
  selected,
  onSelect,
}: {
  seed: SeedReview;
  selected: string | null;
  onSelect: (key: string | null) => void;
}) {
  const estimate = describeEstimate(seed);
  const looked = describeLooked(seed);
  return (
    <div className="min-w-0 flex-1 basis-80 space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <h3 className="text-sm font-semibold">Seed {seed.seedIndex}: edit by edit</h3>
      {estimate && (
        <p className="text-sm text-slate-700" data-testid="review-estimate">
          {estimate}
        </p>
      )}
      {looked && (
        <p className="text-xs text-slate-600" data-testid="review-looked">
          {looked}
        </p>
      )}
      {!seed.submitted ? (
        <p className="text-xs text-slate-600">Not submitted: the model alone would have scored {f1(seed.alone)} here.</p>
      ) : seed.edits === null ? (
        <p className="text-xs text-slate-600">This submission&apos;s edits were not recorded (it was sent before the dashboard kept them, or from elsewhere).</p>
      ) : seed.edits.length === 0 ? (
        <p className="text-xs text-slate-600">Submitted as the model predicted it: no pins, no adjustments.</p>
      ) : (
        <>
          <p className="text-xs text-slate-600">Each edit&apos;s worth is the score with it minus the score with it left out. Select one to outline its cells on the loss map.</p>
          <ul className="divide-y divide-slate-100 text-sm" aria-label={`Edits of seed ${seed.seedIndex}`}>
            {seed.edits.map((e) => (
              <li key={e.key}>
                <button
                  type="button"
                  aria-pressed={selected === e.key}
                  onClick={() => onSelect(selected === e.key ? null : e.key)}
                  className={`w-full rounded px-1 py-2 text-left hover:bg-slate-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-indigo-600 ${selected === e.key ? "bg-pink-50" : ""}`}
                >
                  <span className="font-medium">{e.label}</span>
                  <span className="text-slate-700">
                    {" "}
                    — {e.by ?? "a teammate"}, {formatTime(e.at).slice(0, 5)} —{" "}
                  </span>
                  <span className={`font-medium ${e.delta < -0.05 ? "text-rose-700" : e.delta > 0.05 ? "text-emerald-700" : "text-slate-700"}`}>{describeEditWorth(e.delta)}</span>
                </button>
              </li>
            ))}
          </ul>
          {seed.interacting && (
            <p className="rounded-md bg-amber-50 p-2 text-xs text-amber-900" data-testid="review-interacting">
              These edits interact: their figures add up to {signed(seed.sumOfDeltas)} points while together they changed the score by {signed(seed.difference ?? 0)}. Read each as
              &ldquo;given the others&rdquo;.
            </p>
          )}
          {!seed.reproduced && (
            <p className="text-xs text-amber-900">The recorded edits do not rebuild the submitted score exactly (a later submission from elsewhere?): read the figures with care.</p>
          )}
        </>
      )}
    </div>
  );
}

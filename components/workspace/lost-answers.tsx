import { describeLostAnswer, lostAnswersSummary, type LostAnswer } from "@/lib/dashboard/spend";

/** Most lines listed; the rest are counted (a long crash loop must not flood the page). */
const MAX_LISTED = 20;

/** Names every paid query whose answer a crash lost, so the team knows what to ask again. */
export function LostAnswers({ lost }: { lost: LostAnswer[] }) {
  if (lost.length === 0) return null;
  const shown = lost.slice(0, MAX_LISTED);
  return (
    <div role="alert" className="rounded-xl border border-rose-200 bg-rose-50 p-3 text-sm text-rose-800">
      <p className="font-medium">Paid answers lost in a server crash</p>
      <p>{lostAnswersSummary(lost)}</p>
      <ul className="ml-5 list-disc">
        {shown.map((a) => (
          <li key={a.idempotency_key}>{describeLostAnswer(a)}</li>
        ))}
      </ul>
      {lost.length > shown.length && <p>… and {lost.length - shown.length} more.</p>}
      <p className="opacity-80">They count against the budget. Ask for those windows again if you still need them.</p>
    </div>
  );
}

import type { LostAnswer } from "./recovery";

/** One line per lost answer, as the workspace shows it: what was asked, when and by whom. */
export function describeLostAnswer(a: LostAnswer): string {
  const v = a.viewport;
  const when = a.at.slice(0, 16).replace("T", " ");
  const who = a.who ? ` by ${a.who}` : "";
  return `Seed ${a.seed_index}, window (${v.x}, ${v.y}) ${v.w}×${v.h}, asked ${when} UTC${who}`;
}

/** The heading of the list: how many, and how sure the service's count makes it. */
export function lostAnswersSummary(lost: LostAnswer[]): string {
  if (lost.length === 0) return "";
  const uncertain = lost.find((a) => a.charged !== undefined && a.asked !== undefined && a.charged < a.asked);
  if (lost.length === 1) return "The server crashed while this query was asked for; the service charged it and its answer could not be recovered:";
  const count = uncertain ? ` (the service's count shows ${uncertain.charged} of them were charged)` : "";
  return `The server crashed while these ${lost.length} queries were asked for; their answers could not be recovered${count}:`;
}

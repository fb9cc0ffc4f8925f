import { findDates } from "@/lib/accounting/interpret/extract/dates";

/**
 * The first date in a text of any length. `findDates` collects every date of its input, so it
 * is read window by window here and stops at the first window holding one: a text of
 * thousands of dates costs no more than its first window. Each slice reaches MARGIN characters
 * beyond its window on both sides (more than any written date is long), so a date starting in
 * the window is read whole and with the character before it, as in the full text. Every date
 * pattern needs a four-digit year: a slice without four digits in a row is skipped unread.
 */

const WINDOW = 2_000;
const MARGIN = 128;

export function firstDate(text: string): string | undefined {
  for (let at = 0; at < text.length; at += WINDOW) {
    const from = Math.max(0, at - MARGIN);
    const slice = text.slice(from, at + WINDOW + MARGIN);
    if (!/\d{4}/.test(slice)) continue;
    const found = findDates(slice);
    const first = found.find((d) => from + d.index >= at && from + d.index < at + WINDOW);
    if (first) return first.iso;
  }
  return undefined;
}

/**
 * Messages copied out of a chat app, each line opened by its time and its sender:
 * "[06:04] Dani: vi har fått ny barista", "[04.12.26, 06:04:12] Dani: …",
 * "04.12.2026, 06:04 - Dani: …", "06:04 Dani: …". The time is when a bubble was sent, no date or
 * figure of the task, and the sender is the writer, no party of it: both go. When more than one
 * person writes, the senders' names stay ("Dani: …" / "Eirik: …") for the dialogue reader.
 * Only a real export is read so: at least two lines opened the same way by the same sender.
 * Pure; one bounded pattern per line.
 */
const PREFIX =
  /^[ \t]{0,4}(?:\[[ \t]?(?:\d{1,2}[./-]\d{1,2}[./-]\d{2,4},?[ \t]{1,2})?\d{1,2}[:.]\d{2}(?::\d{2})?(?:[ \t]?[AaPp][Mm])?[ \t]?\][ \t]{0,2}|(?:\d{1,2}[./-]\d{1,2}[./-]\d{2,4},?[ \t]{1,2})?\d{1,2}[:.]\d{2}(?::\d{2})?(?:[ \t]?[AaPp][Mm])?[ \t]{1,2}(?:[-–][ \t]{1,2})?)(\p{L}[\p{L}.' -]{0,30}?)[ \t]{0,2}:[ \t]/u;

const MAX_LINE = 2000;

export function readChatExport(text: string): string {
  if (!text.includes(":")) return text;
  const lines = text.split("\n");
  const senders = lines.map((line) => (line.length <= MAX_LINE ? PREFIX.exec(line) : null));
  const counts = new Map<string, number>();
  for (const m of senders) if (m) counts.set(m[1].trim(), (counts.get(m[1].trim()) ?? 0) + 1);
  if (![...counts.values()].some((n) => n >= 2)) return text;
  const alone = counts.size === 1;
  return lines
    .map((line, i) => {
      const m = senders[i];
      if (!m) return line;
      // Each message is said on its own: one left open ends where it was sent ("…: Brenneri, Kafé og Catering" / "det var alt").
      const said = line.slice(m[0].length).replace(/([\p{L}\p{N}])([ \t]*(?:\p{Extended_Pictographic}[\u{FE0F}\u{200D}]?[ \t]*){0,4})$/u, "$1.$2");
      return alone ? said : `${m[1].trim()}: ${said}`;
    })
    .join("\n");
}

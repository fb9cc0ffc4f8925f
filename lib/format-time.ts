/**
 * The one way the app writes a moment: 24-hour clock with the zone, in the challenge's zone
 * (Norway), so the server-rendered agent log, the browser-rendered submit table and the rounds
 * list agree whoever reads them and wherever the server runs.
 */

export const DISPLAY_TIME_ZONE = "Europe/Oslo";

const parts = new Intl.DateTimeFormat("en-GB", {
  timeZone: DISPLAY_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
  timeZoneName: "short",
});

function pieces(when: Date | string | number): Record<string, string> | null {
  const d = when instanceof Date ? when : new Date(when);
  if (Number.isNaN(d.getTime())) return null;
  const out: Record<string, string> = {};
  for (const p of parts.formatToParts(d)) out[p.type] = p.value;
  return out;
}

/** "2026-11-25 21:14:03 CET". */
export function formatDateTime(when: Date | string | number): string {
  const p = pieces(when);
  return p ? `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second} ${p.timeZoneName}` : "—";
}

/** "21:14:03 CET", for moments of the current round. */
export function formatTime(when: Date | string | number): string {
  const p = pieces(when);
  return p ? `${p.hour}:${p.minute}:${p.second} ${p.timeZoneName}` : "—";
}

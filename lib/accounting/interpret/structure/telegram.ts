import { writtenInCapitals } from "./capitals";

/**
 * A telegram's or radiogram's "STOP" is a full stop: "NY KUNDE STOP REGISTRER "Smøla Havfiske AS"
 * STOP ORG 918 406 275 STOP" reads as three sentences. Only in capitals and only when the message
 * uses it at least twice, or once in a message written all in capitals, not asked for ("PLS STOP THE
 * REMINDER"): elsewhere a single "stop" is a word. Pure; one pass (the blanks around each STOP
 * are trimmed by looking at them once, never by a pattern that could run over a long blank run).
 */
const STOP_WORD = /(?<![\p{L}\p{N}])STOPP?(?![\p{L}\p{N}])/gu;

/** A word asking for something right before the STOP: it is the verb ("PLS STOP THE REMINDER", "BITTE STOPP"). */
const ASKED = /(?:PLS|PLEASE|PLZ|BITTE|SVP|PF|POR FAVOR|VENNLIGST|VENLEGST|KAN DU|CAN YOU)[ \t]*$/;

export function readTelegramStops(text: string): string {
  const stops = [...text.matchAll(STOP_WORD)];
  if (stops.length === 0) return text;
  if (stops.length === 1 && !(writtenInCapitals(text) && !ASKED.test(text.slice(Math.max(0, stops[0].index! - 12), stops[0].index!)))) return text;
  let out = "";
  let last = 0;
  for (const m of stops) {
    let start = m.index!;
    if (start < last) continue;
    while (start > last && (text[start - 1] === " " || text[start - 1] === "\t")) start--;
    let end = m.index! + m[0].length;
    while (end < text.length && (text[end] === " " || text[end] === "\t")) end++;
    const newline = text[end] === "\n";
    out += text.slice(last, start) + (newline ? "." : end >= text.length ? "." : ". ");
    last = end;
  }
  return out + text.slice(last);
}

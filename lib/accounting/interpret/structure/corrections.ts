import { fold } from "../text";

/**
 * A correction line of a note, applied to the line it corrects: "corr: bonus = 5500.00 NOK" puts
 * 5500.00 where the note said "bonus 5000.00 NOK" and the correction line goes, so no reader
 * takes the older figure or sees two for one place. Only the "label: what = new value" form: a
 * ledger error's "Korrektur: 6540 statt 6500" is the remedy of that task and stays. When the
 * corrected line cannot be found the text is left as it was. Pure; linear in the text.
 */
export function applyCorrectionLines(text: string): string {
  if (!text.includes("=") || !/\b(?:corr|korr|correct|correc|korrektur|korrigering|rettelse|retting|erratum|endring)/i.test(text)) return text;
  let out = text;
  // Lines are few; each correction looks back over the lines before it once.
  for (let guard = 0; guard < 20; guard++) {
    const lines = out.split("\n");
    const at = lines.findIndex((l) => CORRECTION.test(l));
    if (at < 0) break;
    const m = CORRECTION.exec(lines[at])!;
    const key = m[1].trim();
    const value = NUMBER.exec(m[2])?.[0];
    const fixed = value ? correctEarlier(lines.slice(0, at), key, value) : null;
    if (!fixed) break;
    out = [...fixed, ...lines.slice(at + 1)].join("\n");
  }
  return out;
}

const CORRECTION =
  /^[ \t]{0,8}(?:corr|korr|correction|corrections|correccion|corrección|correcao|correção|korrektur|korrigering|rettelse|retting|erratum|endring)\.?[ \t]{0,3}:[ \t]{0,3}([^\n=]{1,60}?)[ \t]{0,3}=[ \t]{0,3}([^\n]{1,120})$/iu;

/** A figure as written: "5500.00", "6 200,00", "1.150.000". */
const NUMBER = /\d{1,3}(?:[ .,'\u00a0]\d{3})+(?:[.,]\d{1,2})?|\d+(?:[.,]\d{1,2})?/u;

/** The lines with the last one naming `key` given `value` for the first figure after the key; null when none does. */
function correctEarlier(lines: string[], key: string, value: string): string[] | null {
  const k = fold(key);
  for (let i = lines.length - 1; i >= 0; i--) {
    const folded = fold(lines[i]);
    const pos = wordAt(folded, k);
    if (pos < 0) continue;
    const after = pos + k.length;
    const rest = lines[i].slice(after);
    const n = NUMBER.exec(rest);
    if (!n) continue;
    const start = after + n.index;
    const copy = [...lines];
    copy[i] = lines[i].slice(0, start) + value + lines[i].slice(start + n[0].length);
    return copy;
  }
  return null;
}

/** Where `key` stands in `folded` as whole words, or -1. */
function wordAt(folded: string, key: string): number {
  for (let from = 0; ; ) {
    const i = folded.indexOf(key, from);
    if (i < 0) return -1;
    const before = i === 0 ? " " : folded[i - 1];
    const after = folded[i + key.length] ?? " ";
    if (!/[\p{L}\p{N}]/u.test(before) && !/[\p{L}\p{N}]/u.test(after)) return i;
    from = i + 1;
  }
}

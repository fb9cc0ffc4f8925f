/**
 * Points numbered inside one line ("PLS MAKE 3 DEPARTMENTS: 1/ DECK 2/ ENGINE 3/ GALLEY", "4 errors. 1) wrong account …
 * 2) a duplicate …") set each on a line of its own, "1)", "2)", as a list is written, so the readers of lists read them;
 * the last one ends with its sentence.
 * Only markers numbered 1, 2, 3 … in order, at least two, each before a word, the first opening the line or after a
 * colon or a sentence's end; "1/2", "24/7", a lone "3)" and "before 1) and 2)" stay. Pure; one pass over each line's markers.
 */
const MARKER = /(?<=^|[\s:.;,])(\d{1,2})[/)][ \t]{1,3}(?=[\p{L}«"“„(])/gu;

export function breakInlineNumbering(text: string): string {
  if (!/\d[/)][ \t]/.test(text)) return text;
  return text
    .split("\n")
    .map((line) => breakLine(line))
    .join("\n");
}

function breakLine(line: string): string {
  // The run of markers 1, 2, 3 … in order; anything else leaves the line as it is.
  let run: RegExpMatchArray[] = [];
  for (const m of line.matchAll(MARKER)) {
    const n = Number(m[1]);
    // The first point opens the line or follows a colon or a sentence's end: "antes de 1) e 2)" points back to points.
    const opens = n === 1 && /(?:^|[:.;!?])[ \t]*$/.test(line.slice(Math.max(0, m.index! - 6), m.index!));
    if (n === run.length + 1 && (n > 1 || opens)) run.push(m);
    else if (run.length >= 2) break;
    else run = opens ? [m] : [];
  }
  if (run.length < 2) return line;
  let out = "";
  let last = 0;
  for (const m of run) {
    const at = m.index!;
    const before = line.slice(last, at).replace(/[ \t]+$/, "");
    out += (last === 0 && before.trim() === "" ? before : `${before}\n`) + `${m[1]}) `;
    last = at + m[0].length;
  }
  // The last point ends with its sentence: what follows on the line is the writer's next one ("3/ GALLEY. THAT IS ALL …").
  const rest = line.slice(last);
  const end = SENTENCE_END.exec(rest);
  return out + (end ? `${rest.slice(0, end.index + end[0].length).trimEnd()}\n${rest.slice(end.index + end[0].length)}` : rest);
}

/** A sentence's end after a word of four letters or more (not "avd.", "nr."), another sentence after it. */
const SENTENCE_END = /(?<=\p{L}{4})[.!][ \t]+(?=\p{L})/u;

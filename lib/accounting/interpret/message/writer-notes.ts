/**
 * A writer's own notes beside the request. Linear: one pass over the lines.
 *
 * - A section of what the writer checked or did not do ("Checked:", "Sjekket:", "Geprüft:", "Vérifié :", "Comprobado:",
 *   "Verificado:"; "Not done:", "Ikke gjort:", "Nicht gemacht:", "Pas fait :", "No hecho:", "Não feito:") and its list
 *   items: a report, not a request ("– 189,00 × 1,15 = 217,35", "– no payroll run"). What was not done is set aside
 *   whole, words and figures; a figure checked may still be a field's, one no field takes holds nothing back.
 * - A step that only checks the result ("5) Check that she shows up in the list", "Sjekk saldobalansen: 8700 skal vise kr
 *   42 911,-", "Comprueba: NOK 13 560,- sin IVA", "Vérifiez que …"): the figures and names it expects to see were
 *   checked, not asked for; a field may still take one, one no field takes holds nothing back.
 * - "The one to use: 3,100.00", "Den som gjelder: 189,00 kr", "Es gilt: …", "Celui qui compte est …", "La que cuenta:
 *   …", "A que conta: …": the figures and addresses written beside the one chosen, on its line, are
 *   alternatives the writer weighed. A field may still take one (a depreciation's cost beside its monthly share chosen);
 *   one no field takes is no reason to hold the request back.
 */

export interface NoteSpan {
  reason: "checked" | "not-needed" | "alternative";
  whole?: boolean;
  from: number;
  to: number;
}

/** The heading of a section of what was checked (folded), alone on its line or opening it with a colon. */
const CHECKED = /^[ \t]{0,4}(?:checked|verified|sjekket|sjekka|kontrollert|kontrollerte|gepruft|ueberprueft|uberpruft|kontrolliert|verifie|verifiee|verifies|controle|comprobado|comprobada|verificado|verificada|conferido|revisado)[ \t]{0,2}:/;
/** The heading of a section of what was not done (folded). */
const NOT_DONE = /^[ \t]{0,4}(?:not done|not included|ikke gjort|ikkje gjort|ikke gjort enda|nicht gemacht|nicht erledigt|pas fait|non fait|no hecho|no realizado|nao feito|nao realizado)[ \t]{0,2}:/;
/** A line whose step only checks (folded), after a list item's marker: "check", "sjekk", "prüfen", "vérifiez", "comprueba", "confira"… */
const CHECK_STEP = /^[ \t]{0,6}(?:(?:[-–—•*·]|\d{1,2}[.)]|[a-h]\))[ \t]{1,3})?(?:check|double-check|verify|make sure|sjekk|kontroller|se etter|se at|prufe|prufen|prufen sie|kontrolliere|kontrollieren sie|verifie|verifiez|verifier|controle|controlez|comprueba|compruebe|verifica|verifique|confira|confirme|confirma)\b/;
/** A list item's marker. */
const ITEM = /^[ \t]{0,6}(?:[-–—•*·]|\d{1,2}[.)]|\[[ x]?\])[ \t]/;

/** "the one to use", "den som gjelder", "es gilt", "celui qui compte", "la que cuenta", "a que conta" (folded). */
const CHOSEN = new RegExp(
  String.raw`\b(?:the (?:one|figure|amount|address|date) (?:to use|that (?:applies|counts))|den som (?:gjelder|gjeld)|det som (?:gjelder|gjeld)|es gilt|massgeblich ist|gultig ist|cel(?:ui|le) qui (?:compte|s'applique)|(?:la|el|lo) que (?:cuenta|vale)|(?:a|o) que (?:conta|vale))\b`,
);

export function writerNotes(folded: string): NoteSpan[] {
  const out: NoteSpan[] = [];
  const lines: { from: number; to: number }[] = [];
  for (let at = 0; at <= folded.length && lines.length < 2000; ) {
    const nl = folded.indexOf("\n", at);
    const to = nl < 0 ? folded.length : nl;
    lines.push({ from: at, to });
    if (nl < 0) break;
    at = nl + 1;
  }
  for (let k = 0; k < lines.length; k++) {
    const line = folded.slice(lines[k].from, lines[k].to);
    const section = CHECKED.test(line) ? "checked" : NOT_DONE.test(line) ? "not-needed" : undefined;
    if (!section) {
      if (CHECK_STEP.test(line)) out.push({ reason: "checked", from: lines[k].from, to: lines[k].to });
      continue;
    }
    // The heading's line and its list items after it, up to a blank line or a line that is no item.
    const from = lines[k].from;
    while (k + 1 < lines.length && ITEM.test(folded.slice(lines[k + 1].from, lines[k + 1].to))) k++;
    // What was not done is set aside whole; what was checked may still give a field its value ("– Bankeingang 115 343,50
    // NOK am 08.04.2026"), and what no field takes holds nothing back.
    out.push({ reason: section, whole: section === "not-needed", from, to: lines[k].to });
  }
  return [...out, ...chosenAlternatives(folded, lines)];
}

/** The line of each "the one to use": its other values are alternatives. */
function chosenAlternatives(folded: string, lines: { from: number; to: number }[]): NoteSpan[] {
  return lines.filter((l) => CHOSEN.test(folded.slice(l.from, l.to))).map((l) => ({ reason: "alternative" as const, from: l.from, to: l.to }));
}

/**
 * Extracts of meeting minutes: a title and the meeting's record (date and place, who attended, who
 * sent apologies), numbered items ("Sak 3/26 – …", "Item 12/26", "TOP 11/26"), each with its
 * discussion and a decision ("Vedtak:", "Decision:", "Beschluss:", "Acuerdo:", "Deliberação:"), who
 * is responsible and by when, and often a line naming the item to carry out ("To be carried out in
 * Tripletex: item 12/26"). What the assistant is to do is the decision of the item named (or of every
 * item decided, when none is named):
 * - the meeting's record is no part of the task (its people attended; its dates are the meeting's);
 * - an item not named, or postponed or voted down, is set aside whole;
 * - where the decision states its own figures or names, the figures and quoted names of the
 *   discussion before it are the ones considered, not decided ("a reduced price of NOK 16,000 was
 *   asked … Decision: invoiced NOK 18,400"); where it states none ("Decision: the four errors are
 *   corrected"), the discussion holds the data and stays.
 * Only a text with a decision label and item headings or an attendance line is read so. Linear: a
 * pass over the lines, a few patterns each.
 */

/** A stretch set aside: the meeting's record, an item not to carry out, a figure only discussed. */
export interface MinutesStretch {
  reason: "meeting-record" | "excluded" | "discussion" | "undecided";
  from: number;
  to: number;
}

/** An item's heading: "Sak 3/26 – …", "Item 12/26", "TOP 11/26", "Point 5/26", "Punto 11/26", "§ 4". */
const ITEM = /^[ \t]{0,4}(?:sak|saka|item|agenda item|punkt|point|top|tagesordnungspunkt|punto|ponto|asunto|assunto|case|§)\s{0,2}(?:nr\.?|no\.?|n\.?[°º]|n°)?\s{0,2}(\d{1,3}(?:\s?\/\s?\d{2,4})?)\b/;
/** A decision's label at the start of its line. */
const DECISION = /^[ \t]{0,4}(?:[-*•][ \t]{0,2})?(?:vedtak|vedtaket|forslag til vedtak|decision|decided|resolution|resolved|beschluss|beschlossen|decision|acuerdo|resolucion|deliberacao|decisao|resolucao|konklusjon|conclusion|conclusao|conclusion|ergebnis|avgjerd|avgjorelse)[ \t]{0,2}:/;
/** Who attended and who sent apologies. */
const ATTENDANCE =
  /^[ \t]{0,4}(?:til stede|til stades|tilstede|present|presents?|attendees|attendance|anwesend|anwesende|teilnehmer\w*|presentes|asistentes|forfall|meldt forfall|fravaer|apologies|absent|absentees|entschuldigt|abwesend|excuses?|absents?|excusan asistencia|ausentes|ausencias\w*)[ \t]{0,2}:/;
/** Who is responsible for a decision and by when: the board's duty, not the task's dates. */
const DUTY = /^[ \t]{0,4}(?:ansvarlig|ansvarleg|ansvar|responsible|responsibility|verantwortlich|responsable|responsavel|frist|deadline|termin|echeance|plazo|prazo)[ \t]{0,2}:/;
/** The line that names the item to carry out: "Til gjennomføring i Tripletex: sak 6/26", "Zur Ausführung in Tripletex: TOP 3/26". */
const POINTER =
  /^[^\n:]{0,20}?(?:til gjennomforing|skal gjennomforast|skal gjennomfores|to be carried out|to carry out|for execution|for action|to be executed|zur ausfuhrung|zur umsetzung|umzusetzen|auszufuhren|a executer|pour execution|a ejecutar|para ejecutar|a executar|para executar|para execucao)[^\n:]{0,40}:([^\n]*)$/;
/** The secretary's attestation that closes an extract, and the signature under it: "Rett utskrift", "True extract", "Pour extrait conforme". */
const ATTESTATION =
  /^[ \t]{0,4}(?:rett utskrift|riktig utskrift|utskrifta er rett|true extract|true copy|certified (?:true )?(?:extract|copy)|extract certified|fur die richtigkeit|richtigkeit (?:des auszugs|bestatigt)|pour extrait conforme|pour copie conforme|extrait certifie conforme|es copia fiel|copia fiel|certifico|confere com o original|extrato conforme|por extrato conforme|certifica-se)/;
/** How close to the end of the text an attestation stands. */
const ATTESTATION_TAIL = 300;
/** A decision that decides nothing to do: postponed, voted down, withdrawn. */
const NOTHING_DECIDED =
  /\b(?:utsett|utsatt|utset|avslatt|avslegi|avvist|falt|ikke vedtatt|ikkje vedteke|postponed|deferred|adjourned|tabled|rejected|not adopted|not approved|declined|vertagt|verschoben|zuruckgestellt|abgelehnt|nicht angenommen|reporte|ajourne|rejete|refuse|non adopte|aplazad\w*|pospuest\w*|rechazad\w*|no aprobad\w*|adiad\w*|rejeitad\w*|recusad\w*|nao aprovad\w*|ikke bestemt|ikkje bestemt|ingen beslutning|not decided|no decision|nicht entschieden|kein beschluss|pas decide|non decide|aucune decision|no decidid\w*|sin decision|nao decidid\w*|sem decisao)\b/;
/** A line that tells what was only discussed: "Drøfta:", "Diskutert:", "Discussed:", "Diskutiert:", "Discuté :", "Discutido:". */
const DISCUSSED = /^[ \t]{0,4}(?:[-*•][ \t]{0,2})?(?:drofta|droftet|drøfta|diskutert|diskutiert|besprochen|discussed|discussion|discute|discussion|discutido|debatido|debate)[ \t]{0,2}:/;
/** Figures (with their currency or unit) and quoted names: what a discussion considered. */
// The figure ends on a digit, so a trailing ",-" is read as the kroner it marks ("9.875,-").
const FIGURE = /(?:(?:nok|kr|eur|usd|sek)\.?\s{0,2})?(?<![\w@.])\d(?:[\d .,']*\d)?(?:\s{0,2}(?:%|nok|kr|,-|eur|timar|timer|hours?|horas?|heures?|stunden?|h\b))?|«[^»\n]{1,80}»|"[^"\n]{1,80}"|“[^”\n]{1,80}”|„[^“”\n]{1,80}[“”]/g;
/** An identifier kept in a discussion: an organisation number, a national identity number. */
const IDENTIFIER = /^\d{9}$|^\d{11}$/;
const MAX_LINES = 400;

interface Line {
  from: number;
  to: number;
  text: string;
}

/** What an extract of minutes gives the reading: stretches to set aside, and the discussions before decisions. */
export interface Minutes {
  stretches: MinutesStretch[];
  /**
   * Each discussion that a decision follows, [from, to): its words are the meeting's, the decision's
   * are the task's ("The client offered to pay 7 000; not accepted. Decision: issue an invoice …").
   */
  discussions: [number, number][];
}

const NO_MINUTES: Minutes = { stretches: [], discussions: [] };
/** The last text read, kept: the side remarks and the message reader each ask for the same text. */
let lastRead: { folded: string; minutes: Minutes } | undefined;

/** The minutes of a folded text, or none when it is no extract of minutes. */
export function readMinutes(folded: string): Minutes {
  if (lastRead?.folded === folded) return lastRead.minutes;
  const minutes = parseMinutes(folded);
  lastRead = { folded, minutes };
  return minutes;
}

function parseMinutes(folded: string): Minutes {
  const lines: Line[] = [];
  let at = 0;
  for (const text of folded.split("\n").slice(0, MAX_LINES)) {
    lines.push({ from: at, to: at + text.length, text });
    at += text.length + 1;
  }
  const decisions = lines.filter((l) => DECISION.test(l.text));
  const items = lines.filter((l) => ITEM.test(l.text) && !DECISION.test(l.text));
  const attendance = lines.filter((l) => ATTENDANCE.test(l.text));
  if (!decisions.length || (!items.length && !attendance.length)) return NO_MINUTES;
  const out: MinutesStretch[] = [];
  const discussions: [number, number][] = [];
  for (const l of lines) if (ATTENDANCE.test(l.text) || DUTY.test(l.text)) out.push({ reason: "meeting-record", from: l.from, to: l.to });
  // The secretary's attestation and signature at the end.
  const attested = lines.find((l) => ATTESTATION.test(l.text) && folded.length - l.from <= ATTESTATION_TAIL);
  if (attested) out.push({ reason: "meeting-record", from: attested.from, to: folded.length });
  // The title and the meeting's lines before the first item.
  if (items.length) out.push({ reason: "meeting-record", from: 0, to: items[0].from });
  const pointer = lines.find((l) => POINTER.test(l.text));
  // The pointer's first sentence names the items: "TOP 4/26. TOP 5/26 nur zur Kenntnis." names item 4.
  const pointed = new Set(pointer ? [...(POINTER.exec(pointer.text)![1].split(/[.!?](?:\s|$)/)[0].matchAll(/\d{1,3}(?:\s?\/\s?\d{2,4})?/g))].map((m) => idOf(m[0])) : []);
  // A pointer that names no heading's number (written otherwise) excludes nothing.
  const named = items.some((i) => pointed.has(idOf(ITEM.exec(i.text)![1]))) ? pointed : new Set<string>();
  if (pointer) out.push({ reason: "meeting-record", from: pointer.from, to: pointer.to });
  const closes = [pointer, attested].filter((l): l is Line => !!l && l.from > (items[items.length - 1]?.from ?? -1)).map((l) => l.from);
  const end = Math.min(folded.length, ...closes);
  items.forEach((item, k) => {
    const to = Math.min(items[k + 1]?.from ?? end, k + 1 < items.length ? items[k + 1].from : end);
    const id = idOf(ITEM.exec(item.text)![1]);
    const decision = decisions.find((d) => d.from > item.from && d.from < to);
    const decided = decision ? folded.slice(decision.from, blockEnd(lines, decision, to)) : "";
    if ((named.size && !named.has(id)) || (decision && NOTHING_DECIDED.test(decided) && !/\d/.test(decided))) {
      out.push({ reason: "excluded", from: item.from, to });
      return;
    }
    // An item with no decision, beside items decided, was only talked about ("JH nevnte 42.000,- … Ikke vedtatt").
    if (!decision) {
      out.push({ reason: "undecided", from: item.from, to });
      return;
    }
    out.push(...discussed(folded, item.to + 1, decision.from, decided));
    discussions.push(...proseLines(lines, item.to + 1, decision.from));
    // After the decision, a line that says it was only discussed or not decided ("Drøfta: … 1.050,- … Ikkje vedteke").
    const after = blockEnd(lines, decision, to);
    for (const l of lines) if (l.from >= after && l.to <= to && (DISCUSSED.test(l.text) || NOTHING_DECIDED.test(l.text))) out.push({ reason: "undecided", from: l.from, to: l.to });
  });
  // Minutes with no item headings: one decision, the discussion right before it.
  if (!items.length) for (const d of decisions) {
    const decided = folded.slice(d.from, blockEnd(lines, d, folded.length));
    const start = Math.max(0, folded.lastIndexOf("\n\n", d.from));
    out.push(...discussed(folded, start, d.from, decided));
    discussions.push(...proseLines(lines, start, d.from));
  }
  return { stretches: out, discussions };
}

/**
 * The lines of [from, to) that are the meeting's prose: not a document pasted into the minutes (an
 * indented line, a table's or a receipt's line) nor the line that introduces one ("Treasurer's note
 * (copied from the receipt):").
 */
function proseLines(lines: readonly Line[], from: number, to: number): [number, number][] {
  return lines
    .filter((l) => l.from >= from && l.to <= to && l.text.trim() && !/^(?:[ \t]{2,}|\t)|[|\t]|\.{4,}|…|:\s*$/.test(l.text))
    .map((l) => [l.from, l.to] as [number, number]);
}

/** An item's number: "3 / 26", "3/26" and "3" are one (an extract numbers its items once). */
const idOf = (s: string) => s.replace(/\s/g, "").split("/")[0];

/** Where a decision's block ends: at a line of the record (responsible, deadline), a blank line, or the item's end. */
function blockEnd(lines: readonly Line[], decision: Line, to: number): number {
  for (const l of lines) {
    if (l.from <= decision.from) continue;
    if (l.from >= to || !l.text.trim() || DUTY.test(l.text)) return Math.min(l.from, to);
  }
  return to;
}

/**
 * What kind of thing a figure is: a date (kept: a discussion's date conflicts with nothing), a
 * percentage, an amount of money, a number of hours, a quoted name, a small count, or a plain number (an account).
 */
type FigureKind = "date" | "day" | "percent" | "money" | "hours" | "quoted" | "count" | "plain";
function kindOf(figure: string): FigureKind {
  const f = figure.trim();
  if (/^[«"“„]/.test(f)) return "quoted";
  if (/^\d{1,2}[./]\d{1,2}[./]\d{2,4}$|^\d{4}-\d{2}-\d{2}$/.test(f)) return "date";
  // "(01.08. oder 15.08.)": a day and a month without their year, a date the decision may settle otherwise.
  if (/^(?:0?[1-9]|[12]\d|3[01])\.(?:0?[1-9]|1[0-2])$/.test(f)) return "day";
  if (/%$/.test(f)) return "percent";
  if (/(?:timar|timer|hours?|horas?|heures?|stunden?|h)$/.test(f)) return "hours";
  if (/^(?:nok|kr|eur|usd|sek)|(?:nok|kr|eur|,-)$|[.,]\d{2}$/.test(f)) return "money";
  // "corregir los 4 errores": a small count is no account or other number of the discussion.
  if (/^\d{1,2}$/.test(f)) return "count";
  return "plain";
}

/**
 * The figures and quoted names of a discussion, each a stretch of its own, of the kinds the decision
 * states itself (its percentages, its names, its other figures); identifiers and dates stay.
 */
function discussed(folded: string, from: number, to: number, decided: string): MinutesStretch[] {
  const out: MinutesStretch[] = [];
  if (to <= from) return out;
  const stated = new Set([...decided.matchAll(FIGURE)].filter((m) => /[\d«"“„]/.test(m[0])).map((m) => kindOf(m[0])));
  for (const m of folded.slice(from, to).matchAll(FIGURE)) {
    if (!/[\d«"“„]/.test(m[0]) || (IDENTIFIER.test(m[0].replace(/\D/g, "")) && !/^[«"“„]/.test(m[0]))) continue;
    const kind = kindOf(m[0]);
    // A day without its year is discussed where the decision states a date of its own.
    if (kind === "date" || !stated.has(kind === "day" ? "date" : kind)) continue;
    out.push({ reason: "discussion", from: from + m.index!, to: from + m.index! + m[0].length });
  }
  return out;
}

import { fold, indentOf } from "../text";
import { personFirst } from "./key-values";

/**
 * A request written as a filled-in form, read as the plain labelled text the readers read:
 * - markdown emphasis around labels and titles goes ("**Fornavn:** Marius" is "Fornavn: Marius");
 * - struck-through text is withdrawn ("~~15.04.2026~~ 01.04.2026" is 01.04.2026);
 * - a ticked box keeps its item and an unticked one drops it ("Type: [x] Customer [ ] Supplier" is
 *   "Type: Customer"): an option the writer left unticked is not asked for. A list of boxes one to a
 *   line none of which is ticked is a to-do list ("☐ Compras", "☐ Almacén"): every item stays; so is
 *   a single box on its line when no box in the request is ticked ("- [ ] Produkt anlegen").
 * Pure; each pattern is bounded within a line, so the pass is linear in the text.
 */

/** A label, its dotted leader and a value on the same line ("Precio sin IVA .............. 1.590,00 NOK"). */
const LEADER = /^([ \t]{0,8}\p{L}[\p{L}\p{N} ()/'.-]{0,40}?)[ \t]*(?:\.{3,}|…+)[ \t]*(?=\S)/gmu;

/** "**bold**", "__bold__": emphasis within a line. */
const BOLD = /\*\*([^*\n]{1,200})\*\*|(?<![_\w])__([^_\n]{1,200})__(?![_\w])/g;
/**
 * "*bold*", "_italic_": a messenger's emphasis, one mark each side, the marks touching the words inside
 * and no letter or digit outside ("*Data Engineering* — 41"); a product's "3*450" or a bullet's "* " is none.
 */
const SINGLE_EMPHASIS = /(?<![\p{L}\p{N}*_\\])([*_])(?=[^\s*_])([^*_\n]{1,200}?[^\s*_])\1(?![\p{L}\p{N}*_])/gu;
/**
 * Whether a messenger's emphasis marks a name, as quotes would ("*Datavarehus 2.0*", "*CRM Rollout*"): words opening
 * with a capital, not a label ("*Kunde*:"), a figure ("*480 000 kr*"), a shouted word ("*NOT*", "*ASAP*") or a month.
 */
function emphasisNames(inner: string, after: string): boolean {
  // A month and its year ("*March 2026*") is a date, read as one.
  return /^\p{Lu}/u.test(inner) && !/^[\p{Lu}\p{N}\s.!-]+$/u.test(inner) && !inner.includes(":") && !/^[ \t]{0,2}:/.test(after) && /\p{L}{2}/u.test(inner) && !/\b(?:19|20)\d{2}$/.test(inner);
}
/**
 * Emphasis over a whole line in words of small letters ("_Last edited by VG, Monday_") is a page's caption or
 * note, no name ("*Bergblick Beratung GmbH*" alone on its line is one).
 */
function captionLine(text: string, at: number, length: number): boolean {
  if (!/\s\p{Ll}{4,}/u.test(text.slice(at, at + length))) return false;
  const before = text.lastIndexOf("\n", at - 1) + 1;
  const next = text.indexOf("\n", at + length);
  return /^[ \t>]*$/.test(text.slice(before, at)) && /^[ \t.]*$/.test(text.slice(at + length, next < 0 ? text.length : next));
}
/** "~~old~~": struck through, with the blanks after it. */
const STRUCK = /~~[^~\n]{1,200}~~[ \t]{0,3}/g;
/** A check box: "[x]", "[ ]", "[✓]", "☑", "☐", "✅", "[-]" (one pattern; the others are built from it). */
export const BOX_SOURCE = "\\[[ \\t]?-?[ \\t]?\\]|\\[[ \\t]?[xX✓✔✗][ \\t]?\\]|[☐□☑☒✅]";
const BOX = new RegExp(BOX_SOURCE, "gu");
const ANY_BOX = new RegExp(BOX_SOURCE, "u");
const BOX_AND_BLANKS = new RegExp(`(?:${BOX_SOURCE})[ \\t]{0,3}`, "u");
const TICKED = /[xX✓✔✗☑☒✅]/u;
/** "[-]": an item marked as not applicable. */
const NOT_APPLICABLE = /-/;
/** A ticked box anywhere: without one, the boxes are a to-do list, not a form's choices. */
export const ANY_TICK = /\[[ \t]?[xX✓✔✗][ \t]?\]|[☑☒✅]/u;

/**
 * A form's blank: a labelled field left as "___", "-", "n/a", "sans objet", "ikke aktuelt" ("Adresse: ___", "Prosjekt: ___ ·
 * Avdeling: -"). It asks for nothing, and its label's word would name a task ("Prosjekt", "Faktura").
 * The label is a few words before a colon, starting after a line's start or a field separator.
 */
const BLANK_FIELD = /(?<![\p{L}\p{N}])[\p{L}][\p{L}\p{N} .()/*'’°º-]{0,40}:[ \t]{0,4}(?:_{2,}|-{1,3}|–|—|n\/a|n\.a\.|N\/A|N\.A\.|…|\.{3}|[Ss]ans objet|[Ii]kke aktuelt|[Ii]kkje aktuelt|[Nn]o aplica|[Nn]ão (?:se )?aplica|[Nn]ão aplicável|[Nn]icht zutreffend|[Ee]ntfällt|[Nn]ot applicable)[ \t]*(?=$|[ \t]*[·|;]|[ \t]{3,})/gmu;
/** A line left with nothing but its number, its separators or a blank: "5. ", "   ___", " · ". */
const EMPTY_LINE = /^[ \t]*(?:\d{1,2}[.)])?[ \t·|;]*(?:_{2,}[ \t]*)?$/;

/** A word for a form, alone or as a compound's tail ("Bestillingsskjema", "Auftragsformular"). */
const FORM_WORD = /(?:skjema|skjemaet|formular|formulare|form|formulario|formulaire|formulair)\b/;
/** Filling a form in: "Til utfyller", "ausfüllende Person", "quien rellena", "quem preenche", "la personne qui remplit". */
const FILL_WORD = /\b(?:utfyl|fyll|ausfull|fill|rellen|preench|rempli|remplit)/;

/**
 * Blank fields gone, and lines left empty by them, when the text holds two or more (a form's
 * blanks); with them the form's own lines: its title on the first line and its instructions to
 * whoever fills it in. Their words name tasks ("AUFTRAGSFORMULAR", "one form per order").
 */
export function dropBlankFields(text: string): string {
  let blanks = 0;
  BLANK_FIELD.lastIndex = 0;
  for (let m = BLANK_FIELD.exec(text); m && blanks < 2; m = BLANK_FIELD.exec(text)) blanks++;
  if (blanks < 2) return text;
  return text
    .split("\n")
    .flatMap((line, i) => {
      const folded = fold(line.slice(0, 400));
      if (FORM_WORD.test(folded) && (i === 0 || FILL_WORD.test(folded))) return [];
      if (!/[_\-–—/.…]|objet|aktuelt|aplica|zutreffend|entfällt|applicable/i.test(line)) return [line];
      const stripped = line.replace(BLANK_FIELD, "");
      // Only a line that lost a blank field closes up its separators: an export's empty cells (";;") stay.
      if (stripped === line) return [line];
      const kept = stripped.replace(/([·|;])[ \t]*[·|;]/g, "$1").replace(/[ \t]*[·|;][ \t]*$/, "").replace(/^([ \t]*)[·|;][ \t]*/, "$1");
      return kept !== line && EMPTY_LINE.test(kept) ? [] : EMPTY_LINE.test(kept) && /_{2,}/.test(kept) ? [] : [kept.replace(/[ \t]+$/, "")];
    })
    .join("\n");
}

/** "Betrag (NOK)*: 4.850,00": the currency a label names, after its figure. */
const CURRENCY_LABEL = /^([ \t]{0,8}(?:\d{1,2}[.)][ \t]{0,3})?[\p{L}][\p{L} .'-]{0,30}?)[ \t]{0,2}[(\[](NOK|EUR|USD|SEK|DKK|GBP|CHF|kr)[)\]][ \t]{0,2}\*?[ \t]{0,2}:[ \t]{0,3}(-?\d[\d .,']{0,20}\d|\d)(?![\d.,]*[ \t]*(?:nok|eur|usd|sek|dkk|gbp|chf|kr)\b)/gimu;
/** A labelled line's label and its value up to a bracket: "Se refiere a (nombre): Benítez Carmona, Lucía (…)". */
const PERSON_FIELD = /^([ \t]{0,8}(?:\d{1,2}[.)][ \t]{0,3})?[\p{L}][\p{L} .()'/-]{0,40}:[ \t]{0,3})(\p{Lu}[\p{L}'-]{0,30}(?:[ -]\p{Lu}[\p{L}'-]{0,30})?,[ \t]?\p{Lu}[\p{L}'-]{0,30}(?:[ \t]\p{Lu}[\p{L}'-]{0,30})?)(?=[ \t]*(?:\(|$))/gmu;
/** A required field's star before its colon: "Oppdragstype*", "E-post*:". */
const REQUIRED_STAR = /^([ \t]{0,8}(?:\d{1,2}[.)][ \t]{0,3})?[\p{L}][\p{L}\p{N} .()/'-]{0,40}?)[ \t]?\*(?=[ \t]*:|[ \t]*$)/gmu;

export function readForm(text: string): string {
  let out = text;
  if (out.includes("__") || /:[ \t]*(?:-|–|—|n\/a|N\/A|sans objet|ikke aktuelt|ikkje aktuelt|no aplica|não aplica|nicht zutreffend|entfällt|not applicable)[ \t]*$/im.test(out)) out = dropBlankFields(out);
  // "SKU ......................... 7725": a label's dotted leader is its colon.
  if (out.includes("...") || out.includes("…")) out = out.replace(LEADER, "$1: ");
  if (out.includes("**") || out.includes("__")) out = out.replace(BOLD, (_m, a: string | undefined, b: string | undefined) => a ?? b ?? "");
  if (out.includes("*") || out.includes("_"))
    out = out.replace(SINGLE_EMPHASIS, (_m, _mark: string, inner: string, at: number, whole: string) =>
      emphasisNames(inner, whole.slice(at + _m.length, at + _m.length + 4)) && !captionLine(whole, at, _m.length) ? `“${inner}”` : inner,
    );
  if (out.includes("~~")) out = dropStruckItems(out).replace(STRUCK, "");
  if (out.includes("(") || out.includes("[")) out = out.replace(CURRENCY_LABEL, "$1: $3 $2");
  if (out.includes("*")) out = out.replace(REQUIRED_STAR, "$1");
  // "Name: Benítez Carmona, Lucía": a person filed surname first under a person's label, given name first.
  if (out.includes(",")) out = out.replace(PERSON_FIELD, (whole: string, label: string, value: string) => `${label}${personFirst(label, value)}`);
  if (ANY_BOX.test(out)) {
    const lines = out.split("\n");
    out = (readChecklist(lines) ?? readBoxLines(lines, ANY_TICK.test(out))).join("\n");
  }
  return out;
}

/** A heading of a choice of kind: "1. Oppdragstype*", "Auftragsart:", "Tipo de solicitud", "Type de demande". */
const KIND_HEADING = /^[ \t]{0,8}(?:\d{1,2}[.)][ \t]{0,3})?(?:[a-z]{0,24}(?:type|typ|art)|(?:tipo|type|typ|kind|sort)\b[a-z ]{0,30})[ \t]*\*?[ \t]*:?[ \t]*$/;

/** "[x] Vertrag gegengezeichnet ✅", "[x] Andalucía Sonora → pagado ✅": a check mark after an item's words is its status, no second box. */
function withoutStatusMarks(line: string): string {
  return line.replace(/(\S[^\n]*?)✅/gu, "$1");
}

/** A line that is one box and its item ("☐ Compras", "2. [x] Pakkeri", "- [ ] Canteen"). */
const LIST_BOX = new RegExp(`^[ \\t]{0,8}(?:[-*•]|\\d{1,2}[.)])?[ \\t]{0,3}(${BOX_SOURCE})[ \\t]{0,3}(\\S.{0,300})$`, "u");

function readBoxLines(lines: string[], anyTicked: boolean): string[] {
  const out: string[] = [];
  for (let i = 0; i < lines.length; ) {
    // A run of lines, each one box and its item: a to-do list when none is ticked.
    let j = i;
    while (j < lines.length && lines[j].length <= 320 && LIST_BOX.test(lines[j]) && (withoutStatusMarks(lines[j]).match(BOX) ?? []).length === 1) j++;
    // A checklist whose ticked items are done ("[x] Bestilt arbeidsklede", "[x] Bank reconciled (29.04)"):
    // what is left to do is the open items; the done ones go.
    if (j - i >= 2 && doneChecklist(lines.slice(i, j).map(boxItem))) {
      for (const l of lines.slice(i, j)) {
        const box = LIST_BOX.exec(l)![1];
        if (TICKED.test(box) || NOT_APPLICABLE.test(box)) continue;
        out.push(/^[ \t]{0,8}(?:[-*•]|\d{1,2}[.)])/.test(l) ? l.replace(BOX_AND_BLANKS, "") : l.replace(BOX_AND_BLANKS, "- "));
      }
      i = j;
      continue;
    }
    // A single box is a to-do too when no box is ticked anywhere ("- [ ] Produkt anlegen").
    if ((j - i >= 2 || (j - i === 1 && !anyTicked)) && !lines.slice(i, j).some((l) => TICKED.test(LIST_BOX.exec(l)![1]))) {
      // Each item keeps a list mark of its own: the list ends where the boxes end.
      for (const l of lines.slice(i, j)) out.push(/^[ \t]{0,8}(?:[-*•]|\d{1,2}[.)])/.test(l) ? l.replace(BOX_AND_BLANKS, "") : l.replace(BOX_AND_BLANKS, "- "));
      i = j;
      continue;
    }
    // "1. Auftragsart*" over its boxes: the heading of a choice of kind says nothing the ticked kind
    // does not, and its word would name a task ("Auftrag" is an order).
    if (BOX.test(lines[i]) && out.length && KIND_HEADING.test(fold(out[out.length - 1]))) out.pop();
    BOX.lastIndex = 0;
    for (const l of lines.slice(i, Math.max(j, i + 1))) {
      // An unticked list line goes as a whole ("3. [ ] Kantine").
      const read = readBoxes(l).replace(/^[ \t]{0,8}(?:[-*•]|\d{1,2}[.)])[ \t]*$/, "");
      if (read.trim() || !l.trim()) out.push(read);
    }
    i = Math.max(j, i + 1);
  }
  return out;
}

/**
 * Words saying an item is done: "bestilt", "lagt ut", "skanna", "signert", "reconciled", "imported",
 * "erledigt", "angelegt", "criado", "registado", "hecho", "fait", "terminé", a date it was done
 * ("(29.04)", "(gjort 20.05)"). Folded text.
 */
const DONE_WORD =
  /\b(?:done|ok|gjort|gjordt|ferdig|fullfort|utfort|klar|klart|oppe|inne|bestilt|lagt|sagt|skanna|skannet|signert|betalt|registrert|avstemt|importert|sendt|levert|ordna|ordnet|fiksa|fikset|reconciled|imported|ordered|signed|paid|sent|created|registered|completed|finished|scanned|erledigt|fertig|bestellt|bezahlt|unterschrieben|angelegt|erstellt|gesendet|abgeschlossen|importiert|hecho|creado|creada|registrado|registrada|pagado|enviado|enviada|enviados|enviadas|firmado|conciliado|feito|criado|criada|registado|registada|pago|assinado|concluido|fait|termine|envoye|paye|cree|creee|enregistre|signe|regle|importe|lettre|godkjent|godkjend|approved|genehmigt|freigegeben|aprobado|aprovado|approuve|valide|fakturert|invoiced|fakturiert|facturado|facturada|facturadas|facturados|faturado|faturada|facture|facturee|allerede|already|schon|bereits|ya|deja)\b|\(\s{0,2}(?:\p{L}{1,10}\s{1,2}){0,3}\d{1,2}[./]\d{1,2}\.?(?:[./]\d{2,4})?\s{0,2}\)/u;
/** An item that asks for nothing: "Send reminders – n/a", "Inkasso – –", "Avslutt prosjektet – ikke ennå". */
const NOT_THIS_TIME = /(?:[-–—:]\s{0,2}(?:n\/a|n\.a\.|[-–—]|ikke enna|ikkje enno|not yet|noch nicht|todavia no|ainda nao|pas encore)|\(\s{0,2}(?:ikke|ikkje|not|nicht|no|nao|pas)\b[^)]{0,40}\))\s{0,2}$/;

/**
 * Whether a run of box lines, some ticked and some not, is a checklist of work whose ticked items
 * are done rather than a form's choices: a ticked item says it is done, or the open items carry the
 * figures while the ticked ones carry none; never when every open item is marked as not this time.
 */
function doneChecklist(items: { ticked: boolean; notApplicable?: boolean; text: string }[]): boolean {
  const ticked = items.filter((x) => x.ticked);
  const open = items.filter((x) => !x.ticked && !x.notApplicable && !NOT_THIS_TIME.test(x.text));
  if (!ticked.length || !open.length) return false;
  if (ticked.some((x) => DONE_WORD.test(x.text))) return true;
  const figure = (s: string) => /\d{3}/.test(s.replace(/\b\d{1,2}[./]\d{1,2}(?:[./]\d{2,4})?\b/g, ""));
  return open.some((x) => figure(x.text)) && !ticked.some((x) => figure(x.text));
}

/** A list item's own words struck through and only a remark after them ("- [ ] ~~feriepenger~~ → kommer i juni"). */
const STRUCK_ITEM = new RegExp(`^([ \\t]{0,8})(?:[-*•]|\\d{1,2}[.)])?[ \\t]{0,3}(?:(?:${BOX_SOURCE})[ \\t]{0,3})?~~[^~\\n]{1,200}~~[ \\t]*(?:[→(–—-][^\\d\\n]{0,200}|->[^\\d\\n]{0,200})?$`, "u");

/**
 * A list item the writer struck out is withdrawn with its sub-items and the remark after it
 * ("- [ ] ~~accrue the Q1 bonus too~~ → skip, TH decides in April"). A struck figure with its
 * replacement after it stays for the struck-text pass ("~~12 500~~ → 12 750").
 */
export function dropStruckItems(text: string): string {
  const lines = text.split("\n");
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const m = lines[i].length <= 400 ? STRUCK_ITEM.exec(lines[i]) : null;
    if (!m) {
      out.push(lines[i]);
      continue;
    }
    const indent = m[1].length;
    while (i + 1 < lines.length && lines[i + 1].trim() && indentOf(lines[i + 1]) > indent) i++;
  }
  return out.join("\n");
}

/**
 * What a checklist keeps of a done item: its words after this mark ("- ☑ faktura sendt 30.03"). A
 * box never survives `readForm`, so the mark in a read text is always this one. The item tells the
 * books as they are: its words name no task, and its values are context a field may still take
 * (the invoice's rate, the customer's org. no.) (`doneItemSpans`).
 */
export const DONE_MARK = "☑";

/**
 * A checklist whose items carry their details on indented lines below them ("- [ ] lønn for Even
 * Hatlestad:" over "  - fastlønn 52 300,-"), or whose ticked items are done (`doneChecklist`):
 * each item is its box line and the lines indented under it. An open item keeps its details; a
 * ticked one is done and goes, or, where it holds a figure of what is done ("factura enviada (9 850
 * EUR, tipo 11,45)") or alone identifies a party ("the payment from Brightwater Events AS (org 922
 * 887 144) came back"), stays behind `DONE_MARK` as what the books already hold;
 * "[-]" is not applicable and goes. Null when the boxes are not such a checklist (a form's choices
 * one to a line); the line-by-line reading then applies.
 */
function readChecklist(lines: string[]): string[] | null {
  const items: { start: number; end: number; ticked: boolean; notApplicable: boolean }[] = [];
  for (let i = 0; i < lines.length; i++) {
    const m = lines[i].length <= 320 && (lines[i].match(BOX) ?? []).length === 1 ? LIST_BOX.exec(lines[i]) : null;
    if (!m) continue;
    const indent = indentOf(lines[i]);
    let end = i + 1;
    while (end < lines.length && lines[end].trim() && !LIST_BOX.test(lines[end]) && indentOf(lines[end]) > indent) end++;
    items.push({ start: i, end, ticked: TICKED.test(m[1]), notApplicable: NOT_APPLICABLE.test(m[1]) });
    i = end - 1;
  }
  if (items.length < 2 || !items.some((x) => x.ticked) || !items.some((x) => !x.ticked)) return null;
  const read = items.map((x) => ({ ticked: x.ticked, notApplicable: x.notApplicable, text: fold([boxItem(lines[x.start]).text, ...lines.slice(x.start + 1, x.end)].join(" ")) }));
  // Work to do, not a form's options: an item with details under it, and an open item that is not put off.
  const work = items.some((x) => x.end > x.start + 1) && read.some((x) => !x.ticked && !x.notApplicable && !NOT_THIS_TIME.test(x.text));
  if (!work && !doneChecklist(read)) return null;
  // A done item goes, unless it is where a party is identified: its org. no. or e-mail stands nowhere else.
  const inDone = new Array<boolean>(lines.length).fill(false);
  for (const x of items) if (x.ticked) inDone.fill(true, x.start, x.end);
  const elsewhere = partyKeys(lines.filter((_, i) => !inDone[i]).join("\n"));
  const identifies = (x: (typeof items)[number]) => [...partyKeys(lines.slice(x.start, x.end).join("\n"))].some((key) => !elsewhere.has(key));
  // …or holds a figure of what is done (an invoice's amount or rate), besides a date.
  const figures = (x: (typeof items)[number]) => /\d{2}/.test(lines.slice(x.start, x.end).join(" ").replace(/\b\d{1,2}[./]\d{1,2}(?:[./]\d{2,4})?\.?/g, ""));
  const out = lines.slice(0, items[0].start);
  items.forEach((x, k) => {
    if (!x.notApplicable && (!x.ticked || identifies(x) || figures(x))) {
      const l = lines[x.start];
      const mark = x.ticked ? `${DONE_MARK} ` : "";
      out.push(/^[ \t]{0,8}(?:[-*•]|\d{1,2}[.)])/.test(l) ? l.replace(BOX_AND_BLANKS, mark) : l.replace(BOX_AND_BLANKS, `- ${mark}`), ...lines.slice(x.start + 1, x.end));
    }
    out.push(...lines.slice(x.end, k + 1 < items.length ? items[k + 1].start : lines.length));
  });
  return out;
}

/** The parties a text identifies: its org. nos. (digits only) and e-mail addresses (lower case). */
function partyKeys(text: string): Set<string> {
  const keys = new Set<string>();
  for (const m of text.matchAll(/(?<![\d.,])\d{3}[ .]?\d{3}[ .]?\d{3}(?![\d.,]?\d)/g)) keys.add(m[0].replace(/\D/g, ""));
  for (const m of text.matchAll(/[\p{L}\d._%+-]{1,64}@[\p{L}\d.-]{1,253}\.\p{L}{2,24}/gu)) keys.add(m[0].toLowerCase());
  return keys;
}

/** A done item's line ("- ☑ faktura sendt 30.03") and the lines indented under it. */
const DONE_LINE = new RegExp(`^([ \\t]{0,8})(?:[-*•]|\\d{1,2}[.)])?[ \\t]{0,3}${DONE_MARK}[ \\t]`, "u");

/** The stretches [from, to) of a read text that are done items, each with its indented lines. */
export function doneItemSpans(text: string): [number, number][] {
  if (!text.includes(DONE_MARK)) return [];
  const out: [number, number][] = [];
  const lines = text.split("\n");
  let at = 0;
  for (let i = 0; i < lines.length; i++) {
    const m = lines[i].length <= 400 ? DONE_LINE.exec(lines[i]) : null;
    const from = at;
    at += lines[i].length + 1;
    if (!m) continue;
    while (i + 1 < lines.length && lines[i + 1].trim() && !DONE_LINE.test(lines[i + 1]) && indentOf(lines[i + 1]) > m[1].length) {
      i++;
      at += lines[i].length + 1;
    }
    out.push([from, at - 1]);
  }
  return out;
}

/** A box line's item: ticked or not, and its words folded. */
function boxItem(line: string): { ticked: boolean; notApplicable: boolean; text: string } {
  const m = LIST_BOX.exec(line)!;
  return { ticked: TICKED.test(m[1]), notApplicable: NOT_APPLICABLE.test(m[1]), text: fold(m[2]) };
}

/** One line's boxes: each item runs from its box to the next box or the line's end. */
function readBoxes(line: string): string {
  const boxes = [...line.matchAll(BOX)];
  if (!boxes.length) return line;
  let out = line.slice(0, boxes[0].index).replace(/[ \t]+$/, "");
  const kept: string[] = [];
  boxes.forEach((m, i) => {
    const end = i + 1 < boxes.length ? boxes[i + 1].index! : line.length;
    const item = line.slice(m.index! + m[0].length, end).trim();
    if (item && TICKED.test(m[0])) kept.push(item);
  });
  if (kept.length) out += (out ? " " : "") + kept.join(", ");
  // "MVA: [ ] 25 %  [ ] 15 %  [ ] 0 %": a label whose options are all unticked asks for nothing.
  else if (boxes.length >= 2 && /^[ \t]*(?:\d{1,2}[.)][ \t]*)?[\p{L}][\p{L}\p{N} .()/*-]{0,40}:?$/u.test(out)) return "";
  return out;
}

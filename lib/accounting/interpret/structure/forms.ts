import { fold } from "../text";
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
/** "~~old~~": struck through, with the blanks after it. */
const STRUCK = /~~[^~\n]{1,200}~~[ \t]{0,3}/g;
/** A check box: "[x]", "[ ]", "[✓]", "☑", "☐", "✅" (one pattern; the others are built from it). */
const BOX_SOURCE = "\\[[ \\t]?\\]|\\[[ \\t]?[xX✓✔✗][ \\t]?\\]|[☐□☑☒✅]";
const BOX = new RegExp(BOX_SOURCE, "gu");
const ANY_BOX = new RegExp(BOX_SOURCE, "u");
const BOX_AND_BLANKS = new RegExp(`(?:${BOX_SOURCE})[ \\t]{0,3}`, "u");
const TICKED = /[xX✓✔✗☑☒✅]/u;
/** A ticked box anywhere: without one, the boxes are a to-do list, not a form's choices. */
const ANY_TICK = /\[[ \t]?[xX✓✔✗][ \t]?\]|[☑☒✅]/u;

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
  if (out.includes("~~")) out = out.replace(STRUCK, "");
  if (out.includes("(") || out.includes("[")) out = out.replace(CURRENCY_LABEL, "$1: $3 $2");
  if (out.includes("*")) out = out.replace(REQUIRED_STAR, "$1");
  // "Name: Benítez Carmona, Lucía": a person filed surname first under a person's label, given name first.
  if (out.includes(",")) out = out.replace(PERSON_FIELD, (whole: string, label: string, value: string) => `${label}${personFirst(label, value)}`);
  if (ANY_BOX.test(out)) out = readBoxLines(out.split("\n"), ANY_TICK.test(out)).join("\n");
  return out;
}

/** A heading of a choice of kind: "1. Oppdragstype*", "Auftragsart:", "Tipo de solicitud", "Type de demande". */
const KIND_HEADING = /^[ \t]{0,8}(?:\d{1,2}[.)][ \t]{0,3})?(?:[a-z]{0,24}(?:type|typ|art)|(?:tipo|type|typ|kind|sort)\b[a-z ]{0,30})[ \t]*\*?[ \t]*:?[ \t]*$/;

/** A line that is one box and its item ("☐ Compras", "2. [x] Pakkeri", "- [ ] Canteen"). */
const LIST_BOX = new RegExp(`^[ \\t]{0,8}(?:[-*•]|\\d{1,2}[.)])?[ \\t]{0,3}(${BOX_SOURCE})[ \\t]{0,3}(\\S.{0,300})$`, "u");

function readBoxLines(lines: string[], anyTicked: boolean): string[] {
  const out: string[] = [];
  for (let i = 0; i < lines.length; ) {
    // A run of lines, each one box and its item: a to-do list when none is ticked.
    let j = i;
    while (j < lines.length && lines[j].length <= 320 && LIST_BOX.test(lines[j]) && (lines[j].match(BOX) ?? []).length === 1) j++;
    // A checklist whose ticked items are done ("[x] Bestilt arbeidsklede", "[x] Bank reconciled (29.04)"):
    // what is left to do is the open items; the done ones go.
    if (j - i >= 2 && doneChecklist(lines.slice(i, j))) {
      for (const l of lines.slice(i, j)) {
        if (TICKED.test(LIST_BOX.exec(l)![1])) continue;
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
  /\b(?:done|ok|gjort|gjordt|ferdig|fullfort|utfort|klar|klart|oppe|inne|bestilt|lagt|sagt|skanna|skannet|signert|betalt|registrert|avstemt|importert|sendt|levert|ordna|ordnet|fiksa|fikset|reconciled|imported|ordered|signed|paid|sent|created|registered|completed|finished|scanned|erledigt|fertig|bestellt|bezahlt|unterschrieben|angelegt|erstellt|gesendet|abgeschlossen|importiert|hecho|creado|creada|registrado|registrada|pagado|enviado|firmado|conciliado|feito|criado|criada|registado|registada|pago|assinado|concluido|fait|termine|envoye|paye|cree|creee|enregistre|signe|regle|importe|lettre)\b|\(\s{0,2}(?:\p{L}{1,10}\s{1,2}){0,3}\d{1,2}[./]\d{1,2}\.?(?:[./]\d{2,4})?\s{0,2}\)/u;
/** An item that asks for nothing: "Send reminders – n/a", "Inkasso – –", "Avslutt prosjektet – ikke ennå". */
const NOT_THIS_TIME = /(?:[-–—:]\s{0,2}(?:n\/a|n\.a\.|[-–—]|ikke enna|ikkje enno|not yet|noch nicht|todavia no|ainda nao|pas encore)|\(\s{0,2}(?:ikke|ikkje|not|nicht|no|nao|pas)\b[^)]{0,40}\))\s{0,2}$/;

/**
 * Whether a run of box lines, some ticked and some not, is a checklist of work whose ticked items
 * are done rather than a form's choices: a ticked item says it is done, or the open items carry the
 * figures while the ticked ones carry none; never when every open item is marked as not this time.
 */
function doneChecklist(lines: string[]): boolean {
  const items = lines.map((l) => {
    const m = LIST_BOX.exec(l)!;
    return { ticked: TICKED.test(m[1]), text: fold(m[2]) };
  });
  const ticked = items.filter((x) => x.ticked);
  const open = items.filter((x) => !x.ticked && !NOT_THIS_TIME.test(x.text));
  if (!ticked.length || !open.length) return false;
  if (ticked.some((x) => DONE_WORD.test(x.text))) return true;
  const figure = (s: string) => /\d{3}/.test(s.replace(/\b\d{1,2}[./]\d{1,2}(?:[./]\d{2,4})?\b/g, ""));
  return open.some((x) => figure(x.text)) && !ticked.some((x) => figure(x.text));
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

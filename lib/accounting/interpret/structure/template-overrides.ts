import { MONTH_PATTERN } from "../extract/dates";
import { fold } from "../text";

/**
 * An earlier request quoted as a template, and what differs this time: "> Rechnung an Nordkap Expo GmbH …
 * Standmiete Nor-Shipping, 18 400 NOK zzgl. MwSt." then "Wieder fällig, gleicher Kunde, nur: → Betrag: 21 150 NOK
 * netto → Text: «Standmiete Nor-Fishing»". The request is the template with each change written where its
 * value of the same kind stood (an org. number for an org. number, an address for an address, an amount for the
 * amount its label names), read as the writer's own words; the old values go. Changes that find no value of
 * their kind (each of their values) stay where they were written. Only where the writer's own words say the rest stays ("same", "only",
 * "except", "unchanged" …) and at least one change is written one to a line after an arrow, or as one text put for
 * another ("byt ut «Bergen» med «Stavanger»").
 * Pure and bounded: a template of at most MAX_TEMPLATE characters, at most MAX_CHANGES changes of MAX_VALUES values.
 */

/** The writer's words that the rest of the template holds (folded, whole words). */
const SAME =
  /(?<![\p{L}])(?:same|again|only|except|unchanged|as before|samme|berre|bare|bortsett|ellers|elles|likt|uendra|uendret|nur|dasselbe|gleiche?[nrs]?|wie gehabt|ausser|identisch|unverandert|meme|sauf|seulement|inchange|lo mismo|mismo|misma|igual|solo|salvo|excepto|tal cual|mesmo|mesma|exceto|apenas|so(?:mente)?|changes?|endringar|endringer|anderungen|changements|cambios|alteracoes)(?![\p{L}])/u;
/** A change on a line of its own: "→ Org.-Nr.: 931 207 458", "-> 7.5 hours". */
/** A change on a line of its own, or for the template's numbered item ("2) → 2 350 NOK"). */
const CHANGE_LINE = /^[ \t]{0,4}(?:(\d{1,2})[.)][ \t]{0,3})?(?:→|->|=>|⇒)[ \t]{0,3}(.{1,200})$/gmu;
const MAX_CHANGES = 12;
/** A template is an earlier request or record, a few lines: a longer quotation is no template. */
const MAX_TEMPLATE = 4000;
/** A change names a few values at most. */
const MAX_VALUES = 6;


/**
 * The kinds of value a change may carry, each with how it is found (in the folded text: same length, no
 * accents). Earlier kinds win a stretch two kinds would share ("11,52 nok/eur" is a rate, not an amount).
 */
const KINDS: { kind: string; re: RegExp }[] = [
  { kind: "email", re: /[\w.+-]{1,64}@[\w-]{1,63}(?:\.[\w-]{1,63}){1,4}/gu },
  { kind: "docref", re: /(?<![\p{L}\d])[a-z]{2,6}-\d{2,4}-\d{2,8}(?![\p{L}\d])/gu },
  { kind: "org", re: /(?<![\d])\d{3}[ .\u00a0]?\d{3}[ .\u00a0]?\d{3}(?![\d])/gu },
  { kind: "quoted", re: /«[^»\n]{1,80}»|"[^"\n]{1,80}"|„[^“”"\n]{1,80}[“”"]|“[^”\n]{1,80}”|'[^'\n]{2,80}'/gu },
  { kind: "date", re: new RegExp(`(?<![\\d.])\\d{1,2}\\.?[ \\t]?(?:${MONTH_PATTERN})\\.?(?:[ \\t]\\d{4})?(?![\\p{L}])|(?<![\\d.])\\d{1,2}\\.\\d{1,2}\\.\\d{2,4}(?![\\d])`, "gu") },
  { kind: "percent", re: /(?<![\d.,])\d{1,3}(?:[.,]\d{1,2})?[ \t]?%/gu },
  { kind: "rate", re: /(?<![\d.,])\d{1,2},\d{2,4}(?:[ \t]?nok\/eur)?(?![\d])|(?<![\d.,])\d{1,2}\.\d{2,4}[ \t]?nok\/eur/gu },
  { kind: "ref", re: /(?<![\p{L}])(?:n[º°o]|nr|no)\.?[ \t]?:?[ \t]?\d{2,8}(?![\d]|[ .\u00a0]\d)/gu },
  {
    kind: "money",
    re: /(?<![\d.,])(?:(?:nok|kr\.?|eur)[ \t]?)?\d{1,3}(?:[ \u00a0.]\d{3}){0,3}(?:,\d{1,2}|\.\d{2})?[ \t]?(?:nok|kr\.?|kroner|eur|€)(?![\p{L}])|(?:nok|kr\.?|eur)[ \t]?\d{1,3}(?:[ \u00a0.]\d{3}){0,3}(?:,\d{1,2}|\.\d{2})?|(?<![\d.,])\d{1,3}(?:[ \u00a0]\d{3}){1,3}(?![\d])/gu,
  },
  { kind: "hours", re: /(?<![\d.,])\d{1,4}(?:[.,]\d{1,2})?[ \t]?(?:hours?|hrs?|h|timer|timar|t|stunden|std\.?|horas|heures)(?![\p{L}])/gu },
  { kind: "years", re: /(?<![\d.,])\d{1,2}[ \t]?(?:years?|år|ar|aar|jahre?n?|ans?|años|anos)(?![\p{L}])/gu },
  { kind: "days", re: /(?<![\d.,])\d{1,3}[ \t]?(?:days?|dagar|dager|dogn|tage?n?|jours?|dias)(?![\p{L}])/gu },
  { kind: "account", re: /(?<![\d.,]|\d[ \u00a0])(?!(?:19|20)\d{2})[1-8]\d{3}(?![\d.,]?\d|[ \u00a0]\d{3})/gu },
];

/** A company's name ending in its legal form. */
const COMPANY = /(?<![\p{L}])(?:\p{Lu}[\p{L}&'.-]{0,30}[ \t]){1,5}(?:AS|ASA|ENK|ANS|DA|GmbH|AG|Ltd|Limited|SA|SL|SLU|Lda|SARL|SAS|AB|ApS|Oy|BV|NV|Inc|LLC|PLC)(?![\p{L}])/gu;
/** A template's line naming the thing: "Produit : Location pupitre LED", "Text: Standmiete" (folded label). */
const NAME_FIELD_LINE = /^([ \t]{0,4}(?:name|navn|namn|nom|nombre|nome|produit|product|produkt|producto|produto|titel|title|titre|titulo|text|tekst|texte|texto|designation|bezeichnung|beskrivelse|description|beschreibung|descripcion|descricao)[ \t]{0,3}:[ \t]{0,3})(.{1,80})$/mu;
/** Labels of a name in a change: "Name:", "navn:", "nom :", "nombre:", "nome:". */
const NAME_LABEL = /^(?:name|navn|namn|nom|nombre|nome|firma|company|empresa|entreprise)$/;

interface Found {
  kind: string;
  index: number;
  raw: string;
}

/** Marks around a value already written in (never in a request): it is not replaced again. */
const DONE_OPEN = "\u0001";
const DONE_CLOSE = "\u0002";

function findAll(text: string): Found[] {
  const folded = fold(text);
  const out: Found[] = [];
  for (const { kind, re } of KINDS) {
    re.lastIndex = 0;
    for (const m of folded.matchAll(re)) out.push({ kind, index: m.index!, raw: text.slice(m.index!, m.index! + m[0].length) });
  }
  // An org. number is no amount, an e-mail's digits no number: the earlier, longer kind keeps its stretch.
  out.sort((a, b) => a.index - b.index || b.raw.length - a.raw.length);
  const kept: Found[] = [];
  let end = -1;
  for (const f of out) {
    if (f.index < end) continue;
    kept.push(f);
    end = f.index + f.raw.length;
  }
  return kept.filter((f) => text[f.index - 1] !== DONE_OPEN);
}

/** The first few letters of the words of a change's label ("Betrag" → "betra"). */
function labelStems(label: string): string[] {
  return (fold(label).match(/\p{L}{3,}/gu) ?? []).map((w) => w.slice(0, 5));
}

/**
 * How far a template value stands from its label's word (folded stems within 40 characters either side), or
 * Infinity: "46 800 kr i grunnløn + 5 000 kr eingongsbonus" — "bonus" is nearer the 5 000.
 */
function labelDistance(template: string, f: Found, stems: string[]): number {
  // Within the value's own line: in a list, the next line's label is another item's.
  const lineStart = template.lastIndexOf("\n", f.index - 1) + 1;
  const nl = template.indexOf("\n", f.index);
  const lineEnd = nl < 0 ? template.length : nl;
  const from = Math.max(lineStart, f.index - 40);
  const around = fold(template.slice(from, Math.min(lineEnd, f.index + f.raw.length + 40)));
  let best = Infinity;
  for (const s of stems) {
    for (let i = around.indexOf(s); i >= 0; i = around.indexOf(s, i + 1)) {
      const at = from + i;
      const d = at < f.index ? f.index - (at + s.length) : at - (f.index + f.raw.length);
      best = Math.min(best, Math.abs(d));
    }
  }
  return best;
}

/** The template's block: the first run of lines quoted with ">". */
function quotedBlock(text: string): [number, number] | undefined {
  const m = /(?:^|\n)([ \t]{0,3}>[^\n]*(?:\n[ \t]{0,3}>[^\n]*){0,60})/.exec(text);
  if (!m) return undefined;
  const start = m.index + m[0].length - m[1].length;
  return [start, start + m[1].length];
}

/** "X, not Y", "X (ikkje Y)", "X statt Y": the value meant, and the one it replaces. */
const NOT_THE_OLD = /,?[ \t]+\(?(?:not|ikke|ikkje|nicht|statt|anstatt|pas|non|no|nao|não|instead of|au lieu de|en lugar de|en vez de|em vez de)[ \t]+(?:(?:a|à|al|de|du|the|den|det|der|die|das|le|la|el|o)[ \t]+)?/iu;
/** A person's name right before an address in brackets: "Live Kvamme (live.kvamme@example.org)". */
const PERSON_BEFORE = /(\p{Lu}[\p{L}'-]{1,30}(?:[ \t]\p{Lu}[\p{L}'-]{1,30}){1,2})[ \t]{0,2}\($/u;

/** Two mentions of one value: the same figures ("585 000" and "585 000 kr"), or the same words. */
function sameValue(a: Found, b: Found): boolean {
  const digits = (f: Found) => f.raw.replace(/\D/g, "");
  return digits(a) ? digits(a) === digits(b) && (a.kind !== "date" || fold(a.raw).replace(/[\d\s.]/g, "") === fold(b.raw).replace(/[\d\s.]/g, "")) : fold(a.raw) === fold(b.raw);
}

/** Write `value` in place of `old` in the template, marked as done. */
function replaceAt(template: string, old: Found, value: string): string {
  return template.slice(0, old.index) + DONE_OPEN + value + DONE_CLOSE + template.slice(old.index + old.raw.length);
}

/** The name of the person whose address stands at `index` (in brackets after the name), if any. */
function personAt(text: string, index: number): { index: number; name: string } | undefined {
  const head = text.slice(Math.max(0, index - 70), index);
  const m = PERSON_BEFORE.exec(head);
  return m ? { index: index - head.length + m.index, name: m[1] } : undefined;
}

/** Apply one change line to the template; undefined when nothing in it found its place. */
/** The stretch of the template's item numbered `item` ("2) pièce en double …"), or the whole template. */
function itemScope(template: string, item: string | undefined): [number, number] {
  if (!item) return [0, template.length];
  const m = new RegExp(`(?:^|\\n)[ \\t]{0,4}${item}[.)][ \\t]`).exec(template);
  if (!m) return [0, template.length];
  const start = m.index + (template[m.index] === "\n" ? 1 : 0);
  const nl = template.indexOf("\n", start);
  return [start, nl < 0 ? template.length : nl];
}

/** An amount written without its currency takes the one the template wrote with the amount it replaces. */
function withOldCurrency(value: Found, old: Found): string {
  if (value.kind !== "money" || /[\p{L}€]/u.test(value.raw)) return value.raw;
  const currency = /(?:NOK|kr\.?|kroner|EUR|€)/i.exec(old.raw)?.[0];
  if (!currency) return value.raw;
  return /^(?:NOK|kr|EUR|€)/i.test(old.raw) ? `${currency} ${value.raw}` : `${value.raw} ${currency}`;
}

function applyChange(template: string, line: string, item?: string): string | undefined {
  const colon = /^([\p{L}][\p{L} .'-]{0,30}?)[ \t]?:[ \t]*(.+)$/u.exec(line);
  const label = colon ? colon[1] : "";
  const body = colon ? colon[2] : line;
  const not = NOT_THE_OLD.exec(body);
  const value = not ? body.slice(0, not.index) : body;
  const replaced = not ? body.slice(not.index + not[0].length) : "";
  // A name's change ("Name: Alpenglut Bühnentechnik GmbH") writes the new name over the template's company.
  if (NAME_LABEL.test(fold(label).trim()) && !/[«»"„“”']/.test(value)) {
    const name = value.trim().replace(/[.;]$/, "");
    const old = [...template.matchAll(COMPANY)][0];
    if (!old || !name) return undefined;
    return template.split(old[0]).join(DONE_OPEN + name + DONE_CLOSE);
  }
  // A quoted name for a template whose name stands unquoted on a labelled line ("Produit : Location pupitre LED").
  const quotedName = /^[ \t]*[«"„“']\s?([^«»"„“”']{1,80}?)\s?[»"“”']/u.exec(value);
  if (colon && quotedName && !findAll(template).some((f) => f.kind === "quoted")) {
    const line = NAME_FIELD_LINE.exec(fold(template));
    if (line && (NAME_LABEL.test(fold(label).trim()) || NAME_FIELD_LINE.test(`${fold(label)}: x`))) {
      const at = line.index + line[1].length;
      return template.slice(0, at) + DONE_OPEN + quotedName[1] + DONE_CLOSE + template.slice(at + line[2].length);
    }
  }
  // The label's words, or without a label the change's own words, say which of several values it is.
  const stems = labelStems(colon ? label : value.replace(/[\d@«»"„“”'].*$/su, ""));
  let out = template;
  let did = false;
  const olds = findAll(replaced);
  const values = findAll(value);
  if (values.length > MAX_VALUES) return undefined;
  // Words for words: "avdeling: Montasje, ikkje Snikkarverkstad" — the replaced words stand in the template as written.
  if (!values.length && replaced) {
    const clip = (t: string) => t.split(/[(.;\n]/)[0].trim();
    const old = clip(replaced);
    const now = clip(value);
    // Only a name for a name: a few words each, set apart by a comma or "instead of" ("Montasje, ikkje Snikkarverkstad").
    const apart = !!not && /^,|statt|instead|lieu|lugar|vez/iu.test(not[0].trim());
    const few = (t: string) => t.split(/\s+/).length <= 4;
    if (!apart || old.length < 2 || !now || !few(old) || !few(now) || !template.includes(old)) return undefined;
    return template.split(old).join(DONE_OPEN + now + DONE_CLOSE);
  }
  for (const v of values) {
    const [scopeFrom, scopeTo] = itemScope(out, item);
    const candidates = findAll(out).filter((f) => f.kind === v.kind && f.index >= scopeFrom && f.index < scopeTo);
    // "«Rogaland», no a «Vestland»": the one named as replaced, its last mention (the earlier ones list it).
    const named = olds.find((o) => o.kind === v.kind);
    const byName = named ? candidates.filter((f) => sameValue(f, named)).pop() : undefined;
    // A value the change says it replaces that the template does not hold: the change is no change of this template.
    if (named && !byName) return undefined;
    const ranked = candidates.map((f) => ({ f, d: labelDistance(out, f, stems) })).filter((x) => x.d < Infinity).sort((a, b) => a.d - b.d);
    const target = byName ?? (candidates.length === 1 ? candidates[0] : ranked[0]?.f);
    // A change is written whole or not at all: a value of it without its place leaves the line as the writer wrote it.
    if (!target) return undefined;
    // A person given with their address: the name before the old address gives way to the new one's.
    if (v.kind === "email") {
      const newPerson = personAt(value, v.index);
      const oldPerson = personAt(out, target.index);
      out = replaceAt(out, target, v.raw);
      if (newPerson && oldPerson) out = out.slice(0, oldPerson.index) + newPerson.name + out.slice(oldPerson.index + oldPerson.name.length);
    } else out = replaceAt(out, target, withOldCurrency(v, target));
    did = true;
  }
  return did ? out : undefined;
}

/** A month's name as a whole word (folded). */
const MONTH_WORD = new RegExp(`(?<![\\p{L}])(?:${MONTH_PATTERN})(?![\\p{L}])`, "u");

/**
 * The template's heading names its period ("Month-end April 2026:"); the writer's own line that says the heading's
 * words again with another month ("Month-end for May") names this one: the heading's month gives way to it.
 */
function newPeriod(template: string, own: string): string {
  const firstEnd = template.indexOf("\n");
  const heading = fold(template.slice(0, firstEnd < 0 ? template.length : firstEnd));
  const month = MONTH_WORD.exec(heading);
  if (!month) return template;
  const words = (heading.match(/\p{L}{5,}/gu) ?? []).filter((w) => !MONTH_WORD.test(w));
  for (const line of fold(own).split("\n")) {
    const named = MONTH_WORD.exec(line);
    if (!named || named[0] === month[0] || !words.some((w) => line.includes(w))) continue;
    const original = own.split("\n")[fold(own).split("\n").indexOf(line)];
    const written = original.slice(named.index, named.index + named[0].length);
    return template.slice(0, month.index) + written + template.slice(month.index + month[0].length);
  }
  return template;
}

/** A quoted word or name, any of the usual marks. */
const QUOTED_WORD = String.raw`[«"„“']([^«»"„“”'\n]{1,60})[»"“”']`;
/**
 * "byt ut «Bergen» med «Stavanger»", "replace "2025" with "2026"", "ersetze „Hamburg“ durch „Köln“", "remplace « A »
 * par « B »", "cambia «X» por «Y»", "troca «X» por «Y»": one text put for another throughout the template.
 */
const SWAP = new RegExp(
  String.raw`(?<![\p{L}])(?:byt(?:t)?(?: ut)?|bytt ut|erstatt|replace|swap|change|ersetze|tausche|remplace[rz]?|cambia[r]?|sustituye|reemplaza|troca[r]?|substitui|muda)[ \t]{1,2}` +
    QUOTED_WORD + String.raw`[ \t]{1,2}(?:med|with|by|for|to|durch|gegen|mit|par|por|pelo|pela)[ \t]{1,2}` + QUOTED_WORD,
  "giu",
);

export function applyTemplateOverrides(text: string): string {
  if (text.length > 20_000 || !text.includes(">")) return text;
  const block = quotedBlock(text);
  if (!block || block[1] - block[0] > MAX_TEMPLATE) return text;
  const after = text.slice(block[1]);
  const before = text.slice(0, block[0]);
  if (!SAME.test(fold(after)) && !SAME.test(fold(before))) return text;
  const changes = [...after.matchAll(CHANGE_LINE)].slice(0, MAX_CHANGES);
  const swaps = [...after.matchAll(SWAP)].slice(0, MAX_CHANGES);
  if (!changes.length && !swaps.length) return text;
  let template = text.slice(block[0], block[1]).replace(/^[ \t]{0,3}>[ \t]?/gm, "");
  const applied: [number, number][] = [];
  for (const c of changes) {
    const next = applyChange(template, c[2], c[1]);
    if (next === undefined) continue;
    template = next;
    applied.push([c.index! + block[1], c.index! + block[1] + c[0].length]);
  }
  // A swap the template holds: its text put for the other everywhere, the instruction's quoted words gone from the writer's own.
  for (const w of swaps) {
    if (!w[1].trim() || !template.includes(w[1])) continue;
    template = template.split(w[1]).join(w[2]);
    applied.push([w.index! + block[1], w.index! + block[1] + w[0].length]);
  }
  if (!applied.length) return text;
  applied.sort((a, b) => a[0] - b[0]);
  template = newPeriod(template, text.slice(0, block[0]));
  // The writer's own words, less the changes now written into the template, then the template as the request.
  let own = text.slice(0, block[0]);
  let at = block[1];
  for (const [from, to] of applied) {
    if (from < at) continue;
    own += text.slice(at, from);
    at = to;
  }
  own += text.slice(at);
  return `${own.trimEnd()}\n\n${template.split(DONE_OPEN).join("").split(DONE_CLOSE).join("").trim()}\n`;
}

/** The template's text without the marks of what was written in. */
function unmarked(text: string): string {
  return text.split(DONE_OPEN).join("").split(DONE_CLOSE).join("");
}

/** A change that names what it replaces: "→ Konto 6540 statt 6340", "→ annual salary: 612 000, not the 585 000". */
const NAMES_REPLACED = new RegExp(NOT_THE_OLD.source, "iu");

/**
 * An attached document as the template: "Sindre's contract attached. I built it on Lene's and one line slipped
 * through: → annual salary: 612 000, not the 585 000 that's in there". Each change line that names the value it
 * replaces, or any change where the writer says the rest stays, is written into the first document that holds a
 * place for it; the document is read again with it, and the line leaves the request. Pure; `reread` parses a
 * changed text as the document's kind.
 */
export function applyDocumentChanges<D extends { file: { text: string } }>(
  text: string,
  documents: D[],
  reread: (doc: D, text: string) => D,
  readable: (doc: D) => boolean = () => true,
): { text: string; documents: D[] } {
  if (!documents.length || text.length > 20_000 || quotedBlock(text) || !/→|->|=>|⇒/.test(text)) return { text, documents };
  const says = SAME.test(fold(text));
  const changes = [...text.matchAll(CHANGE_LINE)].slice(0, MAX_CHANGES);
  // Only a document whose values are read (a contract, an invoice, a receipt): another stays as the writer's words describe it.
  const texts = documents.map((d) => (readable(d) && d.file.text.length <= MAX_TEMPLATE * 4 ? d.file.text : undefined));
  const applied: [number, number][] = [];
  for (const c of changes) {
    if (!says && !NAMES_REPLACED.test(c[2])) continue;
    for (let i = 0; i < documents.length; i++) {
      const current = texts[i];
      if (current === undefined) continue;
      const next = applyChange(current, c[2], c[1]);
      if (next === undefined) continue;
      texts[i] = next;
      applied.push([c.index!, c.index! + c[0].length]);
      break;
    }
  }
  if (!applied.length) return { text, documents };
  let own = "";
  let at = 0;
  for (const [from, to] of applied) {
    own += text.slice(at, from);
    at = to;
  }
  own += text.slice(at);
  return { text: own, documents: documents.map((d, i) => (texts[i] !== undefined && texts[i] !== d.file.text ? reread(d, unmarked(texts[i]!)) : d)) };
}

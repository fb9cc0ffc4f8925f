import { monthStart, relativeMonth, relativeYear } from "../extract/relative-dates";
import { findDates, findMonthYear, MONTH_PATTERN, monthNumber, writtenFirst } from "../extract/dates";

import { findParties, toPersonRef, type FoundPerson } from "../extract/parties";
import { companiesWithNumbers } from "../extract/proper-names";
import { clean, fold, splitName } from "../text";
import { hasLegalSuffix } from "../extract/names";
import { findAccounts, findPercents } from "../extract/values";
import { findNumbers } from "../extract/amounts";
import { NUMBER_WORD_PATTERN, numberFromWord } from "../extract/number-words";
import {
  CUSTOMER_WORD,
  amountAfter,
  amounts,
  definedOnly,
  employee,
  party,
  people,
  percents,
  person,
  quoted,
  quotedAfter,
  labelValue,
  nameNear,
  blockTitle,
  type ExtractContext,
} from "./context";

/** The label of a name field alone or the project's: not another party's ("Kundens navn"). */
const PROJECT_NAME_LABEL = /^(?:prosjektnavn|prosjektnamn|project name|nombre del proyecto|nome do projeto|nom du projet|projektname|name|navn|namn|nombre|nome|nom)/;
/** A label that names the project's name itself, not just a name. */
const PROJECT_OWN_NAME_LABEL = /^(?:prosjektnavn|prosjektnamn|project name|project title|nombre del proyecto|nome do projeto|nom du projet|projektname|projekttitel)/;
/** A field labelled with the word for a project alone: "prosjekt: …", "Projekt: …" (not "lag kundefaktura for prosjektet: …"). */
const PROJECT_FIELD = /^(?:prosjekt|project|proyecto|projeto|projet|projekt)$/;
/**
 * A value that is a name: its quote when it opens with one ("Prosjekt: «Hageanlegg Tolo» for Tolo Bustadbyggjelag"), else
 * the value when it opens with a capital ("prosjektet: budsjett 220 000 kr" names none).
 */
function capitalisedName(v: string | undefined): string | undefined {
  // The value may come with its opening quote already gone ("Kyrkjegardsmur Øystese» for Kvam Sokneråd").
  const q = v ? (/^[«"“„]([^«»"“”„\n]{1,120})[»"”“]/u.exec(v) ?? /^(\p{Lu}[^«»"“”„\n]{0,119})[»”]/u.exec(v)) : null;
  if (q) return q[1].trim();
  return v && /^\p{Lu}/u.test(v) && !/[«»"“”]/.test(v) ? v : undefined;
}
/** The word for a project, not a person's role in it ("Prosjektleder «Jonas Weidlich»", "Projektleiter"). */
/** Words that name a thing after its noun (folded): "som heter", "called", "namens", "nommé", "llamado", "chamado". */
const NAMING_WORDS = "som heter|som heiter|kalt|med navn|med namn|called|named|with the name|namens|mit dem namen|genannt|nomme|appele|intitule|llamado|denominado|chamado|denominado|com o nome";
const PROJECT_WORD = /(?:prosjektet|prosjekt|project|proyecto|projeto|projet|projekt)(?!leder|leiar|leiter|lead|manager|eier|owner|deltaker|deltakar|medlem|mitarbeiter)\s*/;

const PROJECT_LABEL = /(?:prosjekt|prosjektet|prosjektnavn|prosjektnamn|project|project name|proyecto|nombre del proyecto|projeto|nome do projeto|projet|nom du projet|projekt|projektname|name|navn|namn|nombre|nome|nom)/;
const ACTIVITY_LABEL = /(?:aktivitet|aktiviteten|activity|actividad|atividade|activite|aktivitat|tatigkeit)/;

/** "a project called Warehouse Automation", "et prosjekt som heter Nytt lager": the name a naming word gives the thing. */
const CALLED = /\s{0,3}(?:called|named|titled|som heter|som heiter|kalt|kalla|llamado|denominado|chamado|nomme|intitule|namens|mit dem namen|genannt)\s+/;

/** " med Marktbreit 2026" ending in a clause's end or a word in small letters: capitalised words or a year after "with". */
const JOINED_ON = /^\s(?:med|with)\s(\p{Lu}[\p{L}'-]*(?:\s(?:\p{Lu}[\p{L}'-]*|\d{4}))*)(?=[\s,.;:!?—–-]*(?:\s\p{Ll}|$|[,.;:!?—–]))/u;

function calledAfter(ctx: ExtractContext, word: RegExp): string | undefined {
  const re = new RegExp(`${word.source}${CALLED.source}`, "g");
  for (const m of ctx.folded.matchAll(re)) {
    // The name runs to the end of its clause: "som heter Nettbutikk 2.0? Kunden er …", "called Warehouse Automation for our customer …".
    const rest = ctx.prompt.slice(m.index! + m[0].length, m.index! + m[0].length + 120);
    const end = rest.search(/[?!;:(\n«"“]|[.,](?:\s|$)|\s(?:for|til|to|with|med|para|pour|fur|für|de|del|do|da)\s/u);
    // "mit dem Namen Kulturveke med Marktbreit 2026 anzulegen": a "with" between capitalised words joins one name.
    const joined = end >= 0 ? JOINED_ON.exec(rest.slice(end)) : null;
    const name = clean(end >= 0 ? rest.slice(0, end) + (joined && !hasLegalSuffix(joined[1]) ? joined[0] : "") : rest);
    if (/^[\p{Lu}\d]/u.test(name) && name.split(/\s+/).length <= 6) return name;
  }
  return undefined;
}

/** A name unless it is the other one already read. */
const notThe = (name: string | undefined, other: string | undefined) => (name !== undefined && name !== other ? name : undefined);

/** A date right after a word for starting ("startdato kan vere i dag"), else the first date written out, else one told relative to today. */
function startDateOf(ctx: ExtractContext): string | undefined {
  const dates = writtenFirst(findDates(ctx.prompt, ctx.today));
  const started = (ctx.hits.get("startDate") ?? []).map((i) => dates.find((d) => d.index >= i && d.index - i <= 45)).find(Boolean);
  return (started ?? dates[0])?.iso;
}

export function createProject(ctx: ExtractContext) {
  return definedOnly({
    type: "create_project" as const,
    // A name field of its own ("Navn: Sommerbühne Sandnes", "Project name: …") before any other quoted text (the manager «Weidlich, Jonas»).
    // "project name: …" says it outright; a quote after the word for a project ("prosjektet «…»") next.
    name: labelValue(ctx, PROJECT_OWN_NAME_LABEL, undefined, true) ?? quotedAfter(ctx, PROJECT_WORD) ?? labelValue(ctx, PROJECT_NAME_LABEL, undefined, true) ?? quoted(ctx)[0]?.value ?? calledAfter(ctx, PROJECT_WORD) ?? wordsOfName(nameNear(ctx, "project", PROJECT_LABEL)),
    customer: party(ctx, CUSTOMER_WORD),
    projectManager: person(ctx),
    startDate: startDateOf(ctx),
  });
}

/** A share written in words: "halvparten", "half", "la mitad", "a metade", "la moitié", "die Hälfte", "a quarter", "en tredjedel". */
const HALF = "halvparten|halvdelen|helvta|halvpart|half|mitad|metade|moitie|halfte|haelfte";
const QUARTER = "fjerdedel|fjerdepart|firedel|firedelen|fjerdedelen|quarter|cuarto|quarto|quart|viertel";
const THIRD = "tredjedel|tredjedelen|tredjepart|third|tercio|terco|tiers|drittel";
const FRACTION_VALUE = (w: string) => (HALF_TEST.test(w) ? 50 : QUARTER_TEST.test(w) ? 25 : 33.33);

const HALF_TEST = new RegExp(`^(?:${HALF})$`);
const QUARTER_TEST = new RegExp(`^(?:${QUARTER})$`);
const FRACTION = new RegExp(`\\b(${HALF}|${QUARTER}|${THIRD})\\b`);

function fractionPercent(folded: string): number | undefined {
  const m = FRACTION.exec(folded);
  return m ? FRACTION_VALUE(m[1]) : undefined;
}

/**
 * The share of the price the milestone bills, written right before "of the (fixed) price": "25 % av
 * fastprisen", "en firedel av fastprisen", "a quarter of the contract". It wins over another percentage
 * of the request ("the same as last year plus 10 %").
 */
const OF_THE_PRICE = "\\s{0,2}(?:av|of|de|del|da|do|du|des|vom|von|der)\\s{1,2}(?:(?:den|det|the|la|el|o|a|le|l'|dem|das)\\s{0,2})?(?:avtalte\\s{1,2}|agreed\\s{1,2})?(?:fastpris|fast pris|fixed price|fixed fee|prix|precio|preco|festpreis|pauschal|pris|price|total|kontrakt|contract|contrato|contrat|vertrag|belop|amount|oppdrag|prosjekt|project|projet|proyecto|projeto|projekt)";
const PERCENT_OF_PRICE = new RegExp(`(\\d{1,3}(?:[.,]\\d{1,2})?)\\s{0,2}(?:%|prosent|percent|por ciento|pour cent|por cento|prozent)${OF_THE_PRICE}`);
const FRACTION_OF_PRICE = new RegExp(`\\b(${HALF}|${QUARTER}|${THIRD})${OF_THE_PRICE}`);

function milestoneShare(ctx: ExtractContext): number | undefined {
  const percent = PERCENT_OF_PRICE.exec(ctx.folded);
  if (percent) return Number(percent[1].replace(",", "."));
  const fraction = FRACTION_OF_PRICE.exec(ctx.folded);
  if (fraction) return FRACTION_VALUE(fraction[1]);
  return percents(ctx)[0] ?? fractionPercent(ctx.folded);
}

/** The word for a fixed price, then a few words, right before its amount (folded): "ein fast pris: åttifire tusen", "fastprisen på 84 000". */
const FIXED_PRICE_BEFORE = /(?:fastpris\p{L}{0,3}|fast pris|fixed (?:price|fee)|festpreis\p{L}{0,2}|pauschal\p{L}{0,4}|prix (?:fixe|forfaitaire)|forfait|precio (?:fijo|cerrado)|preco fixo)\s{0,2}[:=]?\s{0,2}(?:\p{L}{1,10}\s{1,2}){0,2}(?:(?:nok|kr)\.?\s{0,2})?$/u;

/** A share's words right before the price's word: "40 % of the", "halvparten av" (folded). */
const SHARE_OF = /(?:%|prosent|percent|prozent|por ciento|pour cent|por cento|half|halv\p{L}{0,5}|halb\p{L}{0,2}|moitie|mitad|metade|quarter|third)\s{0,2}(?:av|of|de|del|da|do|du|des|vom|von|der)?\s{0,2}(?:the|den|det|la|el|o|a|le|l'|dem|das)?\s{0,2}$/u;

/** The fixed price: the amount its word stands before ("I 2025 … sytti tusen kroner. I år … ein fast pris: 84 000"), else the first. */
function fixedPriceOf(ctx: ExtractContext): number | undefined {
  const all = amounts(ctx);
  // "40 % of the fixed price = 96 000": a share of the price, not the price.
  const named = all.find((a) => {
    const before = ctx.folded.slice(Math.max(0, a.index - 50), a.index);
    const m = FIXED_PRICE_BEFORE.exec(before);
    return m && !SHARE_OF.test(before.slice(0, m.index));
  });
  return (named ?? all[0])?.value;
}

export function invoiceFixedPriceMilestone(ctx: ExtractContext) {
  return definedOnly({
    type: "invoice_fixed_price_milestone" as const,
    projectName: quotedAfter(ctx, PROJECT_WORD) ?? wordsOfName(nameNear(ctx, "project", PROJECT_LABEL)) ?? quoted(ctx)[0]?.value,
    customer: party(ctx, CUSTOMER_WORD),
    projectManager: person(ctx),
    fixedPrice: fixedPriceOf(ctx),
    milestonePercent: milestoneShare(ctx),
    invoiceDate: writtenFirst(findDates(ctx.prompt, ctx.today))[0]?.iso,
  });
}

/** Hours, then a price word, right before an amount: "the 44 hours at", "las 77 horas a", "de 44 timene à". */
// A bracket may close the hours' working first: "(32 + 18 = 50 t) à 1.250,-".
const HOURS_AT = /(?:timer|timane|timene|timar|hours|horas|heures|stunden|\d\s?[ht])\)?\s{1,3}(?:a|à|at|zu|je|til|por|pour|@|x|×)\s{1,3}(?:(?:nok|kr\.?)\s?)?$/;
const PER_HOUR = /^\s{0,2}(?:\/\s?(?:h|t|hr|hour|time|hora|heure|std|stunde)|(?:per|pr\.?|pro|je|a|por|par|la|l'|the)\s{0,2}(?:time|hour|hora|heure|stunde|std|h)\b|(?:de\s{1,2}|por\s{1,2}|a\s{1,2})?(?:la|l')\s?(?:hora|heure))/i;

export function logHoursAndInvoice(ctx: ExtractContext) {
  const all = amounts(ctx);
  const activityName = nameNear(ctx, "activity", ACTIVITY_LABEL);
  const rate =
    amountAfter(ctx, /(?:timesats|timepris|hourly rate|rate|tarifa por hora|tarifa|taxa horaria|taux horaire|taux|stundensatz)\s*(?:is|er|es|e|est|ist|of|de|:)?\s*/) ??
    all.find((a) => PER_HOUR.test(ctx.folded.slice(a.index + a.length, a.index + a.length + 14)))?.value ??
    // "12 × 950,00 = 11 400,00": the logged hours times a price.
    ctx.rates.find((r) => ctx.values.hours.some((h) => Math.abs(h.value - r.quantity) < 1e-9))?.unitPrice ??
    // "Valor/hora NOK 950,00 … deve dar 11.400,00": the amount the hours multiply into another amount written.
    all.find((a) => ctx.values.hours.some((h) => h.value > 1 && all.some((b) => b !== a && Math.abs(b.value - a.value * h.value) < 0.005)))?.value ??
    (all.length === 1 ? all[0].value : undefined);
  const entries = hoursByDay(ctx);
  return definedOnly({
    type: "log_hours_and_invoice" as const,
    employee: employee(ctx),
    hours: entries ? Math.round(entries.reduce((t, e) => t + e.hours, 0) * 100) / 100 : ctx.values.hours[0]?.value,
    activityName,
    // "7.5 h on "CRM rollout" …, activity "Rådgivning"": the hours are on a project, the one quoted name left.
    // "on the activity "Solution design" in that project": the name near the project's word may be the activity's.
    projectName: quotedAfter(ctx, PROJECT_WORD) ?? notThe(wordsOfName(nameNear(ctx, "project", PROJECT_LABEL)), activityName) ?? quoted(ctx).find((q) => q.value !== activityName)?.value,
    customer: party(ctx, CUSTOMER_WORD),
    hourlyRate: rate,
    date: ctx.values.dates[0]?.iso,
    entries,
  });
}

/**
 * Hours listed day by day, a date and its hours on each line ("- 2026-08-24: 8 stunden", "Tue 25.08 – 7,5 h"):
 * two days or more, each once. A line with hours and no date (a total) is no day of them.
 */
function hoursByDay(ctx: ExtractContext): { date: string; hours: number }[] | undefined {
  const lineOf = (i: number) => ctx.prompt.lastIndexOf("\n", i - 1);
  const days = new Map<string, number>();
  const seen = new Set<number>();
  for (const h of ctx.values.hours.slice(0, 62)) {
    // One figure read twice ("TIMAR: 7,5 timar": by its label and by its unit) is one day's hours.
    if (seen.has(h.index)) continue;
    seen.add(h.index);
    const line = lineOf(h.index);
    const onLine = ctx.values.dates.filter((d) => lineOf(d.index) === line);
    if (onLine.length !== 1) continue;
    if (days.has(onLine[0].iso)) return undefined;
    days.set(onLine[0].iso, h.value);
  }
  if (days.size < 2 || days.size > 31 || [...days.values()].some((h) => !(h > 0 && h <= 24))) return undefined;
  return [...days].map(([date, hours]) => ({ date, hours }));
}

const AMBIGUOUS_MONTHS = new Set(["ene", "des", "mar", "okt"]);

export function costIncreaseProjects(ctx: ExtractContext) {
  // "from January to February 2026": two month names, the year after the second.
  // A month inside a whole date ("Bergen, 9 de marzo de 2026", "before the meeting on 20 March") is a day, no month compared.
  const inDate = (at: number) => ctx.values.dates.some((d) => !d.relative && at >= d.index && at < d.index + d.length && /\d/.test(ctx.prompt.slice(d.index, d.index + d.length).replace(/\b20\d\d\b/, "")));
  const written = [...ctx.folded.matchAll(new RegExp(`\\b(${MONTH_PATTERN})\\b`, "g"))];
  // Whole dates may be the period itself ("fra 1. januar til 28. februar"): set aside only when two months stand outside them.
  const outside = written.filter((m) => !inDate(m.index!));
  const months = (outside.length >= 2 ? outside : written)
    // Short names that are words too only with a dot or a figure beside them: Norwegian "den ene" is "the one",
    // French "des" "of the", Spanish "mar" "sea", Norwegian "økt" "increased" ("14. des", "des. 2025" are months).
    // So are they with an arrow or a dash to another month ("ene→feb 2026", "ene–feb").
    .filter((m) => !AMBIGUOUS_MONTHS.has(m[1]) || ctx.folded[m.index! + 3] === "." || /^\s{0,2}(?:→|->|–|—|-)\s{0,2}\p{L}{3}/u.test(ctx.folded.slice(m.index! + 3, m.index! + 12)) || /\d\.?\s{0,2}$/.test(ctx.folded.slice(Math.max(0, m.index! - 4), m.index!)) || /^\s{1,2}\d/.test(ctx.folded.slice(m.index! + 3, m.index! + 6)))
    .map((m) => monthNumber(m[1]))
    .filter((m): m is number => m !== undefined);
  // Without a year: "last year's", "de cette année", else the latest such months up to today.
  const todayMonth = ctx.today ? Number(ctx.today.slice(5, 7)) : undefined;
  const latest = ctx.today && months.length ? Number(ctx.today.slice(0, 4)) - (Math.max(...months) > todayMonth! ? 1 : 0) : undefined;
  const year = findMonthYear(ctx.prompt)?.year ?? (Number(/\b(20\d{2})\b/.exec(ctx.folded)?.[1]) || relativeYear(ctx.folded, ctx.today) || latest);
  const iso = (m: number) => `${year}-${String(m).padStart(2, "0")}-01`;
  const countWord = new RegExp(
    `\\b(${NUMBER_WORD_PATTERN}|\\d{1,2})\\s+(?:\\w+\\s+){0,1}(?:kostnadskonto\\w*|expense accounts|cuentas|contas|comptes|aufwandskonten)`,
  ).exec(ctx.folded);
  const count = countWord ? numberFromWord(countWord[1]) : undefined;
  // No month named: "last month compared with the one before" ("el mes pasado comparado con el mes anterior", "førre
  // månad samanlikna med månaden før") is the month named relative to today and the month before it.
  const named = months.length ? undefined : ctx.today ? relativeMonth(ctx.folded, ctx.today) : undefined;
  const namedStart = named ? `${named.year}-${String(named.month).padStart(2, "0")}-01` : undefined;
  const relativeMonths = namedStart ? { from: monthStart(namedStart, -1), to: namedStart } : undefined;
  return definedOnly({
    type: "cost_increase_projects" as const,
    // The earlier month is compared with the later one, in whichever order they are written.
    fromMonth: months.length >= 1 && year ? iso(Math.min(months[0], months[1] ?? months[0])) : relativeMonths?.from,
    toMonth: months.length >= 2 && year ? iso(Math.max(months[0], months[1])) : relativeMonths?.to,
    accountCount: count,
    createActivities: /(?:aktivitet|activity|actividad|atividade|activite|aktivitat)/.test(ctx.folded) ? true : undefined,
  });
}

/** The project's manager in the 7 languages (folded), with or without the article in "gestor do projeto", "jefe del proyecto", "chef du projet". */
const PM_ROLE =
  /(?:prosjektleder|prosjektleiar|project manager|project lead|(?:director|directora|diretor|diretora|jefe|jefa|gerente|gestor|gestora|responsable|responsavel|coordinador|coordinadora|coordenador|coordenadora)\s(?:(?:de|del|do|da|de la|pelo|pela)\s)?(?:proyecto|projeto)|(?:chef|cheffe|responsable|directeur|directrice)\s(?:de|du)\s(?:projet)|projektleiter|projektleiterin|projektleitung|\bpm\b|\bpl\b)/;
const CONSULTANT_ROLE = /(?:konsulent|consultant|consultor|consultora|berater)/;

type Role = "project_manager" | "consultant" | "other";

/** The role word written nearest to a person (at `at` in `around`): "Håvard (prosjektleiar) 36 timar og Ragnhild (konsulent)". */
function nearestRole(around: string, at: number): Role {
  let best: { role: Role; d: number } = { role: "other", d: Infinity };
  for (const [re, role] of [[PM_ROLE, "project_manager"], [CONSULTANT_ROLE, "consultant"]] as const) {
    for (const m of around.matchAll(new RegExp(re.source, "g"))) {
      const d = Math.abs(m.index! - at);
      if (d < best.d) best = { role, d };
    }
  }
  return best.role;
}

/**
 * For each person, the hours written right after their name said again further on, on its line ("(b) Ingvild Skjerve: 52
 * timer", "Ola Dahl – 20 h"), where every person so named has some; else none.
 */
function namedHours(ctx: ExtractContext, found: readonly { name: string; index: number }[]): ({ value: number; index: number } | undefined)[] {
  const out = found.map((p) => {
    if (!p.name || p.name.split(" ").length < 2) return undefined;
    // Each of its next few mentions (one may name the person's role first: "med Jonas Brekkeseth som prosjektleder").
    for (let again = ctx.prompt.indexOf(p.name, p.index + p.name.length), n = 0; again >= 0 && n < 5; again = ctx.prompt.indexOf(p.name, again + p.name.length), n++) {
      const from = again + p.name.length;
      const h = ctx.values.hours.find((x) => x.index >= from && x.index - from <= 12 && !ctx.prompt.slice(from, x.index).includes("\n"));
      if (h) return h;
    }
    return undefined;
  });
  return out.filter(Boolean).length >= 2 && out.every(Boolean) ? out : found.map(() => undefined);
}

/**
 * An amount with a person's name in the bracket right after it or after "for" ("2.300,00 NOK (Maren Sundby)", "2 200 NOK
 * for Jonas Brekkeseth"): that person's rate, where two people or more are so priced.
 */
function ratesByPerson(ctx: ExtractContext, names: readonly string[]): Map<string, number> {
  const rates = new Map<string, number>();
  for (const a of amounts(ctx).slice(0, 40)) {
    const after = ctx.prompt.slice(a.index + a.length, a.index + a.length + 80);
    const lead = /^[ \t]{0,2}(?:\(|(?:for|für|fur|pour|para|til|per)[ \t]{1,2}(?:(?:the|den|die|der|le|la|el|o|a)[ \t]{1,2})?)/iu.exec(after);
    if (!lead) continue;
    const name = names.find((n) => n && after.startsWith(n, lead[0].length));
    if (name && !rates.has(name)) rates.set(name, a.value);
  }
  return rates.size >= 2 ? rates : new Map();
}

/** An amount with a role word in the bracket right after it ("NOK 1 150,00 (konsulent)") or right before it ("konsulent: 1 150"): that role's rate. */
function ratesByRole(ctx: ExtractContext): Map<Role, number> {
  const rates = new Map<Role, number>();
  for (const a of amounts(ctx)) {
    const after = /^\s{0,2}\(([^()\n]{1,30})\)/.exec(ctx.folded.slice(a.index + a.length, a.index + a.length + 34))?.[1];
    const before = /([\p{L} ]{1,30})[:=]?\s{0,2}$/u.exec(ctx.folded.slice(Math.max(0, a.index - 32), a.index))?.[1];
    for (const words of [after, before]) {
      if (!words) continue;
      const role: Role | undefined = PM_ROLE.test(words) ? "project_manager" : CONSULTANT_ROLE.test(words) ? "consultant" : undefined;
      if (role && !rates.has(role)) {
        rates.set(role, a.value);
        break;
      }
    }
  }
  // One rate alone is the project's rate, read as before.
  return rates.size >= 2 ? rates : new Map();
}

/** "I", "me" in the 7 languages, as written (English "I" only in capitals: Norwegian "i" is "in"). */
const FIRST_PERSON = /(?<![\p{L}\p{N}])(?:I|[Jj]eg|[Ee]g|[Mm]eg|[Mm]yself|[Ii]ch|[Mm]ich|[Jj]e|[Mm]oi|[Yy]o|[Ee]u)(?![\p{L}\p{N}'’])/gu;

/**
 * The writer's own hours: "Timer: jeg (prosjektleder) 40 t, konsulent Nora Strand …" under a header
 * that names the writer. A first-person word with hours after it on its line, and no one else named
 * in between, is a row of the writer's; the row ends at its hours.
 */
function writerRows(ctx: ExtractContext): (FoundPerson & { end: number })[] {
  const writer = ctx.writer;
  if (!writer) return [];
  const rows: (FoundPerson & { end: number })[] = [];
  for (const m of ctx.prompt.matchAll(FIRST_PERSON)) {
    const at = m.index!;
    const lineEnd = ctx.prompt.indexOf("\n", at);
    const hours = ctx.values.hours.find((h) => h.index > at && h.index - at <= 40 && (lineEnd < 0 || h.index < lineEnd));
    if (!hours) continue;
    const between = ctx.prompt.slice(at + m[0].length, hours.index);
    if (/@|\p{Lu}\p{Ll}+\s\p{Lu}\p{Ll}+/u.test(between)) continue;
    rows.push({ name: writer.name, ...splitName(writer.name), ...(writer.email ? { email: writer.email } : {}), index: at, end: hours.index });
  }
  return rows;
}

/**
 * The VAT and the account a supplier's cost is written with, read on its own stretch (its line, up
 * to a ";", or the whole line when no other amount follows on it): "18.400,00 NOK + MVA 25 % (23.000,00 con MVA), a la cuenta 4300". A figure said to
 * include the VAT is gross: its net is worked out.
 */
function costTerms(ctx: ExtractContext, cost: { index: number; length: number; value: number }): { vatRate?: number; account?: number; net?: number } {
  const start = Math.max(ctx.prompt.lastIndexOf("\n", cost.index), ctx.prompt.lastIndexOf(";", cost.index)) + 1;
  const lineEnd = ctx.prompt.indexOf("\n", cost.index);
  const ends = [lineEnd, ctx.prompt.indexOf(";", cost.index)].filter((i) => i >= 0);
  // A record's cells apart by semicolons ("…; NOK 64000.00 eks. MVA; konto 4300") are one stretch when no other amount follows on the line.
  const restOfLine = ctx.prompt.slice(cost.index + cost.length, lineEnd < 0 ? undefined : lineEnd);
  const end = !findNumbers(restOfLine).some((n) => n.currency) ? (lineEnd < 0 ? ctx.prompt.length : lineEnd) : ends.length ? Math.min(...ends) : ctx.prompt.length;
  const stretch = ctx.prompt.slice(start, end);
  const folded = fold(stretch);
  // "18 000 kr eks. mva (22 500 inkl. mva)": the gross written beside the net gives the rate when no percentage does.
  const grossBeside = findNumbers(stretch).find((a) => start + a.index > cost.index && a.value > cost.value && INCLUDING_AFTER.test(fold(stretch.slice(a.index + a.length, a.index + a.length + 16))));
  const implied = grossBeside ? Math.round((grossBeside.value / cost.value - 1) * 100) : undefined;
  const rate = VAT_WORD.test(folded) ? (findPercents(stretch).find((p) => VAT_RATES_PERCENT.has(p.value))?.value ?? (implied !== undefined && VAT_RATES_PERCENT.has(implied) ? implied : undefined)) : undefined;
  const account = findAccounts(stretch).find((a) => a.value >= 4000 && a.value < 8000)?.value;
  // "31 400 kroner plus VAT", "18 600 couronnes hors TVA", "23 400 coroas, sem IVA": a cost said to be without its VAT has
  // the standard rate on top where no other is written.
  if (rate === undefined && EXCLUDING_AFTER.test(fold(ctx.prompt.slice(cost.index + cost.length, cost.index + cost.length + 30))))
    return { vatRate: STANDARD_VAT_PERCENT, account };
  const gross = rate !== undefined && INCLUDING_AFTER.test(fold(ctx.prompt.slice(cost.index + cost.length, cost.index + cost.length + 16)));
  return { vatRate: rate, account, ...(gross && rate ? { net: Math.round((cost.value / (1 + rate / 100)) * 100) / 100 } : {}) };
}
const VAT_WORD = /\b(?:mva|vat|iva|tva|mwst|moms|ust)\b/;
const VAT_RATES_PERCENT = new Set([25, 15, 12]);
const EXCLUDING_AFTER = /^[\s,]{0,3}(?:nok|kr\.?|kroner|kronen|couronnes|coronas|coroas)?[\s,]{0,3}(?:eks\.?|ekskl\.?|excl\.?|excluding|ex\.?|plus|pluss|\+|hors|sin|sem|zzgl\.?|zuzuglich|ohne|netto)\s{0,2}(?:de\s|la\s)?(?:mva|moms|vat|tva|iva|mwst|ust)\b/;
const STANDARD_VAT_PERCENT = 25;
const INCLUDING_AFTER = /^\s{0,2}(?:nok|kr\.?)?\s{0,2}(?:inkl|incl|including|inklusive|con|com|avec|mit|ttc|iva incl)/;

/** A project's name has words: "budget du projet : NOK 284 000,00" names an amount, not the project. */
function wordsOfName(name: string | undefined): string | undefined {
  return name && /\p{L}{2}/u.test(name.replace(/\b(?:nok|kr|eur|usd|sek|dkk|ht|mva)\b/giu, "")) ? name : undefined;
}

/** A day and month right after a person's hours ("7,5 t tirsdag 8/9", "7,5 t 10/11"), a weekday between at most (folded). */
const DAY_AFTER_HOURS = /^[^\n\d]{0,24}?(?<![\d.,/])(\d{1,2})[./](\d{1,2})\.?(?![\d/]|[.,]\d)/;

/**
 * The hours a person logs day by day on their line ("7,5 t tirsdag 8/9 + 7,5 t onsdag 9/9", "6 t måndag 9/11"):
 * every quantity of hours on the line, each with the date written right after it. Undefined unless every one has its date.
 */
function hoursByDate(ctx: ExtractContext, first: { value: number; index: number }, nextPerson: number): { date: string; hours: number }[] | undefined {
  const year = ctx.today ? Number(ctx.today.slice(0, 4)) : undefined;
  if (!year) return undefined;
  const lineEnd = ctx.prompt.indexOf("\n", first.index);
  const end = Math.min(lineEnd < 0 ? ctx.prompt.length : lineEnd, nextPerson);
  const onLine = ctx.values.hours.filter((h) => h.index >= first.index && h.index < end).slice(0, 31);
  const dates = findDates(ctx.prompt.slice(first.index, end), ctx.today);
  const days = onLine.map((h, k) => {
    const stop = (onLine[k + 1]?.index ?? end) - first.index;
    // The date right after the hours and their unit, a weekday or "on" at most between ("7,5 t tirsdag 8/9"; not
    // "26 t, fordelt på turdagene 10/06–12/06", hours spread over days).
    const gap = (d: { index: number }) => fold(ctx.prompt.slice(h.index, first.index + d.index)).replace(/^[\d.,\s]+/, "");
    const written = dates.find((d) => d.index > h.index - first.index && d.index < stop && /^\p{L}{0,8}\.?\s{1,3}(?:\p{L}{1,10}\.?\s{1,3})?$/u.test(gap(d)));
    if (written) return { date: written.iso, hours: h.value };
    const m = DAY_AFTER_HOURS.exec(fold(ctx.prompt.slice(h.index, first.index + stop)).replace(/^[\d.,\s]+\p{L}*/u, ""));
    const month = m ? Number(m[2]) : 0;
    const day = m ? Number(m[1]) : 0;
    return month >= 1 && month <= 12 && day >= 1 && day <= 31 ? { date: `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`, hours: h.value } : undefined;
  });
  return days.length && days.every((d) => d && d.hours <= 24) ? (days as { date: string; hours: number }[]) : undefined;
}

/**
 * A bare count closing the person's clause, after their name and before the next person: hours whose unit was said
 * for someone else ("…, konsulenten, 38."). A figure of money, a date or a number of the text's values is none.
 */
function elidedHours(ctx: ExtractContext, from: number, to: number): { value: number; index: number } | undefined {
  const stretch = ctx.prompt.slice(from, Math.min(to, from + 120));
  const clause = stretch.search(/[.;!?\n](?:\s|$)/);
  const m = /(?:^|[\s,:–—-])(\d{1,3}(?:[.,]5)?)[ \t]*$/.exec(clause < 0 ? stretch : stretch.slice(0, clause));
  if (!m) return undefined;
  const index = from + m.index + m[0].indexOf(m[1]);
  const taken = [...ctx.values.money, ...ctx.values.dates].some((v) => index >= v.index && index < v.index + v.length);
  const value = Number(m[1].replace(",", "."));
  return taken || value <= 0 || value > 400 ? undefined : { value, index };
}

/**
 * Budget, hours per person, one supplier cost and the customer invoice, however the request
 * lists them: the customer is the company after a customer word (else the first), the supplier
 * the other company with the amount written nearest to it, each person's hours the first hours
 * after their e-mail, their role the role word written with them,
 * and the days they are dated by when the request dates them.
 */
export function projectLifecycle(ctx: ExtractContext) {
  const byOrg = new Map<string, { name: string; organizationNumber?: string; index: number }>();
  for (const p of [...findParties(ctx.prompt), ...companiesWithNumbers(ctx.prompt, ctx.values.orgNumbers)]) {
    const key = p.organizationNumber ?? p.name;
    // A company found first without its number ("Bjørnafjord Analyse AS; org.nr 991423052") takes it when found again with it.
    const bare = p.organizationNumber ? byOrg.get(p.name) : undefined;
    if (bare && !bare.organizationNumber && ![...byOrg.values()].some((c) => c.organizationNumber === p.organizationNumber)) bare.organizationNumber = p.organizationNumber;
    else if (!byOrg.has(key)) byOrg.set(key, { name: p.name, organizationNumber: p.organizationNumber, index: p.index });
  }
  const companies = [...byOrg.values()].sort((a, b) => a.index - b.index);
  const customerRef = party(ctx, CUSTOMER_WORD);
  const customer = customerRef ?? companies[0];
  // The other company: neither the customer's org. no. nor its name (the customer is often named again without its number).
  const isCustomer = (c: { name: string; organizationNumber?: string }) =>
    !!customer && ((!!c.organizationNumber && c.organizationNumber === customer.organizationNumber) || fold(c.name) === fold(customer.name));
  const supplier = companies.find((c) => !isCustomer(c));
  const budget = amountAfter(ctx, /(?:budsjett|budget|presupuesto|orcamento)\w*\s*(?:er|is|es|e|est|ist|de|of|von|på|pa|:)?\s*/, 40, 100);
  // The invoice's price per hour: after a rate's label, before "per hour", or after "hours … at" ("de 44 timene à 1 250 kr").
  const hourlyRate =
    amountAfter(ctx, /(?:timesats|timepris|hourly rate|tarifa por hora|taxa horaria|taux horaire|stundensatz)\s*(?:is|er|es|e|est|ist|of|de|:)?\s*/) ??
    amounts(ctx).find(
      (a) =>
        a.value !== budget &&
        (PER_HOUR.test(ctx.folded.slice(a.index + a.length, a.index + a.length + 14)) || HOURS_AT.test(ctx.folded.slice(Math.max(0, a.index - 30), a.index))),
    )?.value;
  // The supplier's cost: the amount written nearest to the supplier's name (not the budget, not the rate).
  const costs = amounts(ctx).filter((a) => a.value !== budget && a.value !== hourlyRate);
  const supplierFound = supplier ? costs.map((a) => ({ a, d: Math.abs(a.index - supplier.index) })).sort((x, y) => x.d - y.d)[0]?.a : undefined;
  const supplierTerms = supplierFound ? costTerms(ctx, supplierFound) : {};
  const supplierAmount = supplierTerms.net ?? supplierFound?.value;
  // Rates priced by role ("timesats NOK 1 450,00 (prosjektleiar) og NOK 1 150,00 (konsulent)"): each role's own.
  const roleRates = ratesByRole(ctx);
  const found: (FoundPerson & { end?: number })[] = [...people(ctx), ...writerRows(ctx)].sort((a, b) => a.index - b.index);
  const personRates = ratesByPerson(ctx, found.map((p) => p.name));
  // "(a) Jonas Brekkeseth: 36 timer" under the people's list: hours written after a person's name said again are theirs.
  const named = namedHours(ctx, found);
  const claimed = new Set(named.filter((h) => h).map((h) => h!.index));
  const hoursAfter = found.map(
    (p, i) => named[i] ?? ctx.values.hours.find((h) => h.index > p.index && h.index < (found[i + 1]?.index ?? ctx.prompt.length) && !claimed.has(h.index)),
  );
  const used = new Set(hoursAfter.filter((h) => h).map((h) => h!.index));
  // "64 timar for konsulenten Mats Lien (mats.lien@…)": hours written just before the person, on
  // their line, are theirs when none follow them and no one else stands between.
  const hoursBefore = found.map((p, i) => {
    if (hoursAfter[i]) return undefined;
    const h = [...ctx.values.hours].reverse().find((x) => x.index < p.index && p.index - x.index <= 70 && !used.has(x.index));
    if (!h || (i > 0 && found[i - 1].index > h.index) || ctx.prompt.slice(h.index, p.index).includes("\n")) return undefined;
    used.add(h.index);
    return h;
  });
  // "på henne 24 timar; på Ivar Hoddevik (…), konsulenten, 38.": hours whose unit the writer leaves out once said for another.
  const unitSaid = hoursAfter.some(Boolean) || hoursBefore.some(Boolean);
  const elided = found.map((p, i) => (unitSaid && !hoursAfter[i] && !hoursBefore[i] ? elidedHours(ctx, p.index + (p.email?.length ?? 0), found[i + 1]?.index ?? ctx.prompt.length) : undefined));
  const timeEntries = found.map((p, i) => {
    const nextAt = found[i + 1]?.index ?? ctx.prompt.length;
    const hours = hoursAfter[i] ?? hoursBefore[i] ?? elided[i];
    const prevAt = i > 0 ? (found[i - 1].end ?? found[i - 1].index + (found[i - 1].email?.length ?? 0)) : 0;
    const aroundFrom = Math.max(prevAt, p.index - 80);
    const around = fold(ctx.prompt.slice(aroundFrom, Math.min(nextAt, p.index + (p.email?.length ?? 0) + 40)));
    const role = nearestRole(around, p.index - aroundFrom);
    const days = hours ? hoursByDate(ctx, hours, nextAt) : undefined;
    const total = days ? Math.round(days.reduce((t, d) => t + d.hours, 0) * 100) / 100 : hours?.value;
    return { employee: toPersonRef(p)!, role, hours: total, hourlyRate: (role !== "other" ? roleRates.get(role) : undefined) ?? personRates.get(p.name), days };
  });
  return definedOnly({
    type: "project_lifecycle" as const,
    // A project's own field ("prosjekt = Transaksjonsstøtte Skagerak", "Project name: …") names it outright.
    projectName:
      capitalisedName(labelValue(ctx, PROJECT_OWN_NAME_LABEL, undefined, true)) ??
      capitalisedName(labelValue(ctx, PROJECT_FIELD, undefined, true)) ??
      // "Opprett et prosjekt som heter «Jubileumsfest Kulturhuset»": the quote the project's word names.
      quotedAfter(ctx, new RegExp(`${PROJECT_WORD.source}(?:${NAMING_WORDS})\\s*`), 4) ??
      quotedAfter(ctx, /(?:for|para|pour|fur|von|til|do|del|du)\s+(?:the\s+)?/, 5) ??
      quoted(ctx)[0]?.value ??
      wordsOfName(nameNear(ctx, "project", PROJECT_LABEL)) ??
      blockTitle(ctx.prompt),
    customer: customer ? definedOnly({ name: customer.name, organizationNumber: customer.organizationNumber }) : undefined,
    budget,
    timeEntries: timeEntries.filter((t) => t.hours !== undefined).map((t) => definedOnly(t)),
    // "timer (aktivitet «Rådgivning», opprett den hvis den ikke finnes)": the activity the hours go on.
    activityName: quotedAfter(ctx, ACTIVITY_LABEL, 12),
    supplierCost:
      supplier && supplierAmount !== undefined
        ? definedOnly({ supplier: definedOnly({ name: supplier.name, organizationNumber: supplier.organizationNumber }), amount: supplierAmount, vatRate: supplierTerms.vatRate, account: supplierTerms.account })
        : undefined,
    createInvoice: /(?:faktur|invoice|factur|fatur|rechnung|bill)/.test(ctx.folded) ? true : undefined,
    hourlyRate,
  });
}


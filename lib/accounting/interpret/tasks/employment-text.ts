import type { EmploymentDocument } from "@/lib/accounting/files/documents/contract";
import { HOURS_PER_DAY } from "@/lib/accounting/files/documents/employment-labels";
import type { ExtractContext } from "./context";
import { createEmployee } from "./master-data";
import { fold, LEADING_TITLES, splitName } from "../text";
import { labelledBankAccount } from "../extract/bank-account";

/**
 * An employment contract or offer letter retyped into the request itself ("the PDF won't open, I copy
 * it here: …"): the fields the document would carry, read from the request's own words — labelled
 * ("Personnummer: 021193 42085", "dépt → Essais", "NASC 11AUG93 = …") or in a sentence ("fest
 * angestellt, Stellenprozent 80 %, Jahresgehalt 498.000,00 NOK"). The person, the e-mail and the two
 * dates are read as for a new employee. Every pattern is bounded: linear in the request's length.
 */

/** Words that label each field (folded); a label may end in ":", "→", "=", "-" or nothing. */
const NATIONAL_ID_LABEL = /(?:personnummer|personnr|pnr|fodselsnummer|fodselsnr|personennummer|national (?:identity|id)(?: number| no\.?)?|nr identidade|numero de identidade|numero de identidad|numero d'identite|identity number|id number|nin|dni|nif)/;
const DEPARTMENT_LABEL = /(?:avdelingen|avdelinga|avdeling|avd|department|dept|dep|dpt|abteilung|abt|departamento|depto|departement)/;
const OCCUPATION_LABEL = /(?:styrk(?:-08)?|stillingskode|yrkeskode|occupation code|berufsschlussel|berufskennzahl|codigo de ocupacion|codigo de ocupacao|codigo profissional|code profession|code metier)/;
const TITLE_LABEL = /(?:stillingstittel|(?<!fast |midlertidig )stilling|tittel|job title|position|poste|cargo|puesto|stelle|berufsbezeichnung|funcao|fonction)/;
const SALARY_LABEL = /(?:arslonn|arslon|annual salary|yearly salary|salary per year|jahresgehalt|jahreslohn|salario anual|sueldo anual|salaire annuel|salario bruto anual|remuneracao anual)/;
const PERCENT_LABEL = /(?:stillingsprosent|stillingsbrok|employment percentage|percentage|stellenprozent|beschaftigungsgrad|porcentaje|percentagem|pourcentage|taux d'activite|pct)/;

const PERSON_LABEL = /(?:candidat[oa]|candidate|candidat|candidate|kandidat|kandidatin|bewerber|bewerberin|name|navn|namn|nome|nom|nombre|arbeidstaker|arbeidstakar|employee|mitarbeiter|mitarbeiterin|trabajador|trabajadora|empregado|empregada|funcionario|funcionaria|colaborador|colaboradora|salarie|salariee)/;

const PERMANENT = /(?:fast stilling|fast tilsett|fast ansatt|fast ansettelse|festanstellung|fest angestellt|unbefristet|permanent|permanente|indefinido|efectiv[oa]|efetiv[oa]|\bcdi\b|\bfijo\b|\bfija\b|contrat a duree indeterminee)/;
const TEMPORARY = /(?:midlertidig|vikariat|temporary|fixed-term|befristet|temporal|temporario|temporaria|\bcdd\b|contrat a duree determinee)/;
const MONTHLY = /(?:fastlonn|fastlon|manedslonn|manadslon|monthly|fixed salary|mensual|mensal|mensuel|mensualise|monatlich|festgehalt|monatsgehalt)/;
const HOURLY = /(?:timelonn|timelon|hourly|per hour|por hora|stundenlohn|a l'heure)/;

/**
 * The employment's form or pay a quoted term names ("fast stilling", "Festanstellung", "timelønn"),
 * if any: a contract's own word for a value the reading sets, no value of its own.
 */
export function employmentTermOf(quoted: string): string | undefined {
  const f = fold(quoted);
  if (PERMANENT.test(f)) return "PERMANENT";
  if (TEMPORARY.test(f)) return "TEMPORARY";
  if (HOURLY.test(f)) return "HOURLY_WAGE";
  if (MONTHLY.test(f)) return "MONTHLY_WAGE";
  return undefined;
}

/** Each value after a label, up to the end of its field: a line's end, a separator, a bracket, a sentence's end. */
function* labelled(prompt: string, folded: string, label: RegExp, separated = false): Generator<{ value: string; index: number }> {
  // The label's own line: "Stilling: …", "poste → …", "NASC 11AUG93 = …"; a word in a sentence labels
  // nothing when `separated` asks for a mark between label and value.
  const mark = separated ? "(?:[:=→⇒]|::)" : "(?:[:=→⇒-]|::)?";
  const re = new RegExp(`(?:^|[^\\p{L}])(?:${label.source})\\b\\.?[ \\t]{0,3}(?:\\([^()\\n]{0,30}\\)[ \\t]{0,2})?${mark}[ \\t]{0,3}`, "gu");
  for (const m of folded.matchAll(re)) {
    const start = m.index! + m[0].length;
    const rest = prompt.slice(start, start + 120);
    const value = /^[^\n,;|=(→⇒]{1,80}/u.exec(rest)?.[0].replace(/\s[-–—]\s.*$/u, "").replace(/[.!?]\s.*$/u, "").replace(/[.\s]+$/u, "");
    if (value) yield { value, index: start };
  }
}

function afterLabel(prompt: string, folded: string, label: RegExp, separated = false): { value: string; index: number } | undefined {
  for (const found of labelled(prompt, folded, label, separated)) return found;
  return undefined;
}

/** Eleven digits written in groups ("021193 42085", "3705.41.28763") after a label. */
function elevenDigitsAfter(prompt: string, folded: string, label: RegExp): string | undefined {
  const found = afterLabel(prompt, folded, label);
  const digits = found?.value.match(/^\d[\d .]{9,16}\d/)?.[0].replace(/[ .]/g, "");
  return digits?.length === 11 ? digits : undefined;
}

/** A quoted value right after the label in a sentence: "poste «Réceptionniste principale»". */
function quotedAfterLabel(ctx: ExtractContext, label: RegExp): string | undefined {
  for (const found of labelled(ctx.prompt, ctx.folded, label)) {
    const q = ctx.values.quoted.find((x) => x.index >= found.index - 2 && x.index - found.index <= 3);
    if (q) return q.value;
  }
  return undefined;
}

/** A quoted value right after the label, else the label's plain value: 'avd → "Innkjøp"', "Departamento: «Kontor»". */
function nameAfterLabel(ctx: ExtractContext, label: RegExp): string | undefined {
  for (const found of labelled(ctx.prompt, ctx.folded, label)) {
    const q = ctx.values.quoted.find((x) => x.index >= found.index - 2 && x.index - found.index <= 3);
    if (q) return q.value;
    // The value is a name: capitalised words, no figures ("Verkstad (finst frå før)" → "Verkstad"); "Abteilung zuordnen" names none.
    // "Sveis og metall", "Økonomi og administrasjon": a conjunction and the word after it belong to the name when they end the value.
    const words = /^\p{Lu}[\p{L}'-]{0,40}(?:\s(?:og|and|und|et|y|e|&)\s\p{L}[\p{L}'-]{0,40}(?=\s{0,2}(?:$|[,;(.\n]))|\s\p{Lu}[\p{L}'-]{0,40}){0,3}/u.exec(found.value.trim());
    if (words) return words[0];
  }
  return undefined;
}

/** A letter's salutation or its "To:" line and the name after it: "Dear Imogen Thwaite", "Til:   Torstein Myklebust", "Liebe Frau Berg". */
const SALUTATION =
  /(?:^|\n)[ \t]{0,4}(?:dear|kjaere|kjaer|liebe|lieber|sehr geehrte|sehr geehrter|chere|cher|estimada|estimado|querida|querido|prezada|prezado|cara|caro|(?:til|to|an|a|para)[ \t]{0,2}:)[ \t]{1,6}(?:(?:frau|herr|mr|mrs|ms|mme|m|sra|sr|dona|senhora|senhor)\.?[ \t]{1,2})?/;

/** The name a letter's salutation addresses, when it is a whole name of two to four capitalised words. */
function addresseeOf(prompt: string): string | undefined {
  const m = SALUTATION.exec(fold(prompt));
  if (!m) return undefined;
  const name = /^\p{Lu}[\p{L}'’-]{1,30}(?:[ \t]\p{Lu}[\p{L}'’-]{1,30}){1,3}/u.exec(prompt.slice(m.index + m[0].length, m.index + m[0].length + 100))?.[0];
  return name;
}

/**
 * A job title as written, without its bracket, and up to a wide gap where a form's next field starts
 * ("Regnskapsmedarbeider          STYRK-kode: 4311"); no title without words ("Position: 80 %").
 */
function titleOf(value: string | undefined): string | undefined {
  const title = value?.split(/[ \t]{3,}/)[0].replace(/\s{0,2}\(.*$/u, "").trim();
  return title && /\p{L}{3}/u.test(title) ? title : undefined;
}


/** "poste de skipper,", "POSITION SERVICE TECHNICIAN (…)", "as warehouse manager": the title a sentence gives. */
const TITLE_IN_SENTENCE = /(?:^|[^\p{L}])(?:poste|position|cargo|puesto|posto|stelle|stilling) (?:de |d'|as |som |als |como |of )?(\p{L}[\p{L}' -]{1,40}?)\s{0,2}(?=[,;(=\n.]|$)/u;

function titleInSentence(ctx: ExtractContext): string | undefined {
  const m = TITLE_IN_SENTENCE.exec(ctx.folded);
  if (!m) return undefined;
  const start = m.index + m[0].length - m[1].length - (m[0].length - m[0].trimEnd().length);
  const value = ctx.prompt.slice(start, start + m[1].length).trim();
  return value.split(/\s+/).length <= 4 ? value : undefined;
}

export function employmentFromText(ctx: ExtractContext): EmploymentDocument & { firstName?: string; lastName?: string } {
  const { prompt, folded } = ctx;
  const person = createEmployee(ctx);
  // A name quoted after its label is the person's as written: 'NAME "Gareth Pryce" = DOB …'.
  const labelledName = nameAfterLabel(ctx, PERSON_LABEL);
  // A letter addressed to the person ("Dear Imogen Thwaite", "Kjære Torstein Myklebust"), with no address to spell a name:
  // the addressee is the one the letter offers the post to.
  const addressee = person.email ? undefined : addresseeOf(prompt);
  const named =
    labelledName && /\s/.test(labelledName) && ctx.values.quoted.some((q) => q.value === labelledName)
      ? splitName(labelledName, ctx.language)
      : addressee
        ? splitName(addressee, ctx.language)
        : undefined;
  const percents = ctx.values.percents.filter((p) => p.value > 0 && p.value <= 100);
  const labelledPercent = afterLabel(prompt, folded, PERCENT_LABEL);
  const percentage =
    (labelledPercent && percents.find((p) => p.index >= labelledPercent.index && p.index - labelledPercent.index <= 40)?.value) ??
    (new Set(percents.map((p) => p.value)).size === 1 ? percents[0].value : undefined);
  const labelledSalary = afterLabel(prompt, folded, SALARY_LABEL);
  const annualSalary =
    (labelledSalary && ctx.values.money.find((a) => a.index >= labelledSalary.index - 12 && a.index - labelledSalary.index <= 40)?.value) ??
    (ctx.values.money.length === 1 && ctx.values.money[0].value >= 10_000 ? ctx.values.money[0].value : undefined);
  const hours = HOURS_PER_DAY.exec(folded);
  const occupation = afterLabel(prompt, folded, OCCUPATION_LABEL)?.value.match(/^\d{4,7}\b/)?.[0] ?? /\bstyrk(?:-08)?(?:[- ]?(?:code|kode|kod|codigo|nr|nummer|no))?\.?[ \t]{0,12}:?[ \t]{0,12}(\d{4,7})\b/.exec(folded)?.[1];
  const permanent = PERMANENT.exec(folded);
  const temporary = TEMPORARY.exec(folded);
  // "Sr.ª D. Beatriz Lobato", "Frau Dr. Anna Berg": a form of address is no part of the first name.
  const firstName = (named?.firstName ?? person.firstName)?.replace(LEADING_TITLES, "").trim() || undefined;
  const fields: EmploymentDocument & { firstName?: string; lastName?: string } = {
    firstName,
    lastName: named?.lastName ?? person.lastName,
    email: person.email,
    dateOfBirth: person.dateOfBirth,
    startDate: person.startDate,
    nationalIdentityNumber: elevenDigitsAfter(prompt, folded, NATIONAL_ID_LABEL),
    bankAccountNumber: labelledBankAccount(folded),
    department: nameAfterLabel(ctx, DEPARTMENT_LABEL),
    occupationCode: occupation,
    jobTitle: titleOf(afterLabel(prompt, folded, TITLE_LABEL, true)?.value ?? quotedAfterLabel(ctx, TITLE_LABEL) ?? titleInSentence(ctx)),
    // A contract names one form; when both words stand, the first written is the one meant.
    employmentForm: permanent && (!temporary || permanent.index < temporary.index) ? "PERMANENT" : temporary ? "TEMPORARY" : undefined,
    remunerationType: HOURLY.test(folded) && !MONTHLY.test(folded) ? "HOURLY_WAGE" : MONTHLY.test(folded) ? "MONTHLY_WAGE" : undefined,
    percentage,
    annualSalary,
    hoursPerDay: hours ? Number(hours[1].replace(",", ".")) : undefined,
  };
  for (const k of Object.keys(fields) as (keyof typeof fields)[]) if (fields[k] === undefined || fields[k] === "") delete fields[k];
  return fields;
}

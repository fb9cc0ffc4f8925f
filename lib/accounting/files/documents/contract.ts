import { parseDate } from "@/lib/accounting/interpret/extract/dates";
import { parseNumber } from "@/lib/accounting/interpret/extract/amounts";
import { escapeRegExp, fold, LEADING_TITLES } from "@/lib/accounting/interpret/text";
import { findEmails } from "@/lib/accounting/interpret/extract/values";
import { findEmail } from "./email";
import { EMPLOYMENT_LABELS, HOURS_PER_DAY, WORKING_TIME_PERCENT } from "./employment-labels";
import { labelReader, lineLabelReader } from "./labels";

/** The fields of an employment contract or an offer letter. */
export interface EmploymentDocument {
  employeeName?: string;
  employer?: string;
  dateOfBirth?: string;
  nationalIdentityNumber?: string;
  email?: string;
  bankAccountNumber?: string;
  department?: string;
  occupationCode?: string;
  jobTitle?: string;
  employmentForm?: "PERMANENT" | "TEMPORARY";
  remunerationType?: "MONTHLY_WAGE" | "HOURLY_WAGE";
  percentage?: number;
  annualSalary?: number;
  hoursPerDay?: number;
  startDate?: string;
}

/** An occupation code in a bracket after a job title: "(STYRK 2512)", "(STYRK-08: 2512)", "(ISCO 2512)". */
// "(STYRK-kode 4110)", "(ISCO code 2421)": the code's word may follow the register's name.
const TITLE_CODE = /[ \t]*\((?:code[ \t])?(?:styrk|isco|yrkeskode|stillingskode|occupation code)(?:-08)?(?:[ \t-]?(?:kode|code|nr\.?|no\.?))?[ \t:]{0,3}(\d{4,7})\)[ \t]*$/i;

/** How many mentions of a surname are looked at for the given name before it. */
const MAX_NAME_LOOKS = 20;

const digits = (v: string | undefined, n: number) => {
  const d = v?.replace(/[\s.]/g, "").match(new RegExp(`\\d{${n}}`))?.[0];
  return d;
};

function employmentFormOf(v: string | undefined): EmploymentDocument["employmentForm"] {
  if (!v) return undefined;
  const f = fold(v);
  // "unbefristete Festanstellung" holds "befristet": the open-ended word is read first.
  if (/unbefristet|festanstellung/.test(f)) return "PERMANENT";
  if (/midlertidig|temporary|befristet|temporal|temporaire|vikar/.test(f)) return "TEMPORARY";
  if (/fast|permanent|unbefristet|indefinido|cdi|efetivo/.test(f)) return "PERMANENT";
  return undefined;
}

function remunerationOf(v: string | undefined): EmploymentDocument["remunerationType"] {
  if (!v) return undefined;
  const f = fold(v);
  if (/time|hour|stunde|hora|heure/.test(f)) return "HOURLY_WAGE";
  if (/fast|manedlig|monthly|monat|mensual|mensal|mensuel/.test(f)) return "MONTHLY_WAGE";
  return undefined;
}

// Patterns run over the flattened text (one space between words) and every repeat is bounded,
// so each stays linear however the attachment is shaped.
// An informal letter greets with "Hei Noor Haddad!" as a formal one with "Kjære …,"; a letter in two
// languages greets in both ("Dear / Kjære Synne Lykkebø,").
const GREETING = String.raw`(?:Kj(?:ae|æ)re|Dear|Sehr geehrte[rs]?|Liebe[rs]?|Estimad[oa]|Distinguid[oa]|Respetad[oa]|Car[oa]|Querid[oa]|Prezad[oa]|Cher|Ch[eè]re|Hei|Hallo|Hello|Hi|Hej|Hola|Ol[aá]|Bonjour|Salut)`;
const SALUTATION = new RegExp(String.raw`\b${GREETING}(?: ?/ ?${GREETING}){0,2} ([^,:!/]{1,80}?) ?[,:!/]`, "i");
/** A salutation on a line of its own with no mark after the name ("Liebe Fabienne Wyss" over the letter's first line). */
const SALUTATION_LINE = new RegExp(String.raw`^[ \t]*${GREETING}(?: ?/ ?${GREETING}){0,2}[ \t]+(\p{Lu}[\p{L}'’.-]*(?:[ \t]+\p{Lu}[\p{L}'’.-]*){0,3})[ \t]*[,:!]?[ \t]*$`, "mu");
/** A department named in a sentence by its word and its capitalised name ("in our department Energi", "Department Bar at …"). */
const DEPARTMENT_NAMED = /(?:[Dd]epartment|[Aa]vdeling(?:en|a)?|[Aa]bteilung|[Dd]epartamento|[Dd][ée]partement)[ \t]+(\p{Lu}[\p{L}&'’-]{1,40}(?:[ \t](?:\p{Lu}[\p{L}&'’-]{1,40}|&|og|and|und|y|e|et)){0,3})(?=[ \t]+(?:at|in|from|of|i|hos|ved|fra|bei|im|ab|en|desde|em|na|no|à|au|chez|dès)\b|[.,;:)]|$)/mu;
// The department's name ends before the company's ("i avdeling Prosjekt hos Storfjord Marineservice AS").
const OFFER_NO = /stilling(?:en|a)? som (.{1,80}?) i avdeling(?:en|a)? (.{1,80}?)(?:[.] | \(|, | (?:hos|ved|i|på) (?=\p{Lu})| (?=[^\p{L}\p{N}\s(«"'„“-]))/iu;
const OFFER_EN = /position (?:of|as) (.{1,80}?) in (?:the |our |its |your )?(.{1,80}?) department/i;
/** "die Stelle als Hardware-Ingenieur in unserer Abteilung Hardware anzubieten": a German department's name is its capitalised words. */
const OFFER_DE = /Stelle als (.{1,80}?) (?:in der|in unserer|in unserem|im|in) (?:Abteilung|Bereich|Team) (\p{Lu}[\p{L}&-]{0,40}(?: (?:\p{Lu}[\p{L}&-]{0,40}|&|und)){0,3})/u;
/** A company's name after the department's ("… Control de Gestión de Hessvik Holding AS"): capitalised words and a legal form. */
// A joining word may stand inside the name ("de Sol y Fiordo AS", "of Berg and Sønn AS").
const OF_COMPANY = String.raw`(?:de |da |do |of |bei |der |chez )(?:la |l'|el |a |o )?\p{Lu}[\p{L}&.'-]*(?: (?:\p{Lu}[\p{L}&.'-]*|y|e|og|and|und|et|&)){0,5} (?:AS|ASA|SA|SL|SAS|SARL|Lda|GmbH|AG|Ltd|AB)\b`;
/** The same sentence in the other languages: "el puesto de X en el departamento Y", "a função de X no departamento Y", "le poste de X au service Y", "die Stelle als X in der Abteilung Y". */
const OFFER_OTHER = new RegExp(
  String.raw`(?:[Pp]uesto|[Cc]argo|[Pp]osici[oó]n|[Pp]laza|[Ff]un[cç][aã]o|[Pp]osi[cç][aã]o|[Ll]ugar|[Pp]osto|[Vv]aga|[Pp]oste|[Ff]onction|[Ss]telle|[Pp]osition) (?:de|como|d'|als) (.{1,80}?) (?:en el|en nuestro|no|na|no nosso|na nossa|au|dans le|dans notre|in der) (?:departamento|département|departement|service|[Aa]bteilung) (?:de |d')?(.{1,80}?)(?= ${OF_COMPANY}|[.,;])`,
  "u",
);

/** A name, then on its line or the next its defined term as the employee in brackets: "Lucía Carballo (heretter «Arbeidstakeren»)". */
const EMPLOYEE_DEFINED =
  /(?:^|\n)[ \t]*(?:(?:Til|To|An|À|A|Para)[ \t]?:[ \t]*)?(\p{Lu}[\p{L}'.-]*(?:[ \t]\p{Lu}[\p{L}'.-]*){1,3})[ \t]*(?:\n[ \t]*)?\((?:[^()\n"«“„]{0,30})["«“„]\s?(?:[Aa]rbeidstak(?:er|ar)(?:en)?|[Tt]he [Ee]mployee|[Ee]mployee|[Aa]rbeitnehmer(?:in)?|[Ss]alari[ée]e?|[Ee]mplead[oa]|[Tt]rabajador(?:a)?|[Ee]mpregad[oa]|[Tt]rabalhador(?:a)?|[Kk]andidat(?:en|in)?|[Tt]he [Cc]andidate|[Cc]andidate|[Cc]andidat(?:e)?|(?:el |la |o |a )?[Cc]andidat[oa])\s?["»”“]\)/u;

/** Working hours a week written where hours a day are asked ("37,5 Stunden pro Woche"): a five-day week's day. */
const PER_WEEK = /\b(?:uke|veke|week|woche|semana|semaine)\b|\/\s?(?:uke|veke|wk|week|woche|sem)\b/;

/** An e-mail address's label on a contract's line, in the seven languages. */
const EMAIL_LABELS = ["e-post", "epost", "e-mail", "email", "correo", "correo electronico", "courriel", "adresse e-mail", "e-mail-adresse"];

/** An e-mail address without a label: the person's own when its local part holds their given name or surname. */
function ownEmail(flat: string, name: string | undefined): string | undefined {
  const parts = fold(name ?? "").split(/[\s-]+/).filter((p) => p.length >= 3);
  return findEmails(flat)
    .slice(0, 10)
    .map((e) => e.value)
    .find((email) => {
      const local = fold(email.split("@")[0]).replace(/[^a-z]/g, "");
      return parts.length === 0 || parts.some((p) => local.includes(p.replace(/[^a-z]/g, "")));
    });
}

/** A birth date in brackets: "(f. 12.04.1994)", "(født 3.11.91)", "(geb. 03.11.1991)", "(née le 4/5/1990)", "(born 1994-04-12)". */
const BORN_IN_BRACKETS = /\((?:f\.|fødd?|født|fodt|fodd|b\.|born|geb\.|geboren|n[ée]e?(?: le)?|nacid[oa]|nascid[oa])[ \t]{0,2}(\d{1,2}[./-]\d{1,2}[./-]\d{2,4}|\d{4}-\d{2}-\d{2})[ \t]{0,2}\)/iu;

export function parseEmploymentDocument(text: string): EmploymentDocument {
  const flat = text.replace(/\s+/g, " ");
  // A field on a line of its own is read whole ("Departamento:   Analítica"); a document flattened to one line
  // (a PDF's text) is read up to the next label.
  const byLine = lineLabelReader(text);
  const byRun = labelReader(flat);
  const value = (field: keyof typeof EMPLOYMENT_LABELS) => byLine([...EMPLOYMENT_LABELS[field]]) ?? byRun([...EMPLOYMENT_LABELS[field]]);
  const out: EmploymentDocument = {};
  out.employeeName =
    value("employeeName") ??
    // A contract's parties, each on its line above its defined term: "Lucía Carballo⏎(«Arbeidstakeren»)".
    EMPLOYEE_DEFINED.exec(text)?.[1]?.trim() ??
    SALUTATION_LINE.exec(text.slice(0, 20_000))?.[1]?.trim() ??
    // Offer letters open with a salutation: "Kjaere Knut Haugen," / "Dear Grace Lewis,".
    SALUTATION.exec(flat)?.[1]?.trim();
  // "Signert av arbeidstaker: Sindre Bakken, 02.08.2026": a name holds no figure; a signature's date after it goes.
  if (out.employeeName) out.employeeName = out.employeeName.replace(/[,;]?[ \t]*\d.*$/, "").trim() || undefined;
  // "Til: Håkon Myklebust («Kandidaten»)": a bracket after the name (a defined term, a title) is no part of it.
  if (out.employeeName) out.employeeName = out.employeeName.replace(/[ \t]*\([^()\n]{0,60}\)[ \t]*$/, "").trim() || undefined;
  // "Sehr geehrter Herr Westphal": a title is no part of the name, and greets by the surname alone.
  const titled = out.employeeName !== undefined && LEADING_TITLES.test(out.employeeName);
  if (titled) out.employeeName = out.employeeName!.replace(LEADING_TITLES, "").trim() || undefined;
  // "Lieber Felix," greets by the given name alone; the address block above spells it whole ("Herrn⏎Felix Hartmann").
  if (out.employeeName && !/\s/.test(out.employeeName)) {
    const name = escapeRegExp(out.employeeName);
    // "Monsieur Yann Kerhervé, 14 rue …": a title before the given name is no part of it.
    let given = titled
      ? [...text.matchAll(new RegExp(String.raw`(?<![\p{L}])(\p{Lu}[\p{L}'’-]{1,40}(?:[ \t]\p{Lu}[\p{L}'’-]{1,40})?)[ \t]+${name}(?![\p{L}])`, "gu"))]
          .slice(0, MAX_NAME_LOOKS)
          .map((m) => `${m[1]} `.replace(LEADING_TITLES, "").trim())
          .find(Boolean)
      : new RegExp(String.raw`(?<![\p{L}])${name}[ \t]+(\p{Lu}[\p{L}'’-]{1,40})(?![\p{L}])`, "u").exec(text)?.[1];
    if (given && !titled && LEADING_TITLES.test(`${given} `)) given = undefined;
    if (given) out.employeeName = titled ? `${given} ${out.employeeName}` : `${out.employeeName} ${given}`;
  }
  // "Lena BRANDT", "Jean DUPONT": a surname set in capitals beside a given name in small letters is written as a name is.
  if (out.employeeName && /\p{Ll}/u.test(out.employeeName)) out.employeeName = out.employeeName.replace(/(?<![\p{L}])(\p{Lu})(\p{Lu}{1,40})(?![\p{L}])/gu, (_w, first: string, rest: string) => first + rest.toLowerCase());
  out.employer = value("employer");
  // "Marius Hjelle (f. 12.04.1994)", "Lena Brandt (geb. 03.11.1991)": a birth date in brackets by a name, where no label gives it.
  out.dateOfBirth = parseDate(value("dateOfBirth") ?? "") ?? parseDate(BORN_IN_BRACKETS.exec(text.slice(0, 20_000))?.[1] ?? "");
  out.nationalIdentityNumber = digits(value("nationalIdentityNumber"), 11);
  // The employee's own address: on its label's line ("E-post: hannah.whitaker@…"), before any other the page carries
  // (a scanner's "sendt til: it@…" header).
  // Unlabelled, only an address of the person's own: the letterhead's "post@…" is the employer's.
  out.email = findEmail(byLine(EMAIL_LABELS) ?? "") ?? ownEmail(flat, out.employeeName);
  out.bankAccountNumber = digits(value("bankAccountNumber"), 11);
  out.department = value("department");
  out.occupationCode = value("occupationCode")?.match(/\d{4,7}/)?.[0];
  out.jobTitle = value("jobTitle");
  // "Backend-utviklar (STYRK 2512)": the title's bracket gives its occupation code.
  const coded = out.jobTitle ? TITLE_CODE.exec(out.jobTitle) : null;
  if (coded) {
    out.occupationCode ??= coded[1];
    out.jobTitle = out.jobTitle!.slice(0, coded.index).trim() || out.jobTitle;
  }
  // Offer letters: "… stillingen som Salgssjef i avdeling Økonomi."
  const offer = OFFER_NO.exec(flat) ?? OFFER_EN.exec(flat) ?? OFFER_DE.exec(flat) ?? OFFER_OTHER.exec(flat);
  if (offer) {
    out.jobTitle ??= offer[1].trim();
    // "a position as associate in our department Energi": a possessive before the word is no department's name.
    if (!/^(?:the|our|its|your|their)$/i.test(offer[2].trim())) out.department ??= offer[2].trim();
  }
  out.department ??= DEPARTMENT_NAMED.exec(text.slice(0, 20_000))?.[1]?.trim();
  out.employmentForm = employmentFormOf(value("employmentForm"));
  out.remunerationType = remunerationOf(value("remunerationType"));
  out.percentage = parseNumber(value("percentage")?.match(/[\d.,]+/)?.[0] ?? "");
  // "Jornada: 80 % (6 horas al día)": a share written with its percent sign after a working time's word.
  out.percentage ??= parseNumber(WORKING_TIME_PERCENT.exec(fold(text.slice(0, 20_000)))?.[1] ?? "");
  // "NOK 374'400.00": a Swiss salary groups its thousands with apostrophes.
  out.annualSalary = parseNumber(value("annualSalary")?.match(/\d[\d\s.,'’]*\d|\d/)?.[0]?.trim().replace(/’/g, "'") ?? "");
  const hours = value("hoursPerDay");
  const perDay = parseNumber(hours?.match(/[\d.,]+/)?.[0] ?? "");
  // The first figure's own unit decides: "7,5 timer per dag (37,5 timer per uke)" is a day's.
  const firstUnit = fold(hours ?? "").replace(/^[^\d]*[\d.,]+/, "").slice(0, 24).split(/[(;]/)[0];
  out.hoursPerDay = perDay !== undefined && PER_WEEK.test(firstUnit) ? Math.round((perDay / 5) * 100) / 100 : perDay;
  out.hoursPerDay ??= parseNumber(HOURS_PER_DAY.exec(fold(text.slice(0, 20_000)))?.[1] ?? "");
  out.startDate = parseDate(value("startDate") ?? "");
  for (const k of Object.keys(out) as (keyof EmploymentDocument)[]) if (out[k] === undefined || out[k] === "") delete out[k];
  return out;
}

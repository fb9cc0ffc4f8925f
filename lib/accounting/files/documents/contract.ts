import { parseDate } from "@/lib/accounting/interpret/extract/dates";
import { parseNumber } from "@/lib/accounting/interpret/extract/amounts";
import { fold } from "@/lib/accounting/interpret/text";
import { findEmail } from "./email";
import { labelReader } from "./labels";

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

const digits = (v: string | undefined, n: number) => {
  const d = v?.replace(/[\s.]/g, "").match(new RegExp(`\\d{${n}}`))?.[0];
  return d;
};

function employmentFormOf(v: string | undefined): EmploymentDocument["employmentForm"] {
  if (!v) return undefined;
  const f = fold(v);
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
const SALUTATION = /(?:Kj(?:ae|æ)re|Dear|Sehr geehrte[rs]?|Liebe[rs]?|Estimad[oa]|Prezad[oa]|Cher|Ch[eè]re) ([^,]{1,80}),/i;
const OFFER_NO = /stillingen som (.{1,80}?) i avdeling(?:en)? (.{1,80}?)[.] /i;
const OFFER_EN = /position (?:of|as) (.{1,80}?) in (?:the )?(.{1,80}?) department/i;

export function parseEmploymentDocument(text: string): EmploymentDocument {
  const flat = text.replace(/\s+/g, " ");
  const labelValue = labelReader(flat);
  const out: EmploymentDocument = {};
  out.employeeName =
    labelValue(["arbeidstaker", "arbeidstakar", "employee", "arbeitnehmer", "navn", "namn", "name"]) ??
    // Offer letters open with a salutation: "Kjaere Knut Haugen," / "Dear Grace Lewis,".
    SALUTATION.exec(flat)?.[1]?.trim();
  out.employer = labelValue(["arbeidsgiver", "arbeidsgjevar", "employer", "arbeitgeber"]);
  out.dateOfBirth = parseDate(labelValue(["fodselsdato", "date of birth", "geburtsdatum", "born"]) ?? "");
  out.nationalIdentityNumber = digits(labelValue(["personnummer", "fodselsnummer", "national identity number"]), 11);
  out.email = findEmail(flat);
  out.bankAccountNumber = digits(labelValue(["bankkonto", "bank account", "kontonummer"]), 11);
  out.department = labelValue(["avdeling", "department", "abteilung"]);
  out.occupationCode = labelValue(["stillingskode (styrk)", "stillingskode", "styrk", "occupation code"])?.match(/\d{4,7}/)?.[0];
  out.jobTitle = labelValue(["stillingstittel", "job title", "stilling"]);
  // Offer letters: "… stillingen som Salgssjef i avdeling Økonomi."
  const offer = OFFER_NO.exec(flat) ?? OFFER_EN.exec(flat);
  if (offer) {
    out.jobTitle ??= offer[1].trim();
    out.department ??= offer[2].trim();
  }
  out.employmentForm = employmentFormOf(labelValue(["ansettelsesform", "tilsetjingsform", "employment form"]));
  out.remunerationType = remunerationOf(labelValue(["lonnstype", "lontype", "salary type"]));
  out.percentage = parseNumber(labelValue(["stillingsprosent", "employment percentage"])?.match(/[\d.,]+/)?.[0] ?? "");
  out.annualSalary = parseNumber(
    labelValue(["arslonn", "arslon", "annual salary"])?.match(/\d[\d\s.,]*\d|\d/)?.[0]?.trim() ?? "",
  );
  out.hoursPerDay = parseNumber(labelValue(["arbeidstid", "working hours"])?.match(/[\d.,]+/)?.[0] ?? "");
  out.startDate = parseDate(labelValue(["tiltredelse", "tiltreding", "startdato", "start date"]) ?? "");
  for (const k of Object.keys(out) as (keyof EmploymentDocument)[]) if (out[k] === undefined || out[k] === "") delete out[k];
  return out;
}

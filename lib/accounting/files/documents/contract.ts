import { parseDate } from "@/lib/accounting/interpret/extract/dates";
import { parseNumber } from "@/lib/accounting/interpret/extract/amounts";
import { fold } from "@/lib/accounting/interpret/text";
import { labelValue } from "./labels";

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

export function parseEmploymentDocument(text: string): EmploymentDocument {
  const flat = text.replace(/\s+/g, " ");
  const out: EmploymentDocument = {};
  out.employeeName =
    labelValue(flat, ["arbeidstaker", "employee", "arbeitnehmer", "navn", "name"]) ??
    // Offer letters open with a salutation: "Kjaere Knut Haugen," / "Dear Grace Lewis,".
    flat.match(/(?:Kj(?:ae|æ)re|Dear|Sehr geehrte[rs]?|Liebe[rs]?|Estimad[oa]|Prezad[oa]|Cher|Ch[eè]re)\s+([^,]+),/i)?.[1]?.trim();
  out.employer = labelValue(flat, ["arbeidsgiver", "employer", "arbeitgeber"]);
  out.dateOfBirth = parseDate(labelValue(flat, ["fodselsdato", "date of birth", "geburtsdatum", "born"]) ?? "");
  out.nationalIdentityNumber = digits(labelValue(flat, ["personnummer", "fodselsnummer", "national identity number"]), 11);
  out.email = flat.match(/[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/)?.[0];
  out.bankAccountNumber = digits(labelValue(flat, ["bankkonto", "bank account", "kontonummer"]), 11);
  out.department = labelValue(flat, ["avdeling", "department", "abteilung"]);
  out.occupationCode = labelValue(flat, ["stillingskode (styrk)", "stillingskode", "styrk", "occupation code"])?.match(/\d{4,7}/)?.[0];
  out.jobTitle = labelValue(flat, ["stillingstittel", "job title", "stilling"]);
  // Offer letters: "… stillingen som Salgssjef i avdeling Økonomi."
  const offer = flat.match(/stillingen\s+som\s+(.+?)\s+i\s+avdeling(?:en)?\s+(.+?)[.]\s/i)
    ?? flat.match(/position\s+(?:of|as)\s+(.+?)\s+in\s+(?:the\s+)?(.+?)\s+department/i);
  if (offer) {
    out.jobTitle ??= offer[1].trim();
    out.department ??= offer[2].trim();
  }
  out.employmentForm = employmentFormOf(labelValue(flat, ["ansettelsesform", "employment form"]));
  out.remunerationType = remunerationOf(labelValue(flat, ["lonnstype", "salary type"]));
  out.percentage = parseNumber(labelValue(flat, ["stillingsprosent", "employment percentage"])?.match(/[\d.,]+/)?.[0] ?? "");
  out.annualSalary = parseNumber(
    labelValue(flat, ["arslonn", "annual salary"])?.match(/\d[\d\s.,]*\d|\d/)?.[0]?.trim() ?? "",
  );
  out.hoursPerDay = parseNumber(labelValue(flat, ["arbeidstid", "working hours"])?.match(/[\d.,]+/)?.[0] ?? "");
  out.startDate = parseDate(labelValue(flat, ["tiltredelse", "startdato", "start date"]) ?? "");
  for (const k of Object.keys(out) as (keyof EmploymentDocument)[]) if (out[k] === undefined || out[k] === "") delete out[k];
  return out;
}

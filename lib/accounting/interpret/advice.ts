import type { TaskType } from "@/lib/accounting/tasks";
import type { Values } from "./extract/read";
import type { ValueKind } from "./message/roles";

/**
 * A held-back request, said as an accountant would say it: what could not be placed and how to
 * write it so it can be ("4,500 NOK has no line: write each invoice line as description,
 * quantity and price"). Pure; a few sentences at most, whatever the request.
 */

export interface Unplaced {
  kind: ValueKind;
  raw: string;
  index: number;
}

const MAX_SENTENCES = 5;

/** Task types whose amounts are invoice lines. */
const INVOICING = new Set<TaskType>(["create_and_send_invoice", "create_invoice_with_lines", "order_to_invoice_with_payment"]);

function money(value: number, currency = "NOK"): string {
  return `${value.toLocaleString("en-GB", { maximumFractionDigits: 2 })} ${currency}`;
}

function amountText(v: Unplaced, values: Values): string {
  const m = values.money.find((a) => a.index === v.index);
  return m ? money(m.value, m.currency) : v.raw;
}

function unplacedSentence(type: TaskType, v: Unplaced, values: Values): string {
  switch (v.kind) {
    case "money":
      return INVOICING.has(type)
        ? `${amountText(v, values)} has no line: write each invoice line as description, quantity and price ("3 hours of consulting at 1,200 NOK; a software licence at 4,500 NOK").`
        : `${amountText(v, values)} has no place in the entry: say what the amount is (a price, a fee, a total incl. VAT), or mark it "for information" if it is not to be booked.`;
    case "orgNumber":
      return `Org. no. ${v.raw} belongs to no customer or supplier: write the company's name right before it ("Nordlys AS, org. no. ${v.raw}").`;
    case "email":
      return `${v.raw} belongs to no person: write the person's full name right before the e-mail address.`;
    case "ref":
      return `No. ${v.raw} has no place: write a product number on the line it belongs to, beside the product's name and price ("Data workshop, product no. ${v.raw}, 18,500 NOK").`;
    case "quoted":
      return `${v.raw} has no place: say what it names ("the project ${v.raw}", "the customer ${v.raw}").`;
    default:
      return `${v.raw} has no place: say what it is, or leave it out.`;
  }
}

/** What a missing field needs, in the words of the books (keyed by the path's last named part). */
const MISSING: Record<string, string> = {
  lines: 'No invoice line could be read: write each line as description, quantity and price ("3 hours of consulting at 1,200 NOK").',
  customer: 'No customer could be read: name the customer with its organisation number ("to Nordlys AS, org. no. 912 345 678").',
  supplier: 'No supplier could be read: name the supplier with its organisation number ("from Kontorpartner AS, org. no. 923 456 789").',
  employee: "No employee could be read: write the person's full name and e-mail address.",
  firstName: "No person's name could be read: write the full name, first name before last name.",
  name: 'No name could be read: write the name in quotes ("«Nordlys AS»", "«Wall calendar 2027»").',
  projectName: 'No project name could be read: put it in quotes ("the project «Website 2.0»").',
  title: 'No title could be read: put it in quotes ("the trip «Trade fair Bergen»").',
  dimensionName: 'No dimension name could be read: put it in quotes ("the dimension «Region»").',
  activityName: 'No activity could be read: put it in quotes ("the activity «Testing»").',
  description: 'No description could be read: say what is invoiced ("for «Logo design»").',
  amountExcludingVat: 'No amount excl. VAT could be read: write it with its currency and "excl. VAT" ("12,400 NOK excl. VAT").',
  amountIncludingVat: 'No amount incl. VAT could be read: write it with its currency and "incl. VAT" ("8,750 NOK incl. VAT").',
  amount: 'No amount could be read: write it with its currency ("4,980 NOK").',
  hours: 'No hours could be read: write them with the word hours ("12 hours").',
  hourlyRate: 'No hourly rate could be read: write it as a price per hour ("950 NOK per hour").',
  departments: "No department names could be read: write them as a list, one name per line.",
  names: "No names could be read: write them as a list, one name per line.",
  errors: 'No correction could be read: write each error on its own line with its account and amount ("6,275 NOK booked on 6300, belongs on 7100").',
};

function missingSentence(path: string): string | undefined {
  const parts = path.split(".").filter((p) => !/^\d+$/.test(p));
  // "customer.name" is the customer; "lines.0.unitPriceExcludingVat" is the lines.
  return MISSING[parts[0]] ?? MISSING[parts[parts.length - 1]];
}

export function adviceFor(type: TaskType, missing: readonly string[], unplaced: readonly Unplaced[], values: Values): string[] {
  const out: string[] = [];
  for (const v of unplaced) out.push(unplacedSentence(type, v, values));
  for (const path of missing) {
    const s = missingSentence(path);
    if (s) out.push(s);
  }
  return [...new Set(out)].slice(0, MAX_SENTENCES);
}

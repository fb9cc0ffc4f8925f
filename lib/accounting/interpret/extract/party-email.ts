import type { TaskType } from "@/lib/accounting/tasks";
import { fold } from "../text";
import { LEGAL_SUFFIX } from "./names";
import { leaves } from "../gate";

/**
 * A company's own e-mail address among a request's addresses: the one whose domain carries the
 * company's name ("Rheintal IT-Service GmbH" — buchhaltung@rheintal-it.de, "Naustdal Elektro AS" —
 * faktura@naustdalelektro.no). A person's address at a mail provider or at another firm is not the
 * party's. Exactly one such address, else none.
 */
export function ownAddress(name: string, emails: readonly string[]): string | undefined {
  const words = name.split(/\s+/).filter((w) => !LEGAL_SUFFIX.test(w)).map((w) => fold(w).replace(/[^a-z0-9]/g, "")).filter(Boolean);
  const whole = words.join("");
  if (whole.length < 4) return undefined;
  const own = [...new Set(emails.map((e) => e.toLowerCase()))].filter((e) => {
    const label = (e.split("@")[1] ?? "").split(".")[0].replace(/[^a-z0-9]/g, "");
    if (label.length < 4) return false;
    return whole.includes(label) || label.includes(whole) || words.some((w) => w.length >= 5 && label.includes(w));
  });
  return own.length === 1 ? own[0] : undefined;
}

/** The parties a reading names by reference. */
const PARTY_KEYS = ["customer", "supplier"] as const;

/**
 * Tasks that create their party when it is not found: only there does the party's address become data.
 * A payment, a credit note or a returned payment finds an existing customer; an address written there
 * has no place and the request is held back as before.
 */
const CREATES_PARTY: ReadonlySet<TaskType> = new Set<TaskType>([
  "create_and_send_invoice",
  "create_invoice_with_lines",
  "invoice_fixed_price_milestone",
  "log_hours_and_invoice",
  "order_to_invoice_with_payment",
  "create_project",
  "project_lifecycle",
  "currency_payment_difference",
  "register_supplier_invoice",
]);

/**
 * The reading with each named party's own address added, when the request gives one that no field
 * holds yet: a new supplier is then created with it, and the address has a place.
 */
export function withPartyEmails<T extends Record<string, unknown>>(reading: T, emails: readonly string[]): T {
  if (!emails.length || !CREATES_PARTY.has(reading.type as TaskType)) return reading;
  const held = new Set(leaves(reading).flatMap((l) => (typeof l.value === "string" && l.value.includes("@") ? [l.value.toLowerCase()] : [])));
  const free = emails.filter((e) => !held.has(e.toLowerCase()));
  if (!free.length) return reading;
  let out = reading;
  for (const key of PARTY_KEYS) {
    const party = reading[key] as { name?: unknown; email?: unknown } | undefined;
    if (!party || typeof party !== "object" || typeof party.name !== "string" || party.email) continue;
    const address = ownAddress(party.name, free);
    if (address) out = { ...out, [key]: { ...party, email: address } };
  }
  return out;
}

import { describe, expect, it } from "vitest";
import { interpretWithRules } from "./rules";
import { readPromptSections } from "./structure/prompt-sections";

/**
 * Requests written as prompts to a chat assistant: a role line, sections (context, task, data,
 * rules, output format), data in tags or as a JSON object, an example that is not the task.
 */

const read = (text: string, today = "2026-04-20") => interpretWithRules(text, [], { today });

describe("a request written as a chat prompt", () => {
  it("reads a customer from a JSON object in tags, without the role line and the answer's format", () => {
    const r = read(
      [
        "Eres mi asistente contable en Tripletex. Responde como un experto.",
        "",
        "### Tarea",
        "Dar de alta el cliente:",
        "<datos>",
        "{",
        '  "nombre": "Bodegas Duero SL",',
        '  "nº_org": "921 403 554",',
        '  "dirección": "Calle Mayor 12",',
        '  "código_postal": "47001",',
        '  "ciudad": "Valladolid",',
        '  "email": "admin@bodegasduero.es",',
        "}",
        "</datos>",
        "",
        "### Formato de salida",
        'Una tabla y la palabra "LISTO".',
      ].join("\n"),
    );
    expect(r.task).toMatchObject({
      type: "create_customer",
      name: "Bodegas Duero SL",
      organizationNumber: "921403554",
      email: "admin@bodegasduero.es",
      address: { addressLine1: "Calle Mayor 12", postalCode: "47001", city: "Valladolid" },
    });
    expect(r.gate.ok).toBe(true);
  });

  it("drops an output label with its text, an example in tags, and reads the rules as sentences", () => {
    const out = readPromptSections(
      [
        "You are my bookkeeping assistant.",
        "Task: create these departments:",
        "1. Harbour",
        "2. Workshop",
        "Rules:",
        "1) Exactly these names",
        "<example>",
        "Department: Old Office",
        "</example>",
        "Output: a table with number | name, then \"Done.\"",
      ].join("\n"),
    );
    expect(out).toBe(["Task: create these departments:", "1. Harbour", "2. Workshop", "Rules:", "Exactly these names."].join("\n"));
  });

  it("keeps a form's answer line: 'Svar:' alone is no section on how to answer", () => {
    const text = "Spørsmål 1: Hva heter kunden?\nSvar:\nNordlys AS";
    expect(readPromptSections(text)).toBe(text);
  });

  it("takes the task from the task section, not the background's deposit, and leaves out a figure that is not the amount", () => {
    const r = read(
      [
        "Du bist mein Buchhalter.",
        "",
        "# Kontext",
        "Laut Vertrag ist jetzt die Anzahlung fällig.",
        "",
        "# Aufgabe",
        "Rechnung erstellen und an den Kunden senden.",
        "",
        "# Daten",
        "Kunde: Alpenblick Reisen GmbH (Org.-Nr. 979 114 265)",
        "Leistung: Anzahlung Sommerlager 2026",
        "Betrag: 36.400,00 NOK netto (zzgl. 25 % MwSt.)",
        "",
        "# Einschränkungen",
        "Die Gesamtsumme des Vertrags (120.000 NOK) ist NICHT der Rechnungsbetrag.",
      ].join("\n"),
    );
    expect(r.task).toMatchObject({ type: "create_and_send_invoice", customer: { organizationNumber: "979114265" }, amountExcludingVat: 36400 });
    expect(r.gate.ok).toBe(true);
  });

  it("sets a name aside wherever it stands once the request says to leave it alone", () => {
    const r = read(
      [
        'Context: right now there is only the default "Avdeling 1".',
        "Task: create these departments:",
        "1. Sales",
        "2. Service",
        'Requirements: don\'t rename or delete "Avdeling 1".',
      ].join("\n"),
    );
    expect(r.task).toMatchObject({ type: "create_departments", names: ["Sales", "Service"] });
    expect(r.gate.ok).toBe(true);
  });

  it("reads a per diem written at a rate on its line, the trip's labelled dates, and leaves out a cost not to include", () => {
    const r = read(
      [
        "Enregistrer une note de frais de voyage.",
        "employée : Claire Moreau — claire.moreau@example.org",
        "Le dîner du 3 mars a été payé par la société.",
        "titre : « Salon Lyon »",
        "départ : 02/03/2026 — retour : 04/03/2026 (3 jours)",
        "indemnités journalières : 3 jours au taux de 800 NOK",
        "  - billet d'avion : 4 100 NOK",
        "  - dîner 03/03 : 950 NOK   ← carte société, NE PAS inclure",
      ].join("\n"),
      "2026-03-10",
    );
    expect(r.task).toMatchObject({ type: "register_travel_expense", perDiemRate: 800, departureDate: "2026-03-02", returnDate: "2026-03-04" });
    expect((r.task as { costs: { amount: number }[] }).costs.map((c) => c.amount)).toEqual([4100]);
  });

  it("reads a list of records, one JSON object to a line, as rows of a table", () => {
    const r = read(
      [
        "<kontekst>",
        "Revisoren har funnet to feil i hovedboken for januar og februar 2026. Rett opp med korrigeringsbilag.",
        "</kontekst>",
        "```json",
        "[",
        '  {"nr": 1, "type": "feil konto", "detaljer": "konto 6800 brukt i stedet for 6860", "beløp": 2150},',
        '  {"nr": 2, "type": "duplikat", "detaljer": "samme bilag ført to ganger på konto 7140", "beløp": 1990},',
        "]",
        "```",
      ].join("\n"),
      "2026-03-10",
    );
    expect(r.task).toMatchObject({
      type: "correct_ledger_errors",
      errors: [
        { kind: "wrong_account", wrongAccount: 6800, correctAccount: 6860, amount: 2150 },
        { kind: "duplicate_voucher", account: 7140, amount: 1990 },
      ],
    });
  });

  it("takes a project's name whole from its own label, and its manager from the name the address spells", () => {
    const r = read(
      [
        "CONTEXT",
        'Fjordline Offshore AS signed for "Safety English". We have two Karis: Kari Lunde (teacher) and Kari Lund (sales).',
        "",
        "TASK",
        "Create the project, linked to the customer, with the right project manager.",
        "",
        "DATA",
        "  project name: Safety English – spring 2027",
        "  customer: Fjordline Offshore AS",
        "  customer org no: 915 224 087",
        "  project manager email: kari.lunde@example.org",
        "  start: 2027-01-11",
      ].join("\n"),
      "2026-12-01",
    );
    expect(r.task).toMatchObject({
      type: "create_project",
      name: "Safety English – spring 2027",
      projectManager: { firstName: "Kari", lastName: "Lunde", email: "kari.lunde@example.org" },
      startDate: "2027-01-11",
    });
  });

  it("takes the type from the task section, and a name the background quotes asks for nothing", () => {
    const r = read(
      [
        "You are an expert bookkeeper.",
        "",
        "CONTEXT:",
        'We are starting a "Harbour Safety Course" with a new partner who will also buy seats for their own staff.',
        "",
        "TASK:",
        "Register Tidewater Training Ltd (org.no. 913 884 205) as a customer.",
        "",
        "CONSTRAINTS:",
        "- Customer only. We never pay them, they pay us.",
      ].join("\n"),
    );
    expect(r.task).toMatchObject({ type: "create_customer", name: "Tidewater Training Ltd", organizationNumber: "913884205" });
    expect(r.gate.ok).toBe(true);
  });
});

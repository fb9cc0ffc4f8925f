import { describe, expect, it } from "vitest";
import { interpretWithRules } from "./rules";
import { readForm } from "./structure/forms";
import { impliedKroner } from "./extract/implied-currency";

/** A request sent as the firm's own filled-in form, and a reply whose figure refuses the quoted one. */

const read = (text: string, today = "2026-04-14") => interpretWithRules(text, [], { today });

const FORM = [
  "AUFTRAGSFORMULAR BUCHHALTUNG · F-7 · Büro Kassel",
  "Hinweise für die ausfüllende Person: Ein Formular pro Auftrag. Unbenutzte Felder bleiben ___.",
  "",
  "1. Auftragsart*",
  "   [ ] Neuer Kunde   [ ] Neuer Lieferant   [x] Neues Produkt",
  "   [ ] Rechnung   [ ] Projekt   [ ] Sonstiges: ___",
  "2. Produktname*: Vermessung Drohnenflug",
  "   Produktnummer: 7734",
  "3. Betrag (NOK)*: 3.250,00 (netto)",
  "   MwSt.: [x] 25 %  [ ] 15 %  [ ] 0 %",
  "   Fälligkeit: ___",
  "4. Projekt: ___",
  "   Abteilung: -",
  "5. Bemerkungen: Verkaufspreis ohne MwSt.",
  "--",
  "Eingereicht von: Mara Lind · Freigabe: ___ · Ref.: F7-0042",
].join("\n");

describe("a request sent as a filled-in form", () => {
  it("drops the form's blanks, its title and instructions, and the heading over its choice of kind", () => {
    const out = readForm(FORM);
    expect(out).not.toMatch(/___|AUFTRAGSFORMULAR|ausfüllende|Auftragsart|Projekt:|Abteilung|Fälligkeit|Freigabe/);
    expect(out).toContain("Neues Produkt");
    expect(out).toContain("Betrag: 3.250,00 NOK (netto)");
    expect(out).toContain("Eingereicht von: Mara Lind · Ref.: F7-0042");
  });

  it("reads the ticked kind as the task, with the form's labelled values", () => {
    expect(read(FORM).task).toMatchObject({ type: "create_product", name: "Vermessung Drohnenflug", productNumber: "7734", priceExcludingVat: 3250, vatRate: 25 });
  });

  it("drops a label whose options are all unticked, keeps a form's stars off its labels", () => {
    const out = readForm("Type: [x] Customer [ ] Supplier\nVAT: [ ] 25 %  [ ] 15 %\nE-mail*: post@nordvik.no\nAddress: n/a\nPhone: ___");
    expect(out).toBe("Type: Customer\nE-mail: post@nordvik.no");
  });

  it("drops a field said not to apply, in the form's language, and reads a bonus a few words after its word", () => {
    expect(readForm("TVA: sans objet\nN° d'organisation: sans objet\nE-mail: lea@example.org\nMVA: ikke aktuelt")).toBe("E-mail: lea@example.org");
    const r = read("1. Type: Paie\n2. Concerne (nom): Léa Marchetti\n   E-mail: lea.marchetti@example.org\n   TVA: sans objet\n   Projet: ___\n3. Montant: 48 100,00 NOK = salaire de base\n6. Commentaires: Paie de ce mois-ci. Ajouter une prime exceptionnelle de 3 500,00 en plus du salaire de base.");
    expect(r.task).toMatchObject({ type: "run_payroll", baseSalary: 48100, bonus: 3500 });
  });

  it("writes a person filed surname first under a person's label given name first", () => {
    expect(readForm("Name: Brekke Aas, Tiril (tiril@example.org)\nItem: ___\nNote: -")).toContain("Name: Tiril Brekke Aas (tiril@example.org)");
  });

  it("reads '1 à 3' as a range of lines, not a price of one", () => {
    expect(impliedKroner("Trois départements (lignes 1 à 3) : Topographie, Hydrographie, Études")).not.toContain("kr");
    expect(impliedKroner("3 stk tauverk à 2 340")).toContain("2 340 kr");
  });
});

describe("a form's comments", () => {
  it("reads a quoted field label as the field's name, and an e-mail said to be the correct one over its near twin", () => {
    const text = [
      "1. Type: Ny ansatt",
      "2. Gjelder (navn): Ingvild Støylen",
      "   E-post: ingvild.stoyen@vardeholm.no",
      "   Dato (DD.MM.ÅÅÅÅ): 14.07.1991",
      "   Adresse: ___",
      "   Prosjekt: ___",
      "6. Kommentar:",
      "   Datoen i «Dato» er fødselsdatoen. Riktig e-post er ingvild.stoylen@vardeholm.no, eg mista ein bokstav.",
      "   Startdato er 02.03.2026. Opprett henne som tilsett.",
    ].join("\n");
    const r = read(text);
    const reasons = r.message.context.map((c) => [c.raw, c.reason]);
    expect(reasons).toContainEqual(['"Dato"', "document-label"]);
    expect(reasons).toContainEqual(["ingvild.stoyen@vardeholm.no", "withdrawn"]);
    expect(r.task).toMatchObject({ type: "create_employee", email: "ingvild.stoylen@vardeholm.no", dateOfBirth: "1991-07-14", startDate: "2026-03-02" });
  });
});

describe("a Spanish name with two surnames", () => {
  it("keeps the second surname the address leaves out", () => {
    const r = read("Dar de alta a la nueva empleada Marta Ruiz Ortega, correo marta.ruiz@example.org, nacida el 23/11/1988, empieza el 01/07/2026.", "2026-06-10");
    expect(r.task).toMatchObject({ type: "create_employee", firstName: "Marta", lastName: "Ruiz Ortega", email: "marta.ruiz@example.org" });
  });

  it("keeps both surnames of a name the form filed surname first, without an address", () => {
    const r = read("Tipo: Nuevo empleado\nSe refiere a (nombre): Benítez Carmona, Lucía\nFecha de nacimiento: 12/05/1993\nComentarios: crear la empleada, empieza el 04/05/2026.", "2026-04-20");
    expect(r.task).toMatchObject({ type: "create_employee", firstName: "Lucía", lastName: "Benítez Carmona" });
  });

  it("reads a title before the name as no part of it", () => {
    const r = read(
      "Segue a carta de oferta enviada à Sr.ª D. Helena Quintas; proceda à integração completa da nova colaboradora.\nCargo: Carpinteira\nDepartamento: Oficina\nData de nascimento: 27.04.1995\nInício de funções: 01.09.2026\nPercentagem: 60 %\nSalário anual: NOK 390.000,00\nHorário: 4,5 horas por dia",
      "2026-05-15",
    );
    expect(r.task).toMatchObject({ type: "onboard_from_offer_letter", firstName: "Helena", lastName: "Quintas" });
  });
});

describe("a reply whose figure refuses the quoted one", () => {
  it("sets the quoted figure aside when the reply says 'no' to it without its currency", () => {
    const text = [
      "Subject: RE: nytt produkt",
      "",
      "Registrer produktet som Olav beskriv under, med vanleg mva.",
      "",
      "Den 3. mars 2026 kl. 09:10 skrev Olav Rud <olav.rud@example.org>:",
      "> Forslag: vi sel det som «Vindusvask-sett» (produktnummer 5120) til 1.190 NOK utan mva.",
      "",
      "P.S. Pris: 1.290 NOK utan mva, no 1.190 — skaftet er med.",
    ].join("\n");
    const r = read(text);
    expect(r.task).toMatchObject({ type: "create_product", name: "Vindusvask-sett", productNumber: "5120", priceExcludingVat: 1290 });
  });

  it("takes neither a word of the sentence nor an amount's first digit for a product number", () => {
    for (const text of ["Crea el producto «Kit de cristales» con el número de producto del asunto. Precio 1.290 NOK sin IVA, IVA 25 %.", "Crea el producto «Kit de cristales», con el número de producto del asunto, 1.290 NOK sin IVA, IVA 25 %."]) {
      const r = read(text);
      expect((r.task ?? r.candidate) as { productNumber?: string }).not.toHaveProperty("productNumber");
    }
  });
});

describe("a reply that points below", () => {
  it("reads the quoted message too when the writer's own words point to it, keeping what the own words said", () => {
    const text = [
      "Subject: AW: Reisekosten Jannik",
      "",
      "Bitte für Jannik eine Reisekostenabrechnung „Kundenbesuch Bergen“ erfassen: 3 Tage mit Tagegeld, Tagessatz 800 NOK.",
      "Die Auslagen stehen in seiner Mail unten.",
      "",
      "Danke, K.",
      "",
      "Den 23. mar. 2026 kl. 20:12 skrev Jannik Oberholz <jannik.oberholz@example.org>:",
      "> Hallo Kristin,",
      "> zurück aus Bergen. Belege habe ich:",
      "> Taxi Flughafen–Hotel: 410 NOK",
      ">",
      "> Gruß Jannik",
    ].join("\n");
    const r = read(text, "2026-03-24");
    expect(r.task).toMatchObject({ type: "register_travel_expense", title: "Kundenbesuch Bergen", perDiemRate: 800 });
    expect(JSON.stringify(r.task)).toContain("410");
  });

  it("reads an occupation code written 'STYRK-Code 7119'", () => {
    const text = "Bitte Svenja Hartkopf mit allen Angaben aus dem Arbeitsvertrag als Mitarbeiterin anlegen: geboren 27.11.1990, E-Mail svenja.hartkopf@example.org, Abteilung Fassadentechnik, Position Industriekletterin, STYRK-Code 7119, unbefristet, 100 %, 560.000 NOK brutto pro Jahr, Beginn 03.08.2026.";
    const r = interpretWithRules(text, [], { today: "2026-06-25", forceType: "employee_from_contract" });
    expect((r.task ?? r.candidate) as { occupationCode?: string }).toMatchObject({ occupationCode: "7119" });
  });
});

import { describe, expect, it } from "vitest";
import { interpretWithRules } from "./rules";
import { keepMarkedRow } from "./structure/marked-rows";
import { parseEmploymentDocument } from "@/lib/accounting/files/documents/contract";
import { parseReceiptDocument } from "@/lib/accounting/files/documents/receipt";

/** An office manager's one line above a pasted mail or screen: the facts live in the pasted text, between its greeting and its signature. */

const read = (text: string, today = "2026-03-18") => interpretWithRules(text, [], { today });

describe("a pasted mail under one line", () => {
  it("reads a contact sentence in the pasted body as the body's data, not as its signer's (the sign-off is still to come)", () => {
    const r = read(
      [
        "kan du legge inn den nye hun Marit nevner? takk",
        "",
        "-----Opprinnelig melding-----",
        "Fra: Marit Solbakk <marit.solbakk@fjordlys.no>",
        "Sendt: tirsdag 17. mars 2026 09:12",
        "Til: Kontor <kontor@fjordlys.no>",
        "Emne: ny i butikken",
        "",
        "Hei",
        "",
        "Vi har ansatt Eirik Dahlstrøm fra 1. april 2026.",
        "Født 23.11.1988, e-post eirik.dahlstrom@example.org, mobil 934 55 210.",
        "",
        "Mvh",
        "Marit Solbakk",
        "Butikksjef | Fjordlys Interiør AS | tlf 71 22 40 18",
      ].join("\n"),
    );
    expect(r.task).toMatchObject({ type: "create_employee", firstName: "Eirik", lastName: "Dahlstrøm", email: "eirik.dahlstrom@example.org", dateOfBirth: "1988-11-23", startDate: "2026-04-01" });
    expect(r.gate.ok).toBe(true);
  });

  it("leaves out the address the writer refuses by its name ('el de facturas, no el de ventas')", () => {
    const r = read(
      [
        "dale de alta como proveedor por favor. correo: el de facturas, no el de ventas",
        "",
        "De: Lucía Vidal <ventas@redesgalicia.es>",
        "Enviado: lunes, 16 de marzo de 2026 09:10",
        "Asunto: datos",
        "",
        "Hola:",
        "Razón social: Redes Galicia SL",
        "Nº de organización: 975 331 208",
        "Facturas a: facturas@redesgalicia.es",
        "Pedidos a: ventas@redesgalicia.es",
        "",
        "Un saludo,",
        "Lucía",
      ].join("\n"),
    );
    expect(r.task).toMatchObject({ type: "create_supplier", name: "Redes Galicia SL", organizationNumber: "975331208", email: "facturas@redesgalicia.es" });
    expect(r.gate.ok).toBe(true);
  });
  it("takes the product's own number, not the maker's number listed above it", () => {
    const r = read(
      [
        "please set this up as a product, standard VAT. use our number not the manufacturer's",
        "",
        "From: Ola Brekke <ola@brekkeverktoy.no>",
        "Sent: Friday, March 13, 2026 14:02",
        "Subject: new item",
        "",
        "Hi,",
        "Description: Cordless drill 18V",
        "Manufacturer item no.: 60-1187-3",
        "Your item no.: 5521",
        "Net price: 1 490,00 NOK",
        "",
        "Regards",
        "Ola",
      ].join("\n"),
    );
    expect(r.task).toMatchObject({ type: "create_product", name: "Cordless drill 18V", productNumber: "5521", priceExcludingVat: 1490, vatRate: 25 });
  });

  it("reads only the row the writer marked in a pasted timesheet, and a 'project / activity' column as both", () => {
    const sheet = (mark: string) =>
      [
        "før opp timene på den markerte linja og fakturer kunden for dem, 1 250 kr timen. resten er internt",
        "",
        "Timeliste – Håkon Strand (hakon.strand@example.org) – uke 12",
        "Dato      Prosjekt / aktivitet                         Timer",
        "16.03     Internt – planlegging                          2,0",
        `17.03     Kaianlegg Straumsnes – Sveising                6,5   ${mark}`,
        "18.03     Internt – HMS-kurs                             3,0",
        "Sum uke: 11,5 t",
        "Kunde: Straumsnes Havn KF (org.nr. 918 442 306)",
      ].join("\n");
    const r = read(sheet("<--"));
    expect(r.task).toMatchObject({ type: "log_hours_and_invoice", hours: 6.5, activityName: "Sveising", projectName: "Kaianlegg Straumsnes", hourlyRate: 1250, date: "2026-03-17" });
    expect(r.gate.ok).toBe(true);
    // No row marked: the sheet stands as written, no row dropped for the writer's word alone.
    expect(keepMarkedRow(sheet(""))).toBe(sheet(""));
  });

  it("reads a marked bank line's signed figure as the payment (a '+' before a figure with øre is no country code)", () => {
    const r = read(
      [
        "please register the payment of Hallvik Rederi's invoice in full (org 912 448 031) – it's the line I marked, the others are done",
        "",
        "Online bank – account movements                         (exported 19.03.2026 07:55)",
        "Date        Text                                              Amount",
        "16.03.2026  Incoming Strandvik Fisk AS KID 0041177              +6 300,00",
        "17.03.2026  Incoming HALLVIK REDERI AS ref. hull survey         +24 875,00   <<",
        "18.03.2026  Card purchase Esso Molde                            -912,40",
      ].join("\n"),
      "2026-03-19",
    );
    expect(r.task).toMatchObject({ type: "register_payment", amountExcludingVat: 24875 });
    expect(r.gate.ok).toBe(true);
  });
});

describe("a signed offer letter attached", () => {
  it("takes the name from a greeting by title and surname with the address block's given name, and not the letterhead's address as the person's", () => {
    const doc = parseEmploymentDocument(
      "Fjordlys Interiør AS · Storgata 12 · 6413 Molde\nTel. +47 71 22 40 18 · post@fjordlys.no\n\nFrau\nAnke Brodersen\nDeichstraße 3\n25813 Husum\n\nSTELLENANGEBOT\n\nSehr geehrte Frau Brodersen,\n\nwir freuen uns, Ihnen die Stelle als Einkäuferin in unserer Abteilung Innkjøp anzubieten.\n\nGeburtsdatum:   14.06.1990\nEintrittsdatum: 01.06.2026",
    );
    expect(doc).toMatchObject({ employeeName: "Anke Brodersen", department: "Innkjøp", dateOfBirth: "1990-06-14", startDate: "2026-06-01" });
    expect(doc.email).toBeUndefined();
    expect(parseEmploymentDocument("ARBEIDSAVTALE\nArbeidstaker:      Siv Lunde\nBankkonto lønn:    9710.23.45081").bankAccountNumber).toBe("97102345081");
    // The person's own address, unlabelled, is still read.
    expect(parseEmploymentDocument("Dear Ms Brodersen,\n\nplease confirm to anke.brodersen@example.org by Friday.").email).toBe("anke.brodersen@example.org");
  });
});

describe("a tracker's checklist", () => {
  it("reads departments listed as 'avd. → name' and leaves out the items that are no names", () => {
    const r = interpretWithRules(
      "FJT-5120 · Status: Open → agent\nOppdrag: 4471 Fjordtre AS\n\n3 new avd. in TX\n1) avd. → Sawmill\n2) avd. → Planing\n3) avd. → Dispatch\n4) numbers free, just no duplicates\n5) cost centre list to the client – [IKKE GJORT] not for agent\n\nAbbr.: avd. = avdeling (department), TX = Tripletex",
      [],
      { today: "2026-03-18" },
    );
    expect(r.task).toMatchObject({ type: "create_departments", names: ["Sawmill", "Planing", "Dispatch"] });
  });
});

describe("a shop's receipt attached", () => {
  it("reads a figure with its unit ('1,25 l') as part of the item's name, the price after it as the line's", () => {
    const doc = parseReceiptDocument(
      "JERNIA\nOrg.nr 912 334 556 MVA\nKVITTERING   16.03.2026\n------------------------------------------------\nVannkoker 1,25 l                         549,00\nSkjøteledning 2,50 m                     199,00\n------------------------------------------------\nTOTALT                                     748,00\nHerav MVA 25 %                             149,60",
    );
    expect(doc.items).toEqual([
      { description: "Vannkoker 1,25 l", amount: 549 },
      { description: "Skjøteledning 2,50 m", amount: 199 },
    ]);
  });
});


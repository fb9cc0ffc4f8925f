import { describe, expect, it } from "vitest";
import { findAmounts } from "./extract/amounts";
import { findDates } from "./extract/dates";
import { impliedKroner } from "./extract/implied-currency";
import { interpretWithRules } from "./rules";
import { typedAttachment } from "./test-attachments";
import { attachedText } from "./attached-text";
import { mentionOf } from "./tasks/receipt-text";
import { parseReceiptDocument } from "@/lib/accounting/files/documents/receipt";

/** Numbers and dates as a country writes them (Switzerland: "12'500.–", "3.2.26"), and what such a writer does around them. */

const read = (text: string, today = "2026-03-21") => interpretWithRules(text, [], { today });

describe("amounts and dates written the Swiss way", () => {
  it("'890.–' and \"12'760.–\" are round sums of money; a date range's '24.–27.2.' is none", () => {
    expect(findAmounts("Preis 890.– exkl. MWST").map((a) => a.value)).toEqual([890]);
    expect(findAmounts("«Aluguer sala» – 12'760.– sem IVA").map((a) => a.value)).toEqual([12760]);
    expect(findAmounts("Seminar 24.–27.2. im Saal")).toEqual([]);
  });

  it("'1.4.' after a word is a date of this year; a section's '1.4.' at a line's start is none; '7.11.96' is in 1996", () => {
    expect(findDates("begynner hos oss 1.4. (resepsjon)", "2026-03-01").map((d) => d.iso)).toEqual(["2026-04-01"]);
    expect(findDates("1.4. Registrer leverandøren", "2026-03-01")).toEqual([]);
    expect(findDates("Født 7.11.96. Start 1.4.26", "2026-03-01").map((d) => d.iso)).toEqual(["1996-11-07", "2026-04-01"]);
  });

  it("a request in Swiss figures is read whole", () => {
    const r = read("Grüezi\n\nBitte das Produkt «Tagungspauschale Ganztag» anlegen, Produktnummer 3310.\nPreis 890.– exkl. MWST, normaler Satz 25%.\n\nMerci vielmal! Regula");
    expect(r.task).toMatchObject({ type: "create_product", name: "Tagungspauschale Ganztag", priceExcludingVat: 890 });
    const e = read("Hoi\n\nTorstein Vikøyr, fødd 23.2.79, e-post torstein.vikoyr@example.org.\nLegg han inn som tilsett, takk.");
    expect(e.task).toMatchObject({ type: "create_employee", dateOfBirth: "1979-02-23" });
  });

  it("a single figure with øre of three whole digits or more is kroner where no currency is written; a date's '12.03' is not", () => {
    expect(impliedKroner("Beleg über 4'215.60 buchen")).toBe("Beleg über 4'215.60 kr buchen");
    expect(impliedKroner("bokfør 980,00 på konto 6800")).toBe("bokfør 980,00 kr på konto 6800");
    expect(impliedKroner("Termin am 12.03 im Büro")).toBe("Termin am 12.03 im Büro");
  });
});

describe("what the writer does around the figures", () => {
  it("'Startdato 01.05.2026 – korr.: 15.05.2026' starts on the corrected date", () => {
    const r = read("Hoi\n\nTorstein Vikøyr, fødd 23.2.79, e-post torstein.vikoyr@example.org.\nStartdato 01.05.2026 – korr.: 15.05.2026, han har oppseiingstid.\nLegg han inn som tilsett med den startdatoen, takk.");
    expect(r.task).toMatchObject({ type: "create_employee", startDate: "2026-05-15" });
  });

  it("a figure withdrawn with an apology is read whole when its thousands are marked with an apostrophe", () => {
    const r = read("Grüezi\n\nFactura – Viajes Altamira, sala 12.–13.3.\nCrear y enviar una factura al cliente Viajes Altamira SL (nº org. 962 874 310).\nImporte: Fr. 38'400.– – perdón, NOK 38'400.– sin IVA (IVA normal 25%).\nTexto de la línea: «Alquiler de sala y equipo técnico».\n\nMerci vielmal, Regula");
    expect(r.task).toMatchObject({ lines: [{ description: "Alquiler de sala y equipo técnico", unitPriceExcludingVat: 38400 }], send: true });
  });

  it("'une facture ouverte', 'una factura abierta' is an open invoice to pay, not one to make", () => {
    const r = read("Le client Voyages Lavaux Sàrl (nº org. 968221540) a une facture ouverte de 18'640.– HT pour «Hébergement séminaire».\nIls ont tout payé – merci d'enregistrer le paiement complet de cette facture.");
    expect(r.task?.type).toBe("register_payment");
  });

  it("of a typed receipt's lines, the one said to go on another receipt is not booked", () => {
    const r = read(
      "Kvitteringa er frå Ulvik Jernvare AS (org.nr. 990612334), 4.3.26, betalt med firmakortet:\nKaffemaskin 6'990.–\nAvkalkingsmiddel 189.–\nTotalt 7'179.–, herav mva 25% 1'435.80\nBerre kaffimaskina skal førast – på avdeling Kjøkken, konto 6540. Avkalkingsmiddelet går på ein annan kvittering.",
    );
    expect(r.task).toMatchObject({ type: "receipt_expense_to_department", item: "Kaffemaskin", amountIncludingVat: 6990, expenseAccount: 6540, department: "Kjøkken" });
  });

  it("a job title quoted after its word in a sentence is the title", () => {
    const r = read(
      "Élodie Marchand a accepté notre offre. née le 12.10.1993; poste «Réceptionniste principale», département Resepsjon; entrée le 01.08.2026, poste fixe (CDI), 100%, salaire annuel 468 000 NOK. Merci de faire l'onboarding complet.",
    );
    expect(r.task).toMatchObject({ type: "onboard_from_offer_letter", jobTitle: "Réceptionniste principale" });
    expect(r.gate.ok).toBe(true);
  });
});

describe("a receipt's line named in another country's word", () => {
  const slip = (line: string) =>
    ["VIDDA JERNVARE AS", "Storgata 3, 3570 Ål", "Org.nr: 912345679", "", "KVITTERING - 04.03.2026", "", "Vare                              Pris", line, "Kaffi og bolle                   58,00 kr", "", "Totalt:                       1 248,00 kr"].join("\n");

  it("finds 'Togbillett' by its Swiss German 'Zugbillett': the compound's long tail is the same", () => {
    expect(mentionOf("nur das Zugbillett buchen", "Togbillett Bergen-Oslo")).toBeGreaterThanOrEqual(0);
    expect(mentionOf("nur den Kaffee", "Togbillett Bergen-Oslo")).toBe(-1);
  });

  it("parts a size from the price its flattened gap joined it to ('str. 42   1 190,00 kr')", () => {
    expect(parseReceiptDocument(slip("Vernesko str. 42              1 190,00 kr")).items[0]).toEqual({ description: "Vernesko str. 42", amount: 1190 });
  });

  it("holds back an item read dearer than the whole receipt", async () => {
    const docs = await typedAttachment("kvittering.txt", slip("Vernesko str. 42              1 190,00 kr").replace("Totalt:                       1 248,00 kr", "Totalt:                         248,00 kr"));
    const r = interpretWithRules("Frå denne kvitteringa skal berre verneskoa førast, på avdeling «Verkstad». Bruk rett kostnadskonto og mva.", docs, { today: "2026-03-21" });
    expect(r.gate.ok).toBe(false);
    expect(r.gate.reasons.join(" ")).toMatch(/more than the receipt's total/);
  });
});


describe("fractions and Roman months", () => {
  it("'7½ Stunden' and '36 ½ timar' are 7.5 and 36.5 hours", () => {
    const r = read(
      "Bitte 7½ Stunden für Jonas Eide (jonas.eide@example.org) auf die Aktivität «Konstruksjon» im Projekt «Housing Redesign H9» für Tiefsee Systeme GmbH (Org.-Nr. 961 774 530) erfassen. Stundensatz: 1.150,00 NOK/h. Danach eine Projektrechnung an den Kunden.",
    );
    expect(r.task).toMatchObject({ type: "log_hours_and_invoice", hours: 7.5, hourlyRate: 1150 });
    expect(r.gate.ok).toBe(true);
    const n = read(
      "Før timar på prosjektet «Sensorbøye Feøy» for Feøy Kystdata AS (org.nr 923 504 611): Torunn Hovda (torunn.hovda@example.org) 36 ½ timar på aktiviteten «Feltarbeid», timepris 980 kr. Lag faktura til kunden etterpå.",
    );
    expect(n.task).toMatchObject({ hours: 36.5 });
  });

  it("'geb. 3.VIII.1988' is 3 August 1988 and 'Mo 18.V.' the 18th of May; a chapter's 'IV.' is no month", () => {
    const r = read("Neue Mitarbeiterin anlegen: Friederike Aamodt, geb. 3.VIII.1988, E-Mail friederike.aamodt@example.org, Arbeitsbeginn 1.VI.2026.", "2026-05-18");
    expect(r.task).toMatchObject({ type: "create_employee", dateOfBirth: "1988-08-03", startDate: "2026-06-01" });
    const k = read("Siehe Kap. IV. Neue Mitarbeiterin anlegen: Friederike Aamodt, E-Mail friederike.aamodt@example.org, Arbeitsbeginn 1.6.2026.", "2026-05-18");
    expect(k.task).toMatchObject({ startDate: "2026-06-01" });
    expect(k.task).not.toHaveProperty("dateOfBirth");
  });
});

describe("an offer letter's addressee", () => {
  it("'Til: Lena BRANDT' is the candidate, her surname written as a name; a defined term in brackets after it is no part of it", async () => {
    const letter = (to: string) =>
      ["ESPESETH HYDROTEKNIKK AS", "Vangsgata 22, 5700 Voss - org 915 800 734", "", "TILBOD OM STILLING", "", `Til: ${to}`, "", "Vi tilbyr deg stillinga som CAD-teiknar i avdeling Dokumentasjon.", "", "  Fødselsdato ........ 1998-12-05", "  Tiltreding ......... 2026-08-17", "  Stillingsprosent ... 80 %", "  Årsløn ............. 448 000 NOK"].join("\n");
    const ask = "Tilbodsbrev vedlagt. Fullt onboarding: opprett den tilsette, rett avdeling, tilsetjing med stillingsprosent og årsløn.";
    const r = interpretWithRules(ask, await attachedText("tilbodsbrev.txt", letter("Lena BRANDT")), { today: "2026-05-04" });
    expect(r.task).toMatchObject({ type: "onboard_from_offer_letter", firstName: "Lena", lastName: "Brandt", annualSalary: 448000 });
    const d = interpretWithRules(ask, await attachedText("tilbodsbrev.txt", letter("Håkon Myklebust («Kandidaten»)")), { today: "2026-05-04" });
    expect(d.task).toMatchObject({ firstName: "Håkon", lastName: "Myklebust" });
  });
});

import { describe, expect, it } from "vitest";
import { interpretWithRules } from "./rules";

/** Instructions that cite rules, carry a version and say what changed since the last one. */

const read = (text: string, today = "2026-03-21") => interpretWithRules(text, [], { today });

describe("an instruction that cites its rules and versions", () => {
  it("a quote after a cited rule's section number is the section's title, no value of the task", () => {
    const r = read(
      "Instruks CO-26/041, versjon 1.0 (2026-03-09)\n\nMed hjemmel i arbeidsmiljøloven § 14-5 og personalpolicy HR-POL-02 v4.1 pkt. 3.2 («registrering før første arbeidsdag») skal alle nyansatte registreres i systemet før tiltredelse. Ansettelsen nedenfor ble vedtatt av ansettelsesrådet 2026-02-26 (sak HR-2026-0031), og arbeidsavtalen ble signert 2026-03-02.\n\nVennligst opprett den nyansatte som ansatt: Åsmund Tveitereid, født 1991-08-27, e-postadresse asmund.tveitereid@example.org. Arbeidsforholdet starter 2026-04-01 (tiltredelsesdato etter avtalen; signeringsdatoen 2026-03-02 skal ikke brukes som startdato).\n\nØvrige avtalevilkår (prøvetid 6 måneder, jf. aml. § 15-6) registreres ikke under denne instruksen.\n\nJournalføres i sak CMP-2026-0117 (oppbevaring jf. bokføringsloven § 13).\n\nMed hilsen\nTurid Aarflot\nEtterlevelsesansvarlig, Vågen Assuranse Megling AS",
    );
    expect(r.task).toMatchObject({ type: "create_employee", firstName: "Åsmund", lastName: "Tveitereid", email: "asmund.tveitereid@example.org" });
    expect(r.gate.ok).toBe(true);
  });

  it("a paragraph on what changed since an earlier version is set aside: the text states the values as they now are", () => {
    const r = read(
      "Instruks CO-26/089, versjon 1.1 (2026-04-24)\n\nI samsvar med leverandørpolicy INK-POL-05 v1.3 § 4 og gjennomført sanksjonsscreening 2026-04-23 (logg SANK-2026-0274, ingen treff) kan følgende leverandør registreres: Kvamsøy Arkivtjenester AS, organisasjonsnummer 914673082, e-post faktura@kvamsoyarkiv.no.\n\nRettelse til versjon 1.0 av denne instruksen: e-postadressen var der skrevet «faktura@kvamsoy-arkiv.no». Det er feil. Korrekt adresse, bekreftet skriftlig av leverandøren 2026-04-23, er faktura@kvamsoyarkiv.no (uten bindestrek).\n\nJournalføres i sak CMP-2026-0171 (oppbevaring jf. bokføringsloven § 13).\n\nMed hilsen\nTurid Aarflot\nEtterlevelsesansvarlig",
    );
    expect(r.task).toMatchObject({ type: "create_supplier", organizationNumber: "914673082", email: "faktura@kvamsoyarkiv.no" });
    expect(r.gate.ok).toBe(true);
  });

  it("the year closed is the year written alone, not the year of the instruction's own date", () => {
    const r = read(
      "Instruks CO-26/009, versjon 1.1 (2026-01-29)\n\nDet forenklede årsoppgjøret for 2025 skal posteres, ett eget bilag per driftsmiddel, debet konto 6010 og kredit konto 1209:\n– «Arkivreoler»: kostpris NOK 211 500,00, levetid 9 år (eiendelskonto 1200);\n– «Inventar»: kostpris NOK 88 200,00, levetid 7 år (eiendelskonto 1240).\n\nRettelse til versjon 1.0 av 2026-01-28: levetiden for «Inventar» var der oppgitt til 5 år. Korrekt levetid er 7 år.",
      "2026-01-29",
    );
    expect(r.task).toMatchObject({ type: "year_end_closing", year: 2025 });
    expect((r.task as { assets: unknown[] }).assets).toHaveLength(2);
    expect(r.gate.ok).toBe(true);
  });
});

describe("documents, rates and verbs an instruction cites", () => {
  it("a bank statement's number is a reference; the 'EUR 1' a rate is given for is no amount", () => {
    const r = read(
      "Instruction CO-26/071 – version 1.0 du 2026-04-10\n\nNous avons facturé EUR 9 640,00 au client Armement Kerbrat SAS (numéro d'organisation 978204613) par la facture du 2026-03-05, comptabilisée au cours de NOK 11,42 pour EUR 1. Le client a maintenant réglé l'intégralité des EUR 9 640,00 ; au jour du paiement, le cours était de NOK 11,67 pour EUR 1 (relevé bancaire n° 2026-069 du 2026-04-09).\n\nConformément à la politique de change VAL-POL-01, version 1.2, point 4.1 (écarts de change réalisés), je vous prie d'enregistrer le paiement de sorte que la facture soit entièrement soldée, et de comptabiliser l'écart de change (gain de change, agio) sur le compte approprié.\n\nClassement : dossier CMP-2026-0157 (conservation selon l'article 13 de la loi comptable norvégienne).\n\nCordialement,\nTurid Aarflot\nResponsable de la conformité",
    );
    expect(r.task).toMatchObject({ type: "currency_payment_difference", amountForeign: 9640, invoiceRate: 11.42, paymentRate: 11.67 });
    expect(r.gate.ok).toBe(true);
    const p = read(
      "Instruks CO-26/043, versjon 1.0 (2026-03-10)\n\nJf. bokføringsforskrifta § 5-5 og rutine for innbetalingar INN-RUT-03 v2.1 pkt. 4 skal innbetalingar bokførast fortløpande. Kunden Hardangerfisk AS (org.nr. 962418357) har ei open faktura på NOK 31 600,00 ekskl. mva. for «Risikogjennomgang havbruk» (fakturadato 2026-02-16). Kunden har no betalt heile fakturabeløpet; kontoutskrift nr. 2026-049 av 2026-03-09 stadfestar innbetalinga.\n\nRegistrer full innbetaling på denne fakturaen, det vil seie heile utestående beløp inklusive mva. Det skal ikkje lagast ny faktura.\n\nJournalført i sak CMP-2026-0119 (oppbevaring, jf. bokføringslova § 13).\n\nHelsing\nTurid Aarflot\nEtterlevingsansvarleg",
    );
    expect(p.task).toMatchObject({ type: "register_payment" });
    expect(p.gate.ok).toBe(true);
  });

  it("'el cliente abonó el importe' is a payment, no credit note; 'n.º 7310' after a product's name is its number", () => {
    const r = read(
      "Instrucción CO-26/050 (versión 1.0, 2026-03-16)\n\nCon arreglo al contrato marco CM-2026-004 (cláusula 3.2) y al procedimiento de pedidos y facturación FAK-POL-02 v3.0, apartado 3.1 (todo servicio se registra primero como pedido), solicito lo siguiente para el cliente existente Rías Baixas Pesca SL (n.º de organización 967203815):\n\nCree un pedido con los productos «Auditoría de pólizas» (n.º 7310) a NOK 21.600,00 y «Informe de siniestralidad» (n.º 7311) a NOK 9.850,00, ambos importes sin IVA, IVA del 25 % según la ficha del producto. A continuación convierta el pedido en factura y registre el pago completo: el cliente abonó el importe íntegro IVA incluido, según el extracto bancario n.º 2026-055 de 2026-03-13.\n\nNo deben crearse clientes ni productos nuevos.\n\nArchivo: expediente CMP-2026-0135 (conservación conforme al § 13 de la bokføringsloven).\n\nAtentamente,\nTurid Aarflot\nResponsable de Cumplimiento Normativo",
    );
    expect(r.task).toMatchObject({
      type: "order_to_invoice_with_payment",
      lines: [
        { description: "Auditoría de pólizas", productNumber: "7310", unitPriceExcludingVat: 21600 },
        { description: "Informe de siniestralidad", productNumber: "7311", unitPriceExcludingVat: 9850 },
      ],
    });
  });
});

describe("a document retyped into an instruction", () => {
  it("a receipt retyped as one paragraph is read sentence by sentence, dated by its own date", () => {
    const r = read(
      "Instruks CO-26/105, versjon 1.0 (2026-05-12)\n\nKvitteringa under er betalt med firmakort og ligg skanna i arkivet (dok.nr. SKAN-2026-0530). Eg gjengir innhaldet:\n\n«Torgallmenningen Kontorsenter AS, org.nr. 987246130. KVITTERING 2026-05-08. Dokumentskap NOK 4 950,00. Skrivebordslampe NOK 780,00. Totalt NOK 5 730,00, herav mva. 25 % NOK 1 146,00. Betalt med firmakort.» Prisane er inklusive mva.\n\nEtter utgiftspolicy UTL-POL-01 v2.0 pkt. 4.3 er berre dokumentskapet godkjent (budsjettvedtak 2026-04-30, sak BUD-2026-011). Bokfør difor kostnaden for linja «Dokumentskap» aleine, ikkje kvitteringstotalen, på avdelinga Arkiv, på kostnadskonto 6540 (inventar under aktiveringsgrensa, REG-POL-01 v2.0 pkt. 4.3), med rett handsaming av inngåande mva. 25 %. Bruk kvitteringsdatoen.\n\nJournalført i sak CMP-2026-0180 (oppbevaring, jf. bokføringslova § 13).\n\nHelsing\nTurid Aarflot\nEtterlevingsansvarleg",
    );
    expect(r.task).toMatchObject({ type: "receipt_expense_to_department", item: "Dokumentskap", amountIncludingVat: 4950, date: "2026-05-08", receiptTotal: 5730 });
    expect(r.gate.ok).toBe(true);
  });

  it("'Beginn des Arbeitsverhältnisses am …' is the start date, not the instruction's own date", () => {
    const r = read(
      "Anweisung CO-26/077 – Version 1.1 vom 2026-04-14 (ersetzt Version 1.0 vom 2026-04-13)\n\nGemäß § 14-5 des norwegischen Arbeitsumweltgesetzes (arbeidsmiljøloven) sowie unserer Personalrichtlinie HR-POL-02, Fassung 4.1, Ziff. 3.2, ist jede neue Mitarbeiterin vor dem ersten Arbeitstag im System zu erfassen. Der Einstellungsbeschluss datiert vom 2026-04-02 (Vorgang HR-2026-0058).\n\nBitte legen Sie Frau Friederike Walbrunn als Mitarbeiterin an: geboren am 1987-02-03, E-Mail friederike.walbrunn@example.org, Beginn des Arbeitsverhältnisses am 2026-05-18.\n\nKorrektur gegenüber Version 1.0: Dort war als Eintrittsdatum irrtümlich 2026-05-04 angegeben. Maßgeblich ist ausschließlich der 2026-05-18.\n\nAblage: Vorgang CMP-2026-0163 (Aufbewahrung gem. § 13 bokføringsloven).\n\nMit freundlichen Grüßen\nTurid Aarflot\nCompliance, Vågen Assuranse Megling AS",
    );
    expect(r.task).toMatchObject({ type: "create_employee", startDate: "2026-05-18", dateOfBirth: "1987-02-03" });
  });
});

describe("a project priced by role", () => {
  it("each person's hours at their role's rate, the role the one written nearest to them", () => {
    const r = read(
      "Instruks CO-26/074, versjon 1.0 (2026-04-14)\n\nEngasjementsutvalet godkjende 2026-04-09 (protokoll 4/2026, sak 1) oppdraget «Skadeførebygging Nordfjord» for kunden Nordfjord Reiseliv AS (org.nr. 916204583). Etter prosjektpolicy PRJ-POL-01 v1.2 pkt. 4 skal heile livsløpet til prosjektet førast i systemet:\n\n1) Opprett prosjektet «Skadeførebygging Nordfjord» for kunden. Prosjektet har eit budsjett på NOK 285 000,00. Prosjektleiar er Håvard Eikrem (havard.eikrem@example.org).\n2) Før timar på prosjektet: Håvard Eikrem (prosjektleiar) 36 timar og Ragnhild Sæbø (konsulent, ragnhild.sabo@example.org) 52 timar, begge med dato 2026-04-13.\n3) Registrer leverandørkostnad frå Stad Geoteknikk AS (org.nr. 925307146): faktura SG-2026-118 på NOK 41 300,00 ekskl. mva., med 25 % inngåande mva. i tillegg (totalt NOK 51 625,00), ført som prosjektkostnad på prosjektet.\n4) Opprett ein kundefaktura for prosjektet, for dei førte timane med timesats NOK 1 450,00 (prosjektleiar) og NOK 1 150,00 (konsulent), ekskl. mva.\n\nKunden, dei to tilsette og leverandøren finst frå før og skal ikkje opprettast på nytt.\n\nJournalført i sak CMP-2026-0156 (oppbevaring, jf. bokføringslova § 13).\n\nHelsing\nTurid Aarflot\nEtterlevingsansvarleg",
    );
    expect(r.task).toMatchObject({
      type: "project_lifecycle",
      timeEntries: [
        { employee: { name: "Håvard Eikrem" }, role: "project_manager", hours: 36, hourlyRate: 1450 },
        { employee: { name: "Ragnhild Sæbø" }, role: "consultant", hours: 52, hourlyRate: 1150 },
      ],
    });
    expect(r.gate.ok).toBe(true);
  });
});

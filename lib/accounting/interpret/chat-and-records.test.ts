import { describe, expect, it } from "vitest";
import { interpretWithRules } from "./rules";
import { writeOutThousands } from "./extract/thousands-suffix";
import { readKeyValues, systemKeyWords } from "./structure/key-values";
import { mendTypos } from "./concepts/typos";
import { impliedKroner } from "./extract/implied-currency";

/** A chat writer's thousands and split words, and a record pasted from a CRM or a ticket system. */

const read = (text: string, today = "2026-05-20") => interpretWithRules(text, [], { today });

describe("a chat writer's figures", () => {
  it("writes out thousands glued to a 'k', in kroner when no currency is named", () => {
    expect(writeOutThousands("18,5k ex vat og 240k og 1,35k")).toBe("18 500 kr ex vat og 240 000 kr og 1 350 kr");
    expect(writeOutThousands("12k NOK")).toBe("12 000 NOK");
    // A unit after the figure is no thousands.
    expect(writeOutThousands("kjørte 12 km og 5kg")).toBe("kjørte 12 km og 5kg");
    const r = read('hey\nneed an invoice sent to harbourline logistics ltd (orgnr 881312336)\n18,5k ex vat\nits for "warehouse audit march"\npls send it straight to them asap thx');
    expect(r.task).toMatchObject({ type: "create_and_send_invoice", amountExcludingVat: 18500, customer: { organizationNumber: "881312336" } });
  });

  it("reads a base salary written as two words, and the bonus 'on top of the base salary' as the bonus", () => {
    const r = read("hei\nkan du kjøre lønn for sigrid lunde (sigrid.lunde@fjordkvartal.no) for denne mnd\ngrunn lønn 41,5k\n+ engangs bonus 6k oppå grunnlønna\nthx");
    expect(r.task).toMatchObject({ type: "run_payroll", baseSalary: 41500, bonus: 6000 });
  });

  it("gives a name on its own line after 'namn' its capitals", () => {
    const r = read('hei\nhar fått tilbodsbrev\nnamn ingrid lægreid\nfødd 5/12/1990\navdeling "kundesenter"\nstartar 17/8\nfast stilling\n100%\nårsløn 455k\nstandard arbeidstid 7 timar per dag\nopprett den tilsette');
    expect(r.candidate).toMatchObject({ type: "onboard_from_offer_letter", firstName: "Ingrid", lastName: "Lægreid", annualSalary: 455000 });
  });
});

describe("a chat writer's corrections, addresses, codes and fees", () => {
  it("corrects the figure of as many digits in the bubble before a bare star figure", () => {
    const r = read('yo quick one\ncan u make a product "bike repair kit" nr 8812\n*8821 sorry fat fingers\nprice 1,2k ex vat, normal 25% vat\nty');
    expect(r.task).toMatchObject({ type: "create_product", productNumber: "8821", priceExcludingVat: 1200 });
  });

  it("reads an address with no comma before the postcode after a street's word, and gives a code its capitals", () => {
    const c = read("hei\nkan du oppretta ein ny kunde\nfjellbrygg as\norgnr 878 055 047\nadressa er stasjonsvegen 12 5700 voss\nepost post@fjellbrygg.no\ntakk");
    expect(c.task).toMatchObject({ type: "create_customer", address: { addressLine1: "Stasjonsvegen 12", postalCode: "5700", city: "Voss" } });
    const s = read("hey\ngot a supplier invoice on paper so typing it\nsupplier inkwell office supply as orgnr 985214875\ninvoice nr iw-20931\ndate 12/3 due 11/4\n\"printer paper and toner\"\n7,2k + 25% vat 1,8k = 9k total\npls register it and create the supplier, account 6800");
    expect(s.candidate).toMatchObject({ type: "register_supplier_invoice", invoiceNumber: "IW-20931" });
  });

  it("reads a fee 'of' a bare figure as kroner when kroner are named elsewhere", () => {
    const r = read("hi\neiner unserer kunden hat ne überfällige rechnung\nsuch bitte die überfällige rechnung raus und buch eine mahngebühr von 55\nsoll 1500 haben 3400\nmach auch ne rechnung über die mahngebühr an den kunden und schick sie raus\nund buch noch eine teilzahlung von 5k auf die überfällige rechnung");
    expect(r.candidate).toMatchObject({ type: "overdue_invoice_reminder", reminderFee: 55, partialPaymentAmount: 5000 });
  });
});

describe("a chat writer's bare figures and unnamed companies", () => {
  it("reads a retyped receipt's lines whose figures add up to its total as kroner", () => {
    expect(impliedKroner("quittung vom 21/4\nbürostuhl 2490\nverlängerungskabel 249\nbatterien 129\nsumme 2868 alles inkl 25% mwst\nkonto 6540")).toBe(
      "quittung vom 21/4\nbürostuhl 2490 kr\nverlängerungskabel 249 kr\nbatterien 129 kr\nsumme 2868 kr alles inkl 25% mwst\nkonto 6540",
    );
    // Figures that do not add up to the total are left as they are.
    expect(impliedKroner("a 12\nb 30\ntotal 50 stk")).toBe("a 12\nb 30\ntotal 50 stk");
  });

  it("leaves a figure inside a longer token alone when kroner are named ('1'890.00NOK', 'LØNN 2026-03')", () => {
    const p = read('product+ :: "Hydraulic hose kit HK-12"\nno. → 4712\nprice → 1\'890.00NOK ex VAT\nVAT → 25% (standard)');
    expect(p.task).toMatchObject({ type: "create_product", productNumber: "4712", priceExcludingVat: 1890 });
    expect(p.gate.ok).toBe(true);
    const l = read("LØNN 2026-03\nOla Nordbø / ola.nordbo@example.org\nfastlønn 46500.00 NOK + engangsbonus 8000.00 NOK\nkjør lønn pls");
    expect(l.gate.ok).toBe(true);
  });

  it("takes no label for a company's name before an org. no. label of its own line or with a colon", () => {
    const d = read("A new customer for you to register: Harbourlight Ltd.\n\nDetails:\nOrg. no. 878055047\nPostal address: Strandkaien 8, 5013 Bergen\nE-mail: office@harbourlight.no");
    expect(d.task).toMatchObject({ type: "create_customer", name: "Harbourlight Ltd", organizationNumber: "878055047" });
    const f = read("new supplier, pls add – copied from their vendor registration form\n\nLegal name:            Harbourline Supplies Ltd\nNorwegian org. no.:    919232153\nInvoices sent from:    accounts@harbourline.co.uk");
    expect(f.task).toMatchObject({ type: "create_supplier", name: "Harbourline Supplies Ltd" });
    // With kroner named, a total said without VAT is left to the hours and the rate.
    const h = read('Registra 12 horas da Lucía Moreno (lucia.moreno@example.org) no projeto "Portal de clientes" (cliente Faro Digital SL, org.nr 958496575), atividade Testing. Valor/hora NOK 950,00. Depois fatura essas horas pro cliente - deve dar 11.400,00 sem mva.');
    expect(h.task).toMatchObject({ type: "log_hours_and_invoice", hours: 12, hourlyRate: 950 });
  });

  it("reads a figure said without VAT as an amount, and a company without a form before its number's label", () => {
    const r = read('hei\nkan du laga og senda ein faktura til vossarock festivallag orgnr 915985343\n6400 eks mva\ngjeld "leige av lydanlegg"\ndei skal ha han på epost den står på kunden');
    expect(r.task).toMatchObject({ type: "create_and_send_invoice", customer: { name: "Vossarock Festivallag", organizationNumber: "915985343" }, amountExcludingVat: 6400 });
  });
});

describe("a fast typist's slips", () => {
  it("mends a label's slip and two vowels exchanged in a task word", () => {
    const p = read('hallo, bitte ein neues prdoukt anlegen: "Espressobohnen Hafenröstung", produktnumer 4417, preis 289 nok ohne mwst und bitte mit 15% mwst');
    expect(p.task).toMatchObject({ type: "create_product", productNumber: "4417", priceExcludingVat: 289 });
    const c = read("hi can you add a new costumer for me: Fjordlight Studios Ltd, org nr 926 481 357 and email post@fjordlightstudios.no thx");
    expect(c.classification.type).toBe("create_customer");
  });

  it("mends the words of the closing tasks too, never a word by its first letter or into a word one letter longer it also is", () => {
    expect(mendTypos("despues revierte los gastos antcipados")).toBe("despues revierte los gastos anticipados");
    expect(mendTypos("dei vaskar kontoret på Kokstad, supplier contact: Oddny")).toBe("dei vaskar kontoret på Kokstad, supplier contact: Oddny");
    // A stem's last letter missing before an ending is another word: "corrijo", "Relevage", "recibida" stay.
    expect(mendTypos("fez 7 h – corrijo, 7,5 h; Relevage de l'orgue; transferencia recibida hoy")).toBe("fez 7 h – corrijo, 7,5 h; Relevage de l'orgue; transferencia recibida hoy");
    // A month's name between a day and a year is mended with one letter changed too.
    expect(mendTypos("nasceu dia 23 de novenbro de 1988")).toBe("nasceu dia 23 de novembro de 1988");
    // A day's name is a word as written: "vendredi" is no slip of "vendor".
    expect(mendTypos("Envoyé : vendredi 20 mars 2026, prêt avant vendredi")).toBe("Envoyé : vendredi 20 mars 2026, prêt avant vendredi");
  });

  it("takes a person's name the address spells though a word of it is also a label's word", () => {
    const r = read("oi! preciso cadastrar um funcionario novo, Thiago Nascimento, nasceu dia 23 de novembro de 1988, o email dele e thiago.nascimento@example.org e ele comeca a trabalhar dia 16 de marco de 2026.");
    expect(r.task).toMatchObject({ type: "create_employee", firstName: "Thiago", lastName: "Nascimento", dateOfBirth: "1988-11-23" });
  });
});

describe("a record pasted from a CRM or a ticket system", () => {
  it("writes a software field name out in words", () => {
    expect(systemKeyWords("emp_first_name")).toBe("employee first name");
    expect(systemKeyWords("cust_org_no")).toBe("customer org no");
    expect(systemKeyWords("unitPriceExclVat")).toBe("unit price excl vat");
    expect(systemKeyWords("bonus_once")).toBe("one-time bonus");
    expect(systemKeyWords("emp_start")).toBe("employee start date");
    expect(systemKeyWords("name")).toBeUndefined();
    expect(readKeyValues("status: NEW  prio: P3\nemp_first_name: Eirik\nemp_last_name: Sandvold")).toBe("status: NEW\nprio: P3\nemployee first name: Eirik\nemployee last name: Sandvold");
  });

  it("reads an employee's fields and a payslip's figures under the system's labels", () => {
    const e = read("[HRIS] ticket_id=HR-44817  status=NEW  prio=P3\n\nemp_first_name: Eirik\nemp_last_name: Sandvold\nemp_dob: 1991-08-27\nemp_email: eirik.sandvold@example.org\nemp_start: 2026-05-04\n\n>> Opprett ham som ny ansatt i Tripletex, med fødselsdato, e-post og startdato som over.");
    expect(e.task).toMatchObject({ type: "create_employee", firstName: "Eirik", lastName: "Sandvold", dateOfBirth: "1991-08-27", startDate: "2026-05-04" });
    const p = read("[Helpflow] PAY-0718 · status: WAITING_FIN\n\nemp_first_name: Lukas\nemp_last_name: Brenner\nemp_email: lukas.brenner@example.org\nbase_salary: 61250.00\nbonus_once: 12000.00\npay_period: this month\n\n>> Bitte die Gehaltsabrechnung für Lukas für diesen Monat durchführen: Grundgehalt plus einmaliger Bonus.");
    expect(p.task ?? p.candidate).toMatchObject({ type: "run_payroll", baseSalary: 61250, bonus: 12000 });
  });

  it("reads an item written as an object on its line as an invoice line, its product number apart from its name", () => {
    const r = read('ticket_id=CS-32844  status=READY_TO_BILL\ncust_name=Bergbräu Kantine GmbH | cust_org_no=980344665\nline_items=[\n  {sku:"7411", descr:"Spülmaschinen-Service", qty:1, unit_price_excl_vat:2250.00, vat:"25"},\n  {sku:"7433", descr:"Hygieneschulung Kursheft", qty:2, unit_price_excl_vat:180.00, vat:"0 (befreit)"}\n]\n\n>> Bitte eine Rechnung an diesen Kunden mit diesen Produktzeilen erstellen – versenden ist nicht nötig.');
    expect(r.task).toMatchObject({
      type: "create_invoice_with_lines",
      lines: [
        { description: "Spülmaschinen-Service", productNumber: "7411", quantity: 1, unitPriceExcludingVat: 2250, vatRate: 25 },
        { description: "Hygieneschulung Kursheft", productNumber: "7433", quantity: 2, unitPriceExcludingVat: 180, vatRate: 0 },
      ],
    });
    // Written by hand the same way: "(product no. 7411)" leaves no "(product" in the name.
    const h = read("Rechnung an Bergbräu Kantine GmbH (org 980344665):\n- Spülmaschinen-Service (product no. 7411), 1 x 2250.00 NOK\n- Kursheft (7433), 1 x 180.00 NOK");
    expect(h.task).toMatchObject({ lines: [{ description: "Spülmaschinen-Service", productNumber: "7411" }, { description: "Kursheft" }] });
  });

  it("sets a record's notes, contacts and flags aside, and reads the writer's '>>' line as the request", () => {
    const s = read('ticket_id: AP-1052 | status: PENDING_FIN | created_at: 2026-01-26T11:27:50Z\n\nvendor_name: Vestbris Reinhald AS\nvendor_org_no: 921683308\nvendor_email: faktura@vestbrisreinhald.no\nvendor_contact: "Nesheim, Oddny"\npo_required: false\ninternal_note: "dei vaskar kontoret på Kokstad frå februar"\n\n>> Registrer Vestbris Reinhald AS som leverandør i Tripletex med org.nr. og e-post over. Takk!\n— samira.h · L2');
    expect(s.task).toMatchObject({ type: "create_supplier", name: "Vestbris Reinhald AS", organizationNumber: "921683308", email: "faktura@vestbrisreinhald.no" });
    expect(s.gate.ok).toBe(true);
    // A flag's words name no task ("dunning"), a customer's quoted words neither; "17.04." is a date, no amount.
    const p = read('cust_name: Kessler Messebau GmbH\ncust_org_no: 971334525\ninv_line: "Standmontage Messe Lillestrøm"\namt_excl_vat: 36800.00\ncust_says: "Wir haben am 17.04. komplett überwiesen, bitte Mahnung stoppen"\ndunning_paused: true\n\n>> Bitte die vollständige Zahlung auf dieser offenen Rechnung in Tripletex registrieren.\nGrüße, samira.h (L2)');
    expect(p.classification.type).toBe("register_payment");
    expect(p.message.values.money.map((m) => m.value)).not.toContain(17.04);
  });

  it("keeps a title labelled 'Intitulé de la note' a title, not a record's note", () => {
    const r = read("Je vous prie d'enregistrer une note de frais de déplacement pour Élodie Charvet (elodie.charvet@example.org).\n\nIntitulé de la note : « Audit client Stavanger ». Déplacement de 2 jours, du 2026-04-06 au 2026-04-07, avec indemnité journalière (taux journalier NOK 800,00). Frais : billet d'avion NOK 3 480,00 et taxi NOK 395,00.");
    expect(r.candidate).toMatchObject({ type: "register_travel_expense", title: "Audit client Stavanger" });
  });

  it("reads a figure an edit replaced ('— was 10000.00') as replaced, and the departments of a record's list by their names", () => {
    const p = read("emp_first_name: Lukas\nemp_last_name: Brenner\nemp_email: lukas.brenner@example.org\nbase_salary: 61250.00\nbonus_once: 12000.00   [edited 2026-09-24T13:18:44Z by hr.lead — was 10000.00]\n\n>> Bitte die Gehaltsabrechnung für Lukas für diesen Monat durchführen.");
    expect(p.task).toMatchObject({ type: "run_payroll", baseSalary: 61250, bonus: 12000 });
    expect(p.message.context.map((c) => [c.raw, c.reason])).toContainEqual(["10000.00 kr", "replaced-figure"]);
    const d = read("new_cost_centers:\n  - name: Field Service     hris_code: FS-01   head_count_planned: 6\n  - name: Onboarding        hris_code: OB-02   head_count_planned: 2\n  - name: Partner Sales     hris_code: PS-03   head_count_planned: 3\n\n>> Please create these 3 as departments in Tripletex (names as listed).");
    expect(d.task).toMatchObject({ type: "create_departments", names: ["Field Service", "Onboarding", "Partner Sales"] });
  });

  it("reads an asset written as a record's line, and a VAT rate and a score under their labels as no amounts", () => {
    const y = read("fiscal_year: 2025\nstep_1_depreciation (lineær, ett bilag per eiendel, kostnad 6010 / akk. avskr. 1209):\n  - asset: Varebil              acct: 1230  acq_cost: 396000.00  life_years: 6\n  - asset: Kontorinventar       acct: 1240  acq_cost:  91350.00  life_years: 7\nstep_2_prepaid_reversal: acct 1700, total 38400.00\nstep_3_tax_provision: rate 22 %, of taxable profit, acct 8700 / 2920\n\n>> Gjennomfør forenklet årsoppgjør for 2025 etter stegene over: årlig avskrivning (ett bilag per eiendel), reverser forskuddsbetalte kostnader og beregn og bokfør skattekostnad.", "2026-01-20");
    expect(y.candidate).toMatchObject({ type: "year_end_closing", assets: [{ name: "Varebil", acquisitionCost: 396000, usefulLifeYears: 6, assetAccount: 1230 }, { name: "Kontorinventar", acquisitionCost: 91350, usefulLifeYears: 7, assetAccount: 1240 }] });
    const i = read("AP inbox › ticket_id: AP-1187 · status: TO_BOOK · ocr_confidence: 0.97\n\nvendor_name: Brightgrid Energy Ltd\nvendor_org_no: 944103775\nvendor_inv_no: BGE-26-00417\ninv_dt: 2026-04-22\ndescr: \"Electricity, March 2026\"\namt_incl_vat: 23437.50\nvat_rate: 25\ngl_account: 6340\n\n>> Please register this supplier invoice in Tripletex (create the supplier first, it's new) with 25 % input VAT on account 6340.");
    expect(i.task).toMatchObject({ type: "register_supplier_invoice", amountIncludingVat: 23437.5, vatRate: 25, expenseAccount: 6340, invoiceNumber: "BGE-26-00417" });
  });
});

describe("a record's numbered labels, indented objects, one-letter values and billing remarks", () => {
  it("reads an address whose street label is numbered ('billing_addr_line1'), with its postcode and city on labelled lines", () => {
    const r = read("ticket_id: HD-1182 · channel: email\n\ncust_name: Brattvåg Marine AS\ncust_org_no: 921334578\nbilling_addr_line1: Kaivegen 17\nbilling_zip: 6270\nbilling_city: Brattvåg\ncust_email: post@brattvagmarine.no\n\n>> Please create this customer with the address and email above.");
    expect(r.task).toMatchObject({ type: "create_customer", organizationNumber: "921334578", address: { addressLine1: "Kaivegen 17", postalCode: "6270", city: "Brattvåg" } });
  });

  it("reads a pasted object's indented fields and its codes in quotes", () => {
    const text = '{ "sku": "5521",\n  "prod_name": "Rugbrød Fjellkorn 750 g",\n  "price_excl_vat": 41.50,\n  "currency": "NOK",\n  "supplier_ref": "RF-750-A" }\n\n>> Please create this product: number 5521, price excl. VAT 41,50 NOK, VAT 15 % (food).';
    expect(readKeyValues(text)).toContain("product name: Rugbrød Fjellkorn 750 g");
    expect(readKeyValues(text)).toContain("supplier reference: RF-750-A");
    expect(read(text).task).toMatchObject({ type: "create_product", name: "Rugbrød Fjellkorn 750 g", productNumber: "5521", priceExcludingVat: 41.5 });
  });

  it("ends a one-character value before the next key of an item's line", () => {
    const out = readKeyValues('order_lines:\n- sku=4410 descr="Motorservice 50 timar" qty=2 price_excl_vat=3400.00\n- sku=4415 descr="Impeller" qty=1 price_excl_vat=690.00');
    expect(out).toContain("- Motorservice 50 timar, product no. 4410, 2 x 3400.00 NOK excl. VAT");
    expect(out).toContain("- Impeller, product no. 4415, 1 x 690.00 NOK excl. VAT");
  });

  it("sets aside a figure its bracket says is not to be billed, but not one the bracket only times or calls without VAT", () => {
    const reasons = (t: string) => read(t).message.context.map((c) => [c.raw, c.reason]);
    expect(reasons("Create the project Havbris for Sjøkanten AS (org. no. 912345670). Contract value 250000 NOK (not for invoicing yet).")).toContainEqual(["250000 NOK", "excluded"]);
    expect(reasons("Lag prosjektet Havbris. Avtaleverdi 250000 kr (skal ikkje fakturerast).")).toContainEqual(["250000 kr", "excluded"]);
    expect(reasons("Invoice Sjøkanten AS 5000 NOK (not to be invoiced before May) for the survey.").map((x) => x[1])).not.toContain("excluded");
    expect(reasons("Invoice Sjøkanten AS 5000 NOK (not including VAT) for the survey.").map((x) => x[1])).not.toContain("excluded");
    // A bracket saying what was not done describes the error to correct: its figure is the task's.
    expect(reasons("En la cuenta 3000 hay 4.800 NOK (no facturado al cliente) que deben pasar a la cuenta 3100.").map((x) => x[1])).not.toContain("excluded");
  });
});

describe("a record's currencies, bracketed fields and approvers", () => {
  it("gives a key's currency to its figure, and a record's currency field to its figures in øre", () => {
    expect(readKeyValues("emp_name: Kari Holm\nhourly_rate_nok: 1150.00\namt_eur: 89.90")).toContain("hourly rate: 1150.00 NOK");
    const r = read('ticket: PAY-2201 | status: OPEN\n\nemp_name: "HOLM, Kari"\nemp_email: kari.holm@example.org\nbase_salary_monthly: 52100.00\none_time_bonus: 4000.00   (approved by "Berg, Ola" 2026-05-11)\ncurrency: NOK\n\n>> Please run this month\'s payroll for Kari: base salary plus the one-time bonus.');
    expect(r.task).toMatchObject({ type: "run_payroll", baseSalary: 52100, bonus: 4000, employee: { email: "kari.holm@example.org" } });
    expect(r.message.context.map((c) => [c.raw, c.reason])).toContainEqual(['"Berg, Ola"', "note-field"]);
  });

  it("reads a field in brackets after another field's value, and a project's labelled name before a milestone's label in quotes", () => {
    const r = read('ticket_id=PRJ-0771 · status=SIGNED\n\nproject_name: Ny kai Florø\ncust_name: Kystbygg AS\ncust_org_no: 913557208\npm_email: mari.sande@example.org  (pm_name: Mari Sande)\nfixed_price_nok: 480000.00\nmilestone_1: { label: "Prosjektering ferdig", pct: 25, invoice_now: true }\n\n>> Please set the fixed price on the existing project and invoice the customer 25 % of it as a milestone payment.');
    expect(r.task).toMatchObject({ type: "invoice_fixed_price_milestone", projectName: "Ny kai Florø", fixedPrice: 480000, milestonePercent: 25, projectManager: { firstName: "Mari", lastName: "Sande" } });
  });
});

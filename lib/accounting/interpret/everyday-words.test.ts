import { describe, expect, it } from "vitest";
import { interpretWithRules } from "./index";
import { findConcepts } from "./concepts";

const read = (text: string) => interpretWithRules(text, [], { today: "2026-06-10" });

describe("everyday words for a period's closing and an employee's costs", () => {
  it("an employee's costs paid back are a travel expense", () => {
    const r = read(
      "Jonas Dahl (jonas.dahl@example.org) est allé à la foire de Bergen pour nous, les 4 et 5 mai, donc 2 jours. Il faut lui rembourser ses frais sous le titre « Foire de Bergen » : 800 couronnes par jour pour la nourriture, plus le train, 1 240 couronnes. Il a tout payé de sa poche, c'est pour ça qu'on doit le rembourser.",
    );
    expect(r.classification.type).toBe("register_travel_expense");
  });

  it("closing a period in everyday verbs, and a date is no closing", () => {
    expect(findConcepts("temos de fechar o mês de março").hits.has("closing")).toBe(true);
    expect(findConcepts("wir müssen den Monat abschließen").hits.has("closing")).toBe(true);
    expect(findConcepts("Fecha de creación: 20/03/2026").hits.has("closing")).toBe(false);
  });
});

describe("a party named before the role it is given", () => {
  it("reads the name before 'som kunde', 'as a customer', 'als Kunden', 'comme client', 'como proveedor' when it has no legal form", () => {
    const cases: [string, string, string][] = [
      ["Kan du leggje inn Ryfylke Turlag som kunde? Org.nr. 915 482 736. Adressa er Strandkaien 14, 4005 Stavanger.", "create_customer", "Ryfylke Turlag"],
      ["Please add Skagen Harbour as a customer, org. no. 954172836.", "create_customer", "Skagen Harbour"],
      ["Bitte Hafenbau Müller als Kunden anlegen, Org.-Nr. 954172836.", "create_customer", "Hafenbau Müller"],
      ["Ajoutez Vélos du Port comme client, numéro d'organisation 954172836.", "create_customer", "Vélos du Port"],
      ["Registre Ferretería López como nuevo proveedor, org 954172836.", "create_supplier", "Ferretería López"],
    ];
    for (const [text, type, name] of cases) {
      const r = read(text);
      expect(r.task, text).toMatchObject({ type, name, organizationNumber: expect.stringMatching(/^9\d{8}$/) });
    }
  });
});

describe("what a request says beside the task", () => {
  it("a word for invoices in the sentence that gives a supplier's address names no invoice to book", () => {
    const r = read("NEW SUPPLIER Arctic Coolparts Ltd, org 878107993\ninvoices from them → accounts@arcticcoolparts.com\nregister as supplier pls.");
    expect(r.task).toMatchObject({ type: "create_supplier", name: "Arctic Coolparts Ltd", email: "accounts@arcticcoolparts.com" });
    const nb = read("Ingrid sier vi har fått en ny leverandør av rørdeler: Brødrene Tveit Rør AS, org.nr. 840221008. E-postadressen de sender fakturaer fra er faktura@tveitror.no. Kan du registrere leverandøren?");
    expect(nb.task).toMatchObject({ type: "create_supplier", organizationNumber: "840221008", email: "faktura@tveitror.no" });
  });

  it("'ignore that' withdraws what the sentence said before it", () => {
    const r = read('re: ticket #5520 – pls register leverandøren Pennine Cable Works Ltd in Tripletex (supplier, not customer).\norg no `973402188`, invoices come from `accounts@penninecable.co.uk`.\noops, the first ticket said "Pennine Cabling" – ignore that, the legal name is Pennine Cable Works Ltd.');
    expect(r.task).toMatchObject({ type: "create_supplier", name: "Pennine Cable Works Ltd", organizationNumber: "973402188" });
    expect(r.gate.ok).toBe(true);
  });

  it("a word quoted inside a listed department's name is a remark on its spelling, the list is the departments", () => {
    const r = read('kan du sette opp tre nye avdelingar i Tripletex?\n1. Brukarstøtte\n2. Drift og nettverk\n3. Innkjøp IT\nSkriv namna nøyaktig slik (stor forbokstav berre på første ord, men "IT" med store bokstavar).');
    expect(r.task).toMatchObject({ type: "create_departments", names: ["Brukarstøtte", "Drift og nettverk", "Innkjøp IT"] });
  });
});

describe("a technician's note of a new employee", () => {
  it("reads 'f.' before a date as born, the name without it, and 'start 20/4' as the start date", () => {
    const r = interpretWithRules("NY ANS: Sindre Hallan f.03.09.1997 → start 20/4\nepost sindre.hallan@brekkekulde.no\nopprett som ansatt m/ startdato. lønn + resten tar jeg senere\n-T", [], { today: "2026-04-08" });
    expect(r.task).toEqual(expect.objectContaining({ type: "create_employee", firstName: "Sindre", lastName: "Hallan", dateOfBirth: "1997-09-03", startDate: "2026-04-20" }));
    const spaced = interpretWithRules("Ny ansatt: Sindre Hallan f. 03.09.1997, start 20.04.2026\nepost sindre.hallan@brekkekulde.no", [], { today: "2026-04-08" });
    expect(spaced.task).toMatchObject({ firstName: "Sindre", lastName: "Hallan" });
  });
});

describe("a writer who thinks aloud", () => {
  it("an alternative asked about and settled is withdrawn; the settled value stands", () => {
    const r = read("Nerea me pide que registre un cliente nuevo: Bodega Sierra Nevada SL. El número de organización noruego es 864584225 (¿o era 864854225? No, lo he comprobado en Brønnøysund: 864584225). Correo electrónico: post@bodegasierranevada.no. ¿Puedes crear el cliente con estos datos?");
    expect(r.task).toMatchObject({ type: "create_customer", name: "Bodega Sierra Nevada SL", organizationNumber: "864584225" });
    expect(r.gate.ok).toBe(true);
  });

  it("a colleague's two words reported in quotes are her words, not a value", () => {
    const r = read("Notre nouveau collègue s'appelle Aurélien Sabatier. Margaux m'a dit qu'il commençait « début septembre » ; le contrat dit « à compter du 1er septembre 2026 », donc la date de début est le 1er septembre 2026. Il est né le 3 février 1988. E-mail : aurelien.sabatier@example.org. Pouvez-vous le créer comme employé ?");
    expect(r.task).toMatchObject({ type: "create_employee", firstName: "Aurélien", lastName: "Sabatier", startDate: "2026-09-01", dateOfBirth: "1988-02-03" });
    expect(r.gate.ok).toBe(true);
  });
});

describe("a writer who thinks aloud, settling as she goes", () => {
  it("hours guessed as 'maybe 7 or 8…' and then settled ('disons 7,5 heures') are the settled ones, and their product is a check", () => {
    const r = interpretWithRules("Je dois enregistrer les heures de Bastien Leclerc (bastien.leclerc@example.org) sur l'activité « Installation » du projet « Ponton flottant Laksevåg » pour le client Marinas de Bretagne SARL (nº org. 993550876). Combien d'heures ? Il m'a dit « une grosse journée », peut-être 7 ou 8 heures… Je lui ai redemandé : disons 7,5 heures, pour aujourd'hui. Taux horaire : 1 100 NOK/h. Ensuite, il faut générer une facture de projet au client sur la base de ces heures (7,5 × 1 100 = 8 250 NOK hors TVA, si je ne me trompe pas).", [], { today: "2026-03-26" });
    expect(r.task).toMatchObject({ type: "log_hours_and_invoice", hours: 7.5, hourlyRate: 1100 });
    expect(r.gate.ok).toBe(true);
  });

  it("'jeg får det til …' is her own reckoning of the share", () => {
    const r = interpretWithRules("Prosjektet «Oppgradering kjølelager» for Nordhordland Fisk AS (org.nr. 868334169) skal ha fastpris 254 500 kr. Prosjektleder er Øystein Rygg (oystein.rygg@example.org). Så skal vi fakturere kunden for en del av fastprisen som delbetaling – var det 40 eller 45 %? Jeg spurte Ingrid, og det er 40 % av fastprisen. Jeg får det til 101 800 kr eks. mva.", [], { today: "2026-09-15" });
    expect(r.task).toMatchObject({ type: "invoice_fixed_price_milestone", fixedPrice: 254500, milestonePercent: 40 });
    expect(r.gate.ok).toBe(true);
  });

  it("an option she asked about, kept out by 'but … only the two', is excluded", () => {
    const r = interpretWithRules("Vi skal lage ein eigen rekneskapsdimensjon som heiter «Fartøy», med verdiane «MS Solund» og «MS Kinn». (Eg spurde om vi skulle ta med «MS Florø» òg, men den er seld, så berre dei to.) Etterpå skal vi bokføre eit bilag på konto 7140 på 12 850 kr, knytt til dimensjonsverdien «MS Kinn».", [], { today: "2026-03-09" });
    expect(r.task).toMatchObject({ type: "create_dimension_voucher", values: ["MS Solund", "MS Kinn"], amount: 12850 });
    expect(r.gate.ok).toBe(true);
  });

  it("'provision sur salaires' is the salary accrual of a month-end", () => {
    const r = interpretWithRules("Clôture mensuelle de juin 2026 : (1) extourne des charges constatées d'avance : 4 800 NOK par mois, du compte 1700 vers une charge ; (2) amortissement mensuel : coût d'acquisition 144 000 NOK, durée de vie 4 ans, linéaire sur le compte 6020 ; (3) provision sur salaires : débit 5000, crédit 2900, montant 38 500 NOK.", [], { today: "2026-06-30" });
    expect(r.task).toMatchObject({ type: "month_end_closing", salaryAccrual: { amount: 38500, debitAccount: 5000, creditAccount: 2900 } });
  });

  it("a salary accrual said in words of its own, a word for accruing near a word for pay, either way round", () => {
    const es = interpretWithRules("Cierre de agosto 2026: 1) periodificación del seguro pagado por adelantado, NOK 3 100 al mes desde la cuenta 1700; 2) amortización: máquina de NOK 96 000, vida útil 4 años, cuenta 6010; 3) sueldos devengados de agosto: NOK 31 200, debe 5000, haber 2900.", [], { today: "2026-08-31" });
    expect(es.task).toMatchObject({ type: "month_end_closing", salaryAccrual: { amount: 31200, debitAccount: 5000, creditAccount: 2900 } });
    const nn = interpretWithRules("Månadsavslutning mai 2026: periodiser forskotsbetalt leige 6 000 kr i månaden frå konto 1700; avskriving av bil, kostpris 240 000 kr, levetid 5 år, konto 6010; avsetjing av løn for mai 52 400 kr, debet 5000, kredit 2900.", [], { today: "2026-05-31" });
    expect(nn.task).toMatchObject({ type: "month_end_closing", salaryAccrual: { amount: 52400, debitAccount: 5000, creditAccount: 2900 } });
  });
});

describe("a technician's phone notes", () => {
  it("reads departments after an arrow joined by '+', and a quoted name inside a listed step is that department", () => {
    expect(read("DEPARTAMENTOS x3 → Taller + Naval + Hoteles\ncrear los 3 en Tripletex, nombres tal cual").task).toMatchObject({ names: ["Taller", "Naval", "Hoteles"] });
    const steps = read('Work instruction: three new departments\n\nSteps:\n1. Create department "Compras"\n2. Create department "Almacén"\n3. Create department "Atención al cliente"\n\nDo not: change the existing department "Avdeling 1".');
    expect(steps.task).toMatchObject({ type: "create_departments", names: ["Compras", "Almacén", "Atención al cliente"] });
  });

  it("reads an invoice's lines priced '@4450' with no currency anywhere, a document word heading the customer's name, and 'dont send'", () => {
    const r = interpretWithRules("INV Polar Pier Hotels Ltd org 816539064 – 3 lines, products already in register:\n3310 Ice machine service @4450 +25%\n3325 Staff lunch training day @1780 +15% (food)\n3340 HACCP cold chain course @5200 0% exempt\nprices ex VAT. just create, dont send\nT", [], { today: "2026-10-13" });
    expect(r.task).toMatchObject({
      type: "create_invoice_with_lines",
      customer: { name: "Polar Pier Hotels Ltd", organizationNumber: "816539064" },
      lines: [
        { productNumber: "3310", unitPriceExcludingVat: 4450, vatRate: 25 },
        { productNumber: "3325", unitPriceExcludingVat: 1780, vatRate: 15 },
        { productNumber: "3340", unitPriceExcludingVat: 5200, vatRate: 0 },
      ],
    });
    expect(r.task).not.toHaveProperty("send");
  });

  it("reads 'Text:' as an invoice's line text", () => {
    const r = interpretWithRules("RECHNUNG an Seeblick Gastro GmbH, Org 953 097 885 → 7350kr netto (o. MwSt)\nText: Wartung Kuehlzelle Kueche, Sept\nKunde ist angelegt. Rechnung erstellen + senden", [], { today: "2026-09-15" });
    expect(r.task).toMatchObject({ type: "create_and_send_invoice", customer: { name: "Seeblick Gastro GmbH" }, amountExcludingVat: 7350, description: expect.stringMatching(/^Wartung Kuehlzelle/) });
  });

  it("a date written out is the field's; one told relative to today ('kom i går') says when the message came", () => {
    const r = interpretWithRules("Hei! Denne kom fra bakeriet i går, kan du legge ham inn som ansatt?\n\nNouvelle recrue à enregistrer comme salarié :\n- Nom : Étienne Marchand\n- Date de naissance : 3 mars 1988\n- Courriel : etienne.marchand@example.org\n- Arrivée prévue le 15/06/2026", [], { today: "2026-03-21" });
    expect(r.task).toMatchObject({ type: "create_employee", startDate: "2026-06-15" });
  });

  it("'scratch that' withdraws only the clause before it", () => {
    const r = interpretWithRules("Gère le cycle de vie complet du projet « Festival Lumière Boréale » pour Lumière Boréale SARL (nº org. 940118326). Le projet a un budget de NOK 420,000.\n\nCôté temps : Hugo Lefèvre (chef de projet, hugo.lefevre@example.org) 36 heures et Inès Moreau (consultante, ines.moreau@example.org) 52 heures — elle avait noté 50h, scratch that, elle a corrigé à 52h. Enregistre aussi le coût fournisseur de NOK 47,300 ex VAT de Scène Mobile SARL (nº org. 957204819) sur le projet. Et pour finir, crée une invoice client pour le projet.", [], { today: "2026-03-26" });
    expect(r.task).toMatchObject({ type: "project_lifecycle", timeEntries: [{ hours: 36 }, { hours: 52 }] });
  });
});

describe("a technician's corrections and abbreviations", () => {
  it("'11t.. nei 12t' takes the first figure back; 'PL' is the project manager; 'NEUKUNDE' and 'Adr.' head no name", () => {
    const hours = interpretWithRules('TIMER 11t.. nei 12t → Trond Fagerli (trond.fagerli@brekkekulde.no)\nakt. "Feilsøking" på prosj. "Serviceavtale Fiskemottak Averøy", kunde Averøy Fiskemottak AS org 904626392\ntimepris 985kr/t\nfør timene + lag prosjektfaktura til kunden basert på timene', [], { today: "2026-02-11" });
    expect(hours.task).toMatchObject({ type: "log_hours_and_invoice", hours: 12, hourlyRate: 985 });
    const project = interpretWithRules('PROJEKT komplett: "Frostlager Nordkai" – Nordkai Logistik GmbH (Org 981567811)\n1) Budget 284000kr\n2) Stunden: Jonas Weber (PL, jonas.weber@brekkekulde.no) 36t + Mia Hartmann (Monteurin, mia.hartmann@brekkekulde.no) 52t\n3) Lieferantenkosten 41300kr von Isopanel Nord AS (Org 836123964)\n4) Kundenrechnung fuers Projekt erstellen', [], { today: "2026-06-10" });
    expect(project.task).toMatchObject({ type: "project_lifecycle", timeEntries: [{ role: "project_manager", hours: 36 }, { hours: 52 }] });
    const customer = interpretWithRules("NEUKUNDE Nordsee Frischfisch GmbH / Org 959827028\nAdr. Industriveien 9, 6517 Kristiansund\nMail einkauf@nordsee-frischfisch.de\nals Kunde anlegen.", [], { today: "2026-02-17" });
    expect(customer.task).toMatchObject({ type: "create_customer", name: "Nordsee Frischfisch GmbH", address: { addressLine1: "Industriveien 9", postalCode: "6517" } });
  });
});

describe("a programmer's correction", () => {
  it("'s/6 timer/6,5 timer/' replaces the text it names before it", () => {
    const r = interpretWithRules("kan du logge 6 timer for Kristoffer Brekke (`kristoffer.brekke@example.org`) på aktiviteten «Feilsøking» i prosjektet «Driftsavtale Sotra» for Sotra Sjømat AS (org.nr `986502270`)?\nTimepris 1 150 kr/t.\nGenerer så en prosjektfaktura til kunden basert på de loggede timene.\ns/6 timer/6,5 timer/ – han førte en halvtime ekstra på slutten.", [], { today: "2026-03-26" });
    expect(r.task).toMatchObject({ type: "log_hours_and_invoice", hours: 6.5, hourlyRate: 1150 });
    expect(r.gate.ok).toBe(true);
  });
});

describe("remarks after a dash, and a French address", () => {
  it("'– die ist schon drin, bitte nicht neu anlegen' excludes creating her, not her role", () => {
    const r = interpretWithRules("Bitte ein neues Projekt «Netzwerkumbau Altona» anlegen und mit dem Kunden Elbufer Logistik GmbH (Org.-Nr. `917640386`) verknüpfen.\nProjektleiterin ist Katrin Vogelsang (`katrin.vogelsang@example.org`) – die ist schon als Mitarbeiterin drin, bitte nicht neu anlegen.", [], { today: "2026-08-05" });
    expect(r.task).toMatchObject({ type: "create_project", projectManager: { email: "katrin.vogelsang@example.org" } });
  });

  it("reads the house number before a French street", () => {
    const r = read("Créer le client «Lumière Bleue Conseil SARL».\nNuméro d'organisation : `812447092`\nAdresse : 12 Rue Mercière, 69002 Lyon\nE-mail : `contact@lumierebleue-conseil.fr`");
    expect(r.task).toMatchObject({ type: "create_customer", address: { addressLine1: "12 Rue Mercière", postalCode: "69002", city: "Lyon" } });
  });
});

describe("a party named by the way the money goes", () => {
  it("those who pay us are customers, those we pay or buy from suppliers", () => {
    const c = read("There's a new lot who will rent cabins from us all summer, so they have to go into the program as one of the people who pay us. The name is Harbourside Outdoor Ltd, and their company number is 917 334 582. Their e-mail is post@harbourside.no.");
    expect(c.task).toMatchObject({ type: "create_customer", name: "Harbourside Outdoor Ltd", organizationNumber: "917334582" });
    const s = read("Vi har begynt å kjøpe ved fra Telemark Ved og Flis AS til vedsalget vårt, så de må inn i programmet blant dem vi handler hos (altså ikke en som betaler oss – det er vi som betaler dem). Organisasjonsnummeret deres er 984 220 617, og regningene deres kommer fra faktura@telemarkved.no.");
    expect(s.task).toMatchObject({ type: "create_supplier", name: "Telemark Ved og Flis AS", organizationNumber: "984220617", email: "faktura@telemarkved.no" });
  });
});

describe("a paper slip", () => {
  it("'Next slip from the pile' names no ledger error, and 'we owe money to' names a supplier", () => {
    const r = interpretWithRules("Next slip from the pile: we owe money to Tidewater Pumps Ltd (company number 964 117 230) for the new water pump, and they're not in the program yet, so please add them too.", [], { today: "2026-04-22" });
    expect(r.classification.scores.find((s) => s.type === "correct_ledger_errors")?.score ?? 0).toBeLessThan(1);
    expect(r.task).toMatchObject({ type: "create_supplier", name: "Tidewater Pumps Ltd", organizationNumber: "964117230" });
  });
});

describe("'no' before a figure", () => {
  it("Spanish 'Son 7,5 horas, no 7' refuses the 7 and keeps the 7,5", () => {
    const r = interpretWithRules("Por favor registra las horas de Javier Molina (javier.molina@example.org) en la actividad «Diseño» del proyecto «Catálogo 2026» del cliente Imprenta Sol SL (org. nº 917602484) y luego haz la factura del proyecto. Son 7,5 horas, no 7. Tarifa: 980 NOK/h.", [], { today: "2026-03-21" });
    expect(r.task).toMatchObject({ type: "log_hours_and_invoice", hours: 7.5 });
  });
});

describe("a clause kept for later", () => {
  it("sets aside what the writer will do herself, not a Norwegian 'senere i dag'", () => {
    const today = read("Lag og send fakturaen senere i dag til Fjordkraft AS (org.nr. 915482736): konsulentbistand 4 800 kr eks. mva.");
    expect(today.classification.scores.find((x) => x.type === "create_and_send_invoice")?.score).toBeGreaterThanOrEqual(4);
    expect(read("NY ANS: Sindre Hallan født 03.09.1997\nepost sindre.hallan@brekkekulde.no\nopprett som ansatt. lønn + resten tar jeg senere").classification.type).toBe("create_employee");
  });

  it("reads a partial payment's amount written before its name ('6.000 NOK als Teilzahlung')", () => {
    const r = interpretWithRules(
      "Hallo, heute sind 4.500 NOK als Teilzahlung reingekommen, für die Rechnung die schon überfällig ist. Bitte registriere die Zahlung darauf, buche eine Mahngebühr von 50 NOK (Soll 1500, Haben 3400) und schick dem Kunden eine Rechnung über die 50.",
      [],
      { today: "2026-05-20" },
    );
    expect(r.task).toMatchObject({ type: "overdue_invoice_reminder", reminderFee: 50, partialPaymentAmount: 4500 });
  });
});

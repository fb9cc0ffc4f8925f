import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { interpret, interpretWithRules } from "./index";
import type { SolveFile } from "./types";

/**
 * A labelled sample of real prompts, one per task type and every language, with the values
 * checked by hand against the prompt text (and the attachment, for the document tasks).
 */

const ATTACHMENTS = path.join(process.cwd(), "../shared/tripletex/attachments");

function attachment(name: string): SolveFile {
  const mime = name.endsWith(".pdf") ? "application/pdf" : "text/csv";
  return { filename: name, mime_type: mime, content_base64: fs.readFileSync(path.join(ATTACHMENTS, name)).toString("base64") };
}

interface Case {
  task: number;
  language: string;
  prompt: string;
  files: string[];
  expected: Record<string, unknown>;
}

const CASES: Case[] = [
  {
    task: 1,
    language: "de",
    prompt: "Wir haben einen neuen Mitarbeiter namens Leonie Becker, geboren am 17. January 1996. Bitte legen Sie ihn als Mitarbeiter mit der E-Mail leonie.becker@example.org und dem Startdatum 12. January 2026 an.",
    files: [],
    expected: {
      "type": "create_employee",
      "firstName": "Leonie",
      "lastName": "Becker",
      "email": "leonie.becker@example.org",
      "dateOfBirth": "1996-01-17",
      "startDate": "2026-01-12"
    },
  },
  {
    task: 2,
    language: "nn",
    prompt: "Opprett kunden Bølgekraft AS med organisasjonsnummer 988957747. Adressa er Kirkegata 23, 0182 Oslo. E-post: post@blgekraft.no.",
    files: [],
    expected: {
      "type": "create_customer",
      "name": "Bølgekraft AS",
      "organizationNumber": "988957747",
      "email": "post@blgekraft.no",
      "address": {
        "addressLine1": "Kirkegata 23",
        "postalCode": "0182",
        "city": "Oslo"
      }
    },
  },
  {
    task: 3,
    language: "fr",
    prompt: "Créez le produit \"Design web\" avec le numéro de produit 8115. Le prix est de 17200 NOK hors TVA, avec le taux standard de 25 %.",
    files: [],
    expected: {
      "type": "create_product",
      "name": "Design web",
      "productNumber": "8115",
      "priceExcludingVat": 17200,
      "vatRate": 25
    },
  },
  {
    task: 4,
    language: "es",
    prompt: "Registre el proveedor Dorada SL con número de organización 855328062. Correo electrónico: faktura@doradasl.no.",
    files: [],
    expected: {
      "type": "create_supplier",
      "name": "Dorada SL",
      "organizationNumber": "855328062",
      "email": "faktura@doradasl.no"
    },
  },
  {
    task: 5,
    language: "pt",
    prompt: "Crie três departamentos no Tripletex: \"Drift\", \"Logistikk\" e \"IT\".",
    files: [],
    expected: {
      "type": "create_departments",
      "names": [
        "Drift",
        "Logistikk",
        "IT"
      ]
    },
  },
  {
    task: 6,
    language: "en",
    prompt: "Create and send an invoice to the customer Ironbridge Ltd (org no. 841254546) for 28500 NOK excluding VAT. The invoice is for System Development.",
    files: [],
    expected: {
      "type": "create_and_send_invoice",
      "customer": {
        "name": "Ironbridge Ltd",
        "organizationNumber": "841254546"
      },
      "description": "System Development",
      "amountExcludingVat": 28500
    },
  },
  {
    task: 7,
    language: "nb",
    prompt: "Kunden Lysgård AS (org.nr 850823049) har en utestående faktura på 49700 kr eksklusiv MVA for \"Opplæring\". Registrer full betaling på denne fakturaen.",
    files: [],
    expected: {
      "type": "register_payment",
      "customer": {
        "name": "Lysgård AS",
        "organizationNumber": "850823049"
      },
      "invoiceDescription": "Opplæring",
      "amountExcludingVat": 49700
    },
  },
  {
    task: 8,
    language: "es",
    prompt: "Crea el proyecto \"Migración Viento\" vinculado al cliente Viento SL (org. nº 857047575). El director del proyecto es Carlos Romero (carlos.romero@example.org).",
    files: [],
    expected: {
      "type": "create_project",
      "name": "Migración Viento",
      "customer": {
        "name": "Viento SL",
        "organizationNumber": "857047575"
      },
      "projectManager": {
        "name": "Carlos Romero",
        "firstName": "Carlos",
        "lastName": "Romero",
        "email": "carlos.romero@example.org"
      }
    },
  },
  {
    task: 9,
    language: "de",
    prompt: "Erstellen Sie eine Rechnung für den Kunden Nordlicht GmbH (Org.-Nr. 855854171) mit drei Produktzeilen: Netzwerkdienst (2450) zu 28650 NOK mit 25 % MwSt., Cloud-Speicher (6871) zu 13750 NOK mit 15 % MwSt. (Lebensmittel), und Wartung (2881) zu 18000 NOK mit 0 % MwSt. (befreit).",
    files: [],
    expected: {
      "type": "create_invoice_with_lines",
      "customer": {
        "name": "Nordlicht GmbH",
        "organizationNumber": "855854171"
      },
      "lines": [
        {
          "description": "Netzwerkdienst",
          "productNumber": "2450",
          "quantity": 1,
          "unitPriceExcludingVat": 28650,
          "vatRate": 25
        },
        {
          "description": "Cloud-Speicher",
          "productNumber": "6871",
          "quantity": 1,
          "unitPriceExcludingVat": 13750,
          "vatRate": 15
        },
        {
          "description": "Wartung",
          "productNumber": "2881",
          "quantity": 1,
          "unitPriceExcludingVat": 18000,
          "vatRate": 0
        }
      ]
    },
  },
  {
    task: 10,
    language: "fr",
    prompt: "Créez une commande pour le client Cascade SARL (nº org. 804781943) avec les produits Développement système (1393) à 13950 NOK et Rapport d'analyse (5377) à 22000 NOK. Convertissez la commande en facture et enregistrez le paiement intégral.",
    files: [],
    expected: {
      "type": "order_to_invoice_with_payment",
      "customer": {
        "name": "Cascade SARL",
        "organizationNumber": "804781943"
      },
      "lines": [
        {
          "description": "Développement système",
          "productNumber": "1393",
          "quantity": 1,
          "unitPriceExcludingVat": 13950
        },
        {
          "description": "Rapport d'analyse",
          "productNumber": "5377",
          "quantity": 1,
          "unitPriceExcludingVat": 22000
        }
      ]
    },
  },
  {
    task: 11,
    language: "pt",
    prompt: "Recebemos a fatura INV-2026-6293 do fornecedor Montanha Lda (org. nº 980979431) no valor de 12050 NOK com IVA incluído. O montante refere-se a serviços de escritório (conta 7000). Registe a fatura do fornecedor com o IVA dedutível correto (25 %).",
    files: [],
    expected: {
      "type": "register_supplier_invoice",
      "supplier": {
        "name": "Montanha Lda",
        "organizationNumber": "980979431"
      },
      "invoiceNumber": "INV-2026-6293",
      "amountIncludingVat": 12050,
      "expenseAccount": 7000,
      "vatRate": 25,
      "description": "serviços de escritório"
    },
  },
  {
    task: 12,
    language: "nn",
    prompt: "Køyr løn for Brita Berge (brita.berge@example.org) for denne månaden. Grunnløn er 36800 kr. Legg til ein eingongsbonus på 14100 kr i tillegg til grunnløna.",
    files: [],
    expected: {
      "type": "run_payroll",
      "employee": {
        "name": "Brita Berge",
        "firstName": "Brita",
        "lastName": "Berge",
        "email": "brita.berge@example.org"
      },
      "baseSalary": 36800,
      "bonus": 14100
    },
  },
  {
    task: 13,
    language: "pt",
    prompt: "Registe uma despesa de viagem para Bruno Santos (bruno.santos@example.org) referente a \"Conferência Drammen\". A viagem durou 3 dias com ajudas de custo (taxa diária 800 NOK). Despesas: bilhete de avião 5950 NOK e táxi 600 NOK.",
    files: [],
    expected: {
      "type": "register_travel_expense",
      "employee": {
        "name": "Bruno Santos",
        "firstName": "Bruno",
        "lastName": "Santos",
        "email": "bruno.santos@example.org"
      },
      "title": "Conferência Drammen",
      "days": 3,
      "perDiemRate": 800,
      "costs": [
        {
          "category": "flight",
          "description": "bilhete de avião",
          "amount": 5950
        },
        {
          "category": "taxi",
          "description": "táxi",
          "amount": 600
        }
      ]
    },
  },
  {
    task: 14,
    language: "de",
    prompt: "Der Kunde Sonnental GmbH (Org.-Nr. 809303829) hat die Rechnung für \"Systementwicklung\" (10400 NOK ohne MwSt.) reklamiert. Erstellen Sie eine vollständige Gutschrift, die die gesamte Rechnung storniert.",
    files: [],
    expected: {
      "type": "create_credit_note",
      "customer": {
        "name": "Sonnental GmbH",
        "organizationNumber": "809303829"
      },
      "invoiceDescription": "Systementwicklung",
      "amountExcludingVat": 10400
    },
  },
  {
    task: 15,
    language: "nn",
    prompt: "Sett fastpris 478900 kr på prosjektet \"Automatiseringsprosjekt\" for Strandvik AS (org.nr 858540402). Prosjektleiar er Bjørn Aasen (bjrn.aasen@example.org). Fakturer kunden for 25 % av fastprisen som ei delbetaling.",
    files: [],
    expected: {
      "type": "invoice_fixed_price_milestone",
      "projectName": "Automatiseringsprosjekt",
      "customer": {
        "name": "Strandvik AS",
        "organizationNumber": "858540402"
      },
      "projectManager": {
        "name": "Bjørn Aasen",
        "firstName": "Bjørn",
        "lastName": "Aasen",
        "email": "bjrn.aasen@example.org"
      },
      "fixedPrice": 478900,
      "milestonePercent": 25
    },
  },
  {
    task: 16,
    language: "en",
    prompt: "Log 27 hours for Emily Smith (emily.smith@example.org) on the activity \"Rådgivning\" in the project \"System Upgrade\" for Greenfield Ltd (org no. 811374563). Hourly rate: 1050 NOK/h. Generate a project invoice to the customer based on the logged hours.",
    files: [],
    expected: {
      "type": "log_hours_and_invoice",
      "employee": {
        "name": "Emily Smith",
        "firstName": "Emily",
        "lastName": "Smith",
        "email": "emily.smith@example.org"
      },
      "hours": 27,
      "activityName": "Rådgivning",
      "projectName": "System Upgrade",
      "customer": {
        "name": "Greenfield Ltd",
        "organizationNumber": "811374563"
      },
      "hourlyRate": 1050
    },
  },
  {
    task: 17,
    language: "nb",
    prompt: "Opprett en fri regnskapsdimensjon \"Kostsenter\" med verdiene \"Innkjøp\" og \"Logistikk\". Bokfør deretter et bilag på konto 6590 for 34250 kr, knyttet til dimensjonsverdien \"Innkjøp\".",
    files: [],
    expected: {
      "type": "create_dimension_voucher",
      "dimensionName": "Kostsenter",
      "values": [
        "Innkjøp",
        "Logistikk"
      ],
      "account": 6590,
      "amount": 34250,
      "linkedValue": "Innkjøp"
    },
  },
  {
    task: 18,
    language: "fr",
    prompt: "Le paiement de Étoile SARL (nº org. 835510131) pour la facture \"Session de formation\" (19650 NOK HT) a été retourné par la banque. Annulez le paiement afin que la facture affiche à nouveau le montant impayé.",
    files: [],
    expected: {
      "type": "reverse_returned_payment",
      "customer": {
        "name": "Étoile SARL",
        "organizationNumber": "835510131"
      },
      "invoiceDescription": "Session de formation",
      "amountExcludingVat": 19650
    },
  },
  {
    task: 19,
    language: "es",
    prompt: "Has recibido un contrato de trabajo (ver PDF adjunto). Crea el empleado en Tripletex con todos los datos del contrato: numero de identidad, fecha de nacimiento, departamento, codigo de ocupacion, salario, porcentaje de empleo y fecha de inicio.",
    files: ["arbeidskontrakt_es_01.pdf"],
    expected: {
      "type": "employee_from_contract",
      "firstName": "María",
      "lastName": "González",
      "dateOfBirth": "1980-06-29",
      "nationalIdentityNumber": "29068097930",
      "email": "maria.gonzalez@example.org",
      "bankAccountNumber": "62132773888",
      "department": "Produksjon",
      "occupationCode": "3323",
      "employmentForm": "PERMANENT",
      "remunerationType": "MONTHLY_WAGE",
      "percentage": 100,
      "annualSalary": 470000,
      "startDate": "2026-05-09",
      "employer": "Luna SL"
    },
  },
  {
    task: 20,
    language: "nb",
    prompt: "Du har mottatt en leverandorfaktura (se vedlagt PDF). Registrer fakturaen i Tripletex. Opprett leverandoren hvis den ikke finnes. Bruk riktig utgiftskonto og inngaende MVA.",
    files: ["leverandorfaktura_nb_01.pdf"],
    expected: {
      "type": "supplier_invoice_from_pdf",
      "supplier": {
        "name": "Polaris AS",
        "organizationNumber": "850969426",
        "address": {
          "addressLine1": "Industriveien 55",
          "postalCode": "4611",
          "city": "Kristiansand"
        },
        "bankAccountNumber": "32914531771"
      },
      "invoiceNumber": "INV-2026-4783",
      "invoiceDate": "2026-05-25",
      "dueDate": "2026-06-24",
      "description": "Skylagring",
      "amountExcludingVat": 41750,
      "vatAmount": 10437,
      "amountIncludingVat": 52187,
      "vatRate": 25,
      "expenseAccount": 6340
    },
  },
  {
    task: 21,
    language: "en",
    prompt: "You received an offer letter (see attached PDF) for a new employee. Complete the onboarding: create the employee, assign the correct department, set up employment details with percentage and annual salary, and configure standard working hours.",
    files: ["tilbudsbrev_en_04.pdf"],
    expected: {
      "type": "onboard_from_offer_letter",
      "firstName": "Grace",
      "lastName": "Lewis",
      "dateOfBirth": "1986-08-03",
      "department": "Drift",
      "jobTitle": "Markedsanalytiker",
      "employmentForm": "PERMANENT",
      "percentage": 80,
      "annualSalary": 640000,
      "hoursPerDay": 6,
      "startDate": "2026-04-01"
    },
  },
  {
    task: 22,
    language: "pt",
    prompt: "Precisamos da despesa de Kaffemøte deste recibo registada no departamento Salg. Use a conta de despesas correta e garanta o tratamento correto do IVA.",
    files: ["kvittering_pt_05.pdf"],
    expected: {
      "type": "receipt_expense_to_department",
      "item": "Kaffemøte",
      "department": "Salg",
      "amountIncludingVat": 12000,
      "vatRate": 25,
      "date": "2026-02-12",
      "store": {
        "name": "Starbucks",
        "organizationNumber": "949968944"
      },
      "paymentMethod": "Bedriftskort",
      "receiptTotal": 12590
    },
  },
  {
    task: 23,
    language: "de",
    prompt: "Gleichen Sie den Kontoauszug (beigefuegte CSV) mit den offenen Rechnungen in Tripletex ab. Ordnen Sie eingehende Zahlungen Kundenrechnungen und ausgehende Zahlungen Lieferantenrechnungen zu. Behandeln Sie Teilzahlungen korrekt.",
    files: ["bankutskrift_de_01.csv"],
    expected: {
      "type": "bank_reconciliation",
      "transactions": [
        {
          "date": "2026-01-17",
          "description": "Innbetaling fra Fischer GmbH / Faktura 1001",
          "amount": 29312.5,
          "kind": "customer_payment",
          "counterparty": "Fischer GmbH",
          "invoiceNumber": "1001",
          "balance": 129312.5
        },
        {
          "date": "2026-01-19",
          "description": "Innbetaling fra Wagner GmbH / Faktura 1002",
          "amount": 3275,
          "kind": "customer_payment",
          "counterparty": "Wagner GmbH",
          "invoiceNumber": "1002",
          "balance": 132587.5
        },
        {
          "date": "2026-01-20",
          "description": "Innbetaling fra Wagner GmbH / Faktura 1003",
          "amount": 18625,
          "kind": "customer_payment",
          "counterparty": "Wagner GmbH",
          "invoiceNumber": "1003",
          "balance": 151212.5
        },
        {
          "date": "2026-01-23",
          "description": "Innbetaling fra Meyer GmbH / Faktura 1004",
          "amount": 25937.5,
          "kind": "customer_payment",
          "counterparty": "Meyer GmbH",
          "invoiceNumber": "1004",
          "balance": 177150
        },
        {
          "date": "2026-01-26",
          "description": "Innbetaling fra Richter GmbH / Faktura 1005",
          "amount": 14375,
          "kind": "customer_payment",
          "counterparty": "Richter GmbH",
          "invoiceNumber": "1005",
          "balance": 191525
        },
        {
          "date": "2026-01-28",
          "description": "Betaling Lieferant Meyer GmbH",
          "amount": -11750,
          "kind": "supplier_payment",
          "counterparty": "Meyer GmbH",
          "balance": 179775
        },
        {
          "date": "2026-01-30",
          "description": "Betaling Lieferant Becker GmbH",
          "amount": -10050,
          "kind": "supplier_payment",
          "counterparty": "Becker GmbH",
          "balance": 169725
        },
        {
          "date": "2026-01-31",
          "description": "Betaling Lieferant Becker GmbH",
          "amount": -15300,
          "kind": "supplier_payment",
          "counterparty": "Becker GmbH",
          "balance": 154425
        },
        {
          "date": "2026-02-02",
          "description": "Renteinntekter",
          "amount": 1121.91,
          "kind": "interest_income",
          "balance": 155546.91
        },
        {
          "date": "2026-02-04",
          "description": "Skattetrekk",
          "amount": -866.92,
          "kind": "tax_deduction",
          "balance": 154679.99
        },
        {
          "date": "2026-02-05",
          "description": "Skattetrekk",
          "amount": 255.85,
          "kind": "tax_deduction",
          "balance": 154935.84
        }
      ],
      "openingBalance": 100000,
      "closingBalance": 154935.84,
      "fromDate": "2026-01-17",
      "toDate": "2026-02-05"
    },
  },
  {
    task: 24,
    language: "es",
    prompt: "Hemos descubierto errores en el libro mayor de enero y febrero de 2026. Revise todos los comprobantes y encuentre los 4 errores: un asiento en la cuenta incorrecta (cuenta 6860 usada en lugar de 6590, importe 2200 NOK), un comprobante duplicado (cuenta 6540, importe 2200 NOK), una línea de IVA faltante (cuenta 6590, importe sin IVA 19900 NOK falta IVA en cuenta 2710), y un importe incorrecto (cuenta 6300, 19650 NOK registrado en lugar de 16550 NOK). Corrija todos los errores con asientos correctivos.",
    files: [],
    expected: {
      "type": "correct_ledger_errors",
      "fromDate": "2026-01-01",
      "toDate": "2026-02-28",
      "errors": [
        {
          "kind": "wrong_account",
          "wrongAccount": 6860,
          "correctAccount": 6590,
          "amount": 2200
        },
        {
          "kind": "duplicate_voucher",
          "account": 6540,
          "amount": 2200
        },
        {
          "kind": "missing_vat",
          "account": 6590,
          "amountExcludingVat": 19900,
          "vatAccount": 2710,
          "vatRate": 25
        },
        {
          "kind": "wrong_amount",
          "account": 6300,
          "postedAmount": 19650,
          "correctAmount": 16550
        }
      ]
    },
  },
  {
    task: 25,
    language: "fr",
    prompt: "L'un de vos clients a une facture en retard. Trouvez la facture en retard et enregistrez des frais de rappel de 65 NOK. Debit creances clients (1500), credit revenus de rappel (3400). Créez également une facture pour les frais de rappel au client et envoyez-la. De plus, enregistrez un paiement partiel de 5000 NOK sur la facture en retard.",
    files: [],
    expected: {
      "type": "overdue_invoice_reminder",
      "reminderFee": 65,
      "debitAccount": 1500,
      "creditAccount": 3400,
      "invoiceFee": true,
      "partialPaymentAmount": 5000
    },
  },
  {
    task: 26,
    language: "nb",
    prompt: "Utfør månedsavslutning for mars 2026. Periodiser forskuddsbetalt kostnad (10150 kr per måned fra konto 1720 til kostkonto). Bokfør månedlig avskrivning for et driftsmiddel med anskaffelseskost 120100 kr og levetid 4 år (lineær avskrivning til konto 6020). Kontroller at saldobalansen går i null. Bokfør også en lønnsavsetning (debet lønnskostnad konto 5000, kredit påløpt lønn konto 2900).",
    files: [],
    expected: {
      "type": "month_end_closing",
      "year": 2026,
      "month": 3,
      "accrual": {
        "amount": 10150,
        "fromAccount": 1720
      },
      "depreciation": {
        "acquisitionCost": 120100,
        "usefulLifeYears": 4,
        "expenseAccount": 6020
      },
      "salaryAccrual": {
        "debitAccount": 5000,
        "creditAccount": 2900
      }
    },
  },
  {
    task: 27,
    language: "pt",
    prompt: "Enviámos uma fatura de 4885 EUR ao Luz do Sol Lda (org. nº 947361074) quando a taxa de câmbio era 11.81 NOK/EUR. O cliente pagou agora, mas a taxa é 10.83 NOK/EUR. Registe o pagamento e lance a diferença cambial (disagio) na conta correta.",
    files: [],
    expected: {
      "type": "currency_payment_difference",
      "customer": {
        "name": "Luz do Sol Lda",
        "organizationNumber": "947361074"
      },
      "amountForeign": 4885,
      "currency": "EUR",
      "invoiceRate": 11.81,
      "paymentRate": 10.83
    },
  },
  {
    task: 28,
    language: "de",
    prompt: "Die Gesamtkosten sind von Januar bis Februar 2026 deutlich gestiegen. Analysieren Sie das Hauptbuch und identifizieren Sie die drei Aufwandskonten mit dem größten Anstieg. Erstellen Sie für jedes der drei Konten ein internes Projekt mit dem Kontonamen. Erstellen Sie außerdem eine Aktivität für jedes Projekt.",
    files: [],
    expected: {
      "type": "cost_increase_projects",
      "fromMonth": "2026-01-01",
      "toMonth": "2026-02-01",
      "accountCount": 3,
      "createActivities": true
    },
  },
  {
    task: 29,
    language: "en",
    prompt: "Execute the complete project lifecycle for 'Data Platform Ridgepoint' (Ridgepoint Ltd, org no. 808812096): 1) The project has a budget of 316550 NOK. 2) Log time: Daniel Harris (project manager, daniel.harris@example.org) 54 hours and Grace Johnson (consultant, grace.johnson@example.org) 78 hours. 3) Register supplier cost of 58200 NOK from Ironbridge Ltd (org no. 814796019). 4) Create a customer invoice for the project.",
    files: [],
    expected: {
      "type": "project_lifecycle",
      "projectName": "Data Platform Ridgepoint",
      "customer": {
        "name": "Ridgepoint Ltd",
        "organizationNumber": "808812096"
      },
      "budget": 316550,
      "timeEntries": [
        {
          "employee": {
            "name": "Daniel Harris",
            "firstName": "Daniel",
            "lastName": "Harris",
            "email": "daniel.harris@example.org"
          },
          "role": "project_manager",
          "hours": 54
        },
        {
          "employee": {
            "name": "Grace Johnson",
            "firstName": "Grace",
            "lastName": "Johnson",
            "email": "grace.johnson@example.org"
          },
          "role": "consultant",
          "hours": 78
        }
      ],
      "supplierCost": {
        "supplier": {
          "name": "Ironbridge Ltd",
          "organizationNumber": "814796019"
        },
        "amount": 58200
      },
      "createInvoice": true
    },
  },
  {
    task: 30,
    language: "nn",
    prompt: "Gjer forenkla årsoppgjer for 2025: 1) Rekn ut og bokfør årlege avskrivingar for tre eigedelar: Programvare (364700 kr, 4 år lineært, konto 1250), IT-utstyr (313300 kr, 8 år, konto 1210), Inventar (270900 kr, 6 år, konto 1240). Bruk konto 6010 for avskrivingskostnad og 1209 for akkumulerte avskrivingar. 2) Reverser forskotsbetalt kostnad (totalt 20500 kr på konto 1700). 3) Rekn ut og bokfør skattekostnad (22 % av skattbart resultat) på konto 8700/2920. Bokfør kvar avskriving som eit eige bilag.",
    files: [],
    expected: {
      "type": "year_end_closing",
      "year": 2025,
      "assets": [
        {
          "name": "Programvare",
          "acquisitionCost": 364700,
          "usefulLifeYears": 4,
          "assetAccount": 1250
        },
        {
          "name": "IT-utstyr",
          "acquisitionCost": 313300,
          "usefulLifeYears": 8,
          "assetAccount": 1210
        },
        {
          "name": "Inventar",
          "acquisitionCost": 270900,
          "usefulLifeYears": 6,
          "assetAccount": 1240
        }
      ],
      "depreciationExpenseAccount": 6010,
      "accumulatedDepreciationAccount": 1209,
      "prepaidReversal": {
        "amount": 20500,
        "account": 1700
      },
      "taxProvision": {
        "ratePercent": 22,
        "expenseAccount": 8700,
        "liabilityAccount": 2920
      },
      "separateDepreciationVouchers": true
    },
  },
];

describe("extracted values for a labelled prompt of every task type", () => {
  it("covers all 30 task types and all 7 languages", () => {
    expect(new Set(CASES.map((c) => c.task)).size).toBe(30);
    expect(new Set(CASES.map((c) => c.language))).toEqual(new Set(["nb", "nn", "en", "es", "pt", "de", "fr"]));
  });

  it.each(CASES.map((c) => [`${String(c.task).padStart(2, "0")} ${c.language}`, c] as const))("%s", async (_, c) => {
    const result = await interpret(c.prompt, c.files.map(attachment));
    expect(result.interpreter).toBe("rules");
    expect(result.language).toBe(c.language);
    expect(result.warnings).toEqual([]);
    expect(result.task).toEqual(c.expected);
  });
});

describe("a product spec forwarded under a one-line request", () => {
  const mail = `Olá,\n\npodem criar este produto no Tripletex? Os detalhes estão no email do Rui em baixo.\n\nDe: Rui Fonseca\nEnviada: quarta-feira, 18 de março de 2026 17:30\nAssunto: Produto novo\n\nOlá,\n\nTemos um produto novo para o catálogo:\nNome: Assinatura anual\nNúmero: 4417\nPreço: 12.480,00 NOK sem IVA\nIVA: 25 %\n\nAbraço,\nRui`;

  it("reads each 'Label: value' line on its own (a colon ending a sentence takes no value from the next line) and a number under a bare number label", () => {
    const r = interpretWithRules(mail, [], { today: "2026-03-21" });
    expect(r.task).toEqual({ type: "create_product", name: "Assinatura anual", productNumber: "4417", priceExcludingVat: 12480, vatRate: 25 });
  });

  it("counts a labelled number the reading does not place as not understood", () => {
    const r = interpretWithRules(mail, [], { today: "2026-03-21", forceType: "create_departments" });
    expect(r.gate.ok).toBe(false);
    expect(r.gate.unused).toContain("4417");
  });
});

describe("an auditor's list of ledger errors pasted from a letter", () => {
  const letter =
    "Revisoren fant tre feil i januar 2026, kan du rette dem?\n1) 3 150 kr ført på 6500, burde vært\n7140.\n2) Innkjøp på 4000, 12 800 kr eks. mva – inngående mva (2710) mangler.\n3) Konto 6800: ført 4 200 kr, riktig beløp er 2 400 kr.";

  it("joins an account the line break left alone to its item, and reads every error (a bare account beside the VAT account once made the reader throw)", () => {
    const r = interpretWithRules(letter, [], { today: "2026-03-01" });
    expect(r.task).toEqual({
      type: "correct_ledger_errors",
      fromDate: "2026-01-01",
      toDate: "2026-01-31",
      errors: [
        { kind: "wrong_account", wrongAccount: 6500, correctAccount: 7140, amount: 3150 },
        { kind: "missing_vat", account: 4000, amountExcludingVat: 12800, vatAccount: 2710, vatRate: 25 },
        { kind: "wrong_amount", account: 6800, postedAmount: 4200, correctAmount: 2400 },
      ],
    });
  });
});

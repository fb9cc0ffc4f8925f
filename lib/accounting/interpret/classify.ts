import type { TaskType } from "@/lib/accounting/tasks";
import { fold } from "./text";

/**
 * Task-type recognition by multilingual keyword tables. Every task type has weighted cues
 * (regular expressions over folded text: lower case, no diacritics, ø→o, å→a, æ→a, ß→s);
 * the type with the highest total wins. Attachments add cues of their own (a contract, an
 * offer letter, an invoice, a receipt, a bank statement).
 */

type Cue = [RegExp, number];

const r = (s: string) => new RegExp(s, "i");

// Shared vocabulary (folded).
const INVOICE = "(?:faktura\\w*|invoice\\w*|factura\\w*|fatura\\w*|facture\\w*|rechnung\\w*)";
const SUPPLIER = "(?:leverandor\\w*|supplier|vendor|proveedor\\w*|fornecedor\\w*|fournisseur\\w*|lieferant\\w*)";
const PROJECT = "(?:prosjekt\\w*|project\\w*|proyecto\\w*|projeto\\w*|projet\\w*|projekt\\w*)";
const EMPLOYEE = "(?:ansatt\\w*|tilsett\\w*|employee\\w*|empleado\\w*|funcionari[oa]\\w*|employe\\w*|mitarbeiter\\w*)";
const DEPARTMENT = "(?:avdeling\\w*|department\\w*|departamento\\w*|departement\\w*|abteilung\\w*)";
const ORG = "(?:org\\.?\\s*-?\\s*n[ro]|n[ºo°]\\.?\\s*org|org\\.?\\s*n[ºo°]|organi[sz]a\\w*\\s*(?:nummer|number)|organisasjonsnummer|organisationsnummer|numero de organiza\\w+|numero d'organisation)";
const PAYMENT = "(?:betaling\\w*|payment|pago\\w*|pagamento\\w*|paiement\\w*|zahlung\\w*)";
const ARTICLE = "(?:the|a|an|den|det|en|et|ein|eine|einen|el|la|un|una|o|um|uma|le|une|das|der|die|dem)";
const CREATE =
  "(?:opprett|create|crea|cree|crie|creez|erstellen|lag|registrer|register|registre|registe|enregistrez|registrieren|legg inn|legg til|add\\b|set up|ajoute|agregue|anada|adicione)";

const CUES: Record<TaskType, Cue[]> = {
  create_employee: [
    [r(`\\b(?:fodt|fodd|born|nacid[oa]|nascid[oa]|nee?|geboren)\\b`), 4],
    [r(`\\b(?:ny|nytt?|new|nuevo|nueva|novo|nova|nouvel(?:le)?|neue[nr]?)\\s+${EMPLOYEE}`), 3],
    [r(`\\b(?:startdato|start date|fecha de inicio|data de inicio|date de debut|startdatum)\\b`), 2],
    [r(`\\b(?:kontoadministrator|administrator|administrador|administrateur)\\b`), 2],
    [r(`(?:arbeidskontrakt|employment contract|contrato de trabajo|contrato de trabalho|contrat de travail|arbeitsvertrag|tilbudsbrev|tilbodsbrev|offer letter|carta de oferta|lettre d'offre|angebotsschreiben)`), -8],
  ],
  create_customer: [
    [r(`\\b${CREATE}\\w*\\s+(?:sie\\s+)?(?:${ARTICLE}\\s+)?(?:ny\\w*\\s+|new\\s+|neue\\w*\\s+|nuev[oa]\\s+|nov[oa]\\s+|nouv\\w*\\s+)?(?:kunden?|customer|cliente|client)\\b`), 4],
    [r(`\\b(?:adressen?|adressa|address|direccion|endereco|adresse)\\b`), 2],
    [r(ORG), 1],
    [r(`\\b${INVOICE}`), -3],
    [r(`\\b${CREATE}\\w*\\s+(?:sie\\s+)?(?:${ARTICLE}\\s+)?${PROJECT}`), -3],
  ],
  create_product: [
    [r(`\\b(?:produktet|product|producto|produto|produit|produkt)\\b`), 2],
    [r(`(?:produktnummer|product number|numero de producto|numero de produto|numero de produit)`), 4],
    [r(`\\b${INVOICE}`), -3],
    [r(`\\b(?:ordre|order|pedido|commande|auftrag)\\b`), -3],
  ],
  create_supplier: [
    [r(`\\b${CREATE}\\w*\\s+(?:sie\\s+)?(?:${ARTICLE}\\s+)?(?:ny\\w*\\s+|new\\s+|neue\\w*\\s+|nuev[oa]\\s+|nov[oa]\\s+|nouv\\w*\\s+)?${SUPPLIER}`), 5],
    [r(ORG), 1],
    [r(`\\b${INVOICE}`), -4],
    [r(`(?:${SUPPLIER}kost|supplier cost|costo de proveedor|custo de fornecedor|cout fournisseur|lieferantenkosten)`), -6],
  ],
  create_departments: [
    [r(`\\b(?:tre|three|tres|trois|drei|to|two|dos|dois|deux|zwei|fire|four|cuatro|quatro|quatre|vier)\\s+${DEPARTMENT}`), 6],
    [r(`\\b${CREATE}\\w*\\s+(?:\\w+\\s+)?${DEPARTMENT}`), 2],
    [r(`(?:kvittering|receipt|recibo|recu|quittung)`), -6],
  ],
  create_and_send_invoice: [
    [r(`\\b(?:opprett|create|crea|crie|creez|erstellen)\\w*\\s+(?:og|and|y|e|et|und)\\s+(?:send|envia|envie|envoyez|senden)`), 6],
    [r(`\\b${INVOICE}`), 1],
    [r(`(?:purregebyr|reminder fee|recordatorio|lembrete|rappel|mahngebuhr)`), -6],
  ],
  register_payment: [
    [r(`(?:utestaende|utestaande|outstanding|unpaid|pendiente|pendente|impayee|offene rechnung)`), 4],
    [r(`(?:full betaling|full payment|pago completo|pagamento total|paiement integral|vollstandige zahlung|vollstaendige zahlung)`), 3],
    [r(`(?:ordre|order|pedido|commande|auftrag)\\b`), -4],
    [r(`(?:eur\\b|valuta|exchange|cambio|wechselkurs)`), -4],
  ],
  create_project: [
    [r(`\\b${CREATE}\\w*\\s+(?:sie\\s+)?(?:${ARTICLE}\\s+)?(?:ny\\w*\\s+|new\\s+)?(?:prosjektet|prosjekt|project|proyecto|projeto|projet|projekt)\\b`), 5],
    [r(`(?:prosjektleder|prosjektleiar|project manager|director del proyecto|gerente de projeto|gestor de projeto|chef de projet|projektleiter)`), 2],
    [r(`(?:knyttet|knytt|linked|vinculado|lie|verknupft)`), 1],
    [r(`(?:fastpris|fixed price|precio fijo|preco fixo|prix forfaitaire|prix fixe|festpreis)`), -6],
    [r(`(?:timer|timar|hours|horas|heures|stunden)\\b`), -3],
    [r(`(?:internt prosjekt|internal project|proyecto interno|projeto interno|projet interne|internes projekt)`), -4],
  ],
  create_invoice_with_lines: [
    [r(`(?:produktlinjer|product lines|lineas de producto|linhas de produto|lignes de produit|produktzeilen)`), 6],
    [r(`\\b\\d{1,3}\\s?%\\s?(?:mva|vat|iva|tva|mwst)`), 1],
  ],
  order_to_invoice_with_payment: [
    [r(`\\b(?:ordre|order|pedido|commande|auftrag)\\b`), 3],
    [r(`(?:konverter|convert|convierte|converta|convertissez|wandeln)`), 3],
    [r(`(?:full betaling|full payment|pago completo|pagamento total|paiement integral|vollstandige zahlung)`), 1],
  ],
  register_supplier_invoice: [
    [r(`\\binv-\\d{4}-\\d+`), 4],
    [r(`(?:mottatt|motteke|received|recibido|recebemos|recu|erhalten)\\s+(?:\\w+\\s+){0,2}${INVOICE}`), 2],
    [r(`(?:inngaende|inngaaande|inngaande|input vat|iva soportado|iva dedutivel|tva deductible|vorsteuer)`), 2],
    [r(`\\(?(?:se vedlagt|sjaa vedlagt|see attached|ver pdf|voir pdf|siehe beigef)`), -6],
  ],
  run_payroll: [
    [r(`(?:kjor lonn|koyr lon|payroll|nomina|salario de|processe o salario|paie\\b|gehaltsabrechnung)`), 5],
    [r(`(?:bonus|bonificacion|prime|engangsbonus|eingongsbonus)`), 2],
    [r(`(?:grunnlonn|grunnlon|base salary|salario base|salaire de base|grundgehalt)`), 2],
  ],
  register_travel_expense: [
    [r(`(?:reiseregning|reiserekning|travel expense|gastos de viaje|despesa de viagem|frais de deplacement|reisekosten)`), 6],
    [r(`(?:diett|per diem|dietas|ajudas de custo|indemnites journalieres|tagegeld)`), 2],
    [r(`(?:flybillett|flight|avion|flug|taxi)`), 1],
  ],
  create_credit_note: [
    [r(`(?:kreditnota|credit note|nota de credito|avoir|gutschrift)`), 6],
    [r(`(?:reklamert|complained|reclamado|reclamou|reclame|reklamiert)`), 2],
  ],
  invoice_fixed_price_milestone: [
    [r(`(?:fastpris|fixed price|precio fijo|preco fixo|prix forfaitaire|prix fixe|festpreis)`), 6],
    [r(`(?:delbetaling|milestone|pago parcial|pagamento por etapa|paiement d'etape|meilenstein)`), 2],
  ],
  log_hours_and_invoice: [
    [r(`(?:timesats|hourly rate|tarifa por hora|taxa horaria|taux horaire|stundensatz)`), 5],
    [r(`(?:aktiviteten|activity|actividad|atividade|activite|aktivitat)`), 2],
    [r(`(?:prosjektsyklus|project lifecycle|ciclo de vida|cycle de vie|projektzyklus)`), -6],
  ],
  create_dimension_voucher: [
    [r(`(?:regnskapsdimensjon|rekneskapsdimensjon|accounting dimension|dimension contable|dimensao contabil|dimension comptable|buchhaltungsdimension|dimensjon|dimension)`), 6],
  ],
  reverse_returned_payment: [
    [r(`(?:returnert av banken|returned by the bank|devuelto por el banco|devolvido pelo banco|retourne par la banque|von der bank zuruckgebucht|zuruckgebucht|zurueckgebucht)`), 6],
    [r(`(?:reverser|reverse|revierta|reverta|annulez|stornieren)\\w*\\s+(?:\\w+\\s+)?${PAYMENT}`), 3],
  ],
  employee_from_contract: [
    [r(`(?:arbeidskontrakt|employment contract|contrato de trabajo|contrato de trabalho|contrat de travail|arbeitsvertrag)`), 7],
  ],
  supplier_invoice_from_pdf: [
    [r(`(?:${SUPPLIER}\\s*${INVOICE}|${INVOICE}\\s+(?:de |du |from )?${SUPPLIER}|leverandorfaktura|lieferantenrechnung)`), 3],
    [r(`(?:se vedlagt|sjaa vedlagt|see attached|ver pdf|voir pdf|siehe beigef|pdf adjunto|pdf anexo|pdf ci-joint)`), 3],
    [r(`(?:kvittering|receipt|recibo|(?:ce|du|le|cette) recu\\b|quittung)`), -4],
  ],
  onboard_from_offer_letter: [
    [r(`(?:tilbudsbrev|tilbodsbrev|offer letter|carta de oferta|lettre d'offre|angebotsschreiben)`), 7],
    [r(`onboarding|incorporacion|integracao|integration complete`), 2],
  ],
  receipt_expense_to_department: [
    [r(`(?:kvitteringen|kvitteringa|kvittering|receipt|recibo|(?:ce|du|le|cette) recu\\b|quittung)`), 5],
    [r(`\\b${DEPARTMENT}`), 1],
  ],
  bank_reconciliation: [
    [r(`(?:bankutskrift\\w*|bank statement|extracto bancario|extrato bancario|releve bancaire|kontoauszug)`), 6],
    [r(`(?:avstem|reconcile|concilia|reconcilie|rapprochez|gleichen sie)`), 3],
  ],
  correct_ledger_errors: [
    [r(`(?:feil i hovedboken|feil i hovudboka|errors in the general ledger|errores en el libro mayor|erros no livro razao|erreurs dans le grand livre|fehler im hauptbuch)`), 7],
    [r(`(?:duplikat|duplisert|duplicate|duplicado|double|doppelt)`), 2],
  ],
  overdue_invoice_reminder: [
    [r(`(?:purregebyr|reminder fee|cargo por recordatorio|tarifa de recordatorio|taxa de lembrete|frais de rappel|mahngebuhr|mahngebuehr)`), 6],
    [r(`(?:forfalt|forfallen|overdue|vencida|en retard|uberfallig|ueberfaellig)`), 3],
  ],
  month_end_closing: [
    [r(`(?:manedsavslutning|manadsavslutning|manavslutning|month-end|month end|cierre mensual|encerramento mensal|cloture mensuelle|monatsabschluss)`), 7],
    [r(`(?:lonnsavsetning|lonnsavsetjing|salary accrual|provision salarial|provisao salarial|provision pour salaires|gehaltsruckstellung)`), 2],
  ],
  currency_payment_difference: [
    [r(`\\b(?:agio|disagio)\\b`), 4],
    [r(`nok/eur|eur/nok|\\d\\s?eur\\b`), 3],
    [r(`(?:kursen|exchange rate|tipo de cambio|taxa de cambio|taux de change|wechselkurs)`), 2],
  ],
  cost_increase_projects: [
    [r(`(?:kostnadskontoene|kostnadskontoane|expense accounts|cuentas de gastos|contas de despesa|comptes de charges|aufwandskonten)`), 4],
    [r(`(?:okte|auka|increased|aumentaron|aumentaram|augmente|gestiegen)`), 2],
    [r(`(?:internt prosjekt|internal project|proyecto interno|projeto interno|projet interne|internes projekt)`), 3],
  ],
  project_lifecycle: [
    [r(`(?:prosjektsyklus\\w*|project lifecycle|ciclo de vida|cycle de vie|projektzyklus)`), 7],
    [r(`(?:budsjett|budget|presupuesto|orcamento)`), 2],
  ],
  year_end_closing: [
    [r(`(?:arsoppgjor|arsoppgjer|year-end|year end|cierre anual|encerramento anual|cloture annuelle|jahresabschluss)`), 7],
    [r(`(?:skattekostnad|tax provision|provision de impuestos|provisao fiscal|provision d'impot|steuerruckstellung)`), 2],
  ],
};

/** Attachment kinds recognised from file names and contents. */
export type AttachmentKind = "contract" | "offer_letter" | "supplier_invoice" | "receipt" | "bank_statement" | "other";

const ATTACHMENT_TASK: Record<Exclude<AttachmentKind, "other">, TaskType> = {
  contract: "employee_from_contract",
  offer_letter: "onboard_from_offer_letter",
  supplier_invoice: "supplier_invoice_from_pdf",
  receipt: "receipt_expense_to_department",
  bank_statement: "bank_reconciliation",
};

export interface Classification {
  type: TaskType;
  score: number;
  runnerUp?: { type: TaskType; score: number };
  /** 0–1: how clearly the winner beats the rest. */
  confidence: number;
}

export function classify(prompt: string, attachments: AttachmentKind[] = []): Classification {
  // Email addresses carry words ("faktura@…") that must not count as cues.
  const text = fold(prompt).replace(/[^\s@()]+@[^\s@()]+/g, " email ");
  const scores: [TaskType, number][] = (Object.keys(CUES) as TaskType[]).map((type) => {
    let score = 0;
    for (const [re, w] of CUES[type]) if (re.test(text)) score += w;
    return [type, score];
  });
  for (const kind of attachments) {
    if (kind === "other") continue;
    const entry = scores.find(([t]) => t === ATTACHMENT_TASK[kind]);
    if (entry) entry[1] += 3;
  }
  scores.sort((a, b) => b[1] - a[1]);
  const [best, second] = scores;
  const margin = best[1] - (second?.[1] ?? 0);
  // A strong cue (≥ 5) with a clear margin (≥ 3) gives full confidence; weak or close calls less.
  const confidence = best[1] <= 0 ? 0 : Math.max(0, Math.min(1, 0.35 + 0.1 * best[1] + 0.08 * margin));
  return {
    type: best[0],
    score: best[1],
    runnerUp: second ? { type: second[0], score: second[1] } : undefined,
    confidence: Math.round(confidence * 100) / 100,
  };
}

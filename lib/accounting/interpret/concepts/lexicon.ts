/**
 * The accounting concepts a request can speak of, with the words that name them in the seven
 * request languages (Norwegian bokmål and nynorsk, English, Spanish, Portuguese, German,
 * French). Terms are written folded (lower case, no diacritics, ø→o, å→a, æ→a, ß→s):
 *
 * - `word`      matches the word or any word with the same stem ("faktura" ~ "fakturaen");
 * - `word*`     matches words that begin with it ("leverandor*" ~ "leverandørreskontro");
 * - `*word*`    matches words that contain it (compounds: "kundefaktura", "Lieferantenrechnung");
 * - `=word`     matches this form alone, no other of its stem ("=betaler" is not "betalt");
 * - `#`         any number, in digits or in words ("# services" ~ "trois services", "4 services");
 * - `^`         an article or a demonstrative ("^ services" ~ "des services", "ces services");
 * - `a b`       a phrase: consecutive words, each matched as above; up to two articles or
 *               prepositions may stand between two of its words ("chef projet" ~ "chef de projet").
 *
 * A term is a word, a stem or a short phrase of them, never a sentence: compounds are read by
 * their parts (`compounds.ts`), so "lønnsavsetning" needs no entry of its own.
 */
export const LEXICON = {
  // ── parties and people ──
  employee: [
    "ansatt*", "tilsett*", "nyansatt*", "nytilsett*", "medarbeider*", "medarbeidar*", "kollega*", "employee*", "colleague*", "staff",
    "hire", "new starter", "empleado*", "empleada*", "trabajador*", "trabajadora*", "colaborador*", "funcionari*", "employe*",
    "salarie*", "collaborat*", "mitarbeiter*", "kollege*", "kollegin*", "arbeitnehmer*", "personalnummer", "worker",
    // Swedish and Danish, as Nordic writers set them in Norwegian: "anställd", "medarbetare".
    "anstalld*", "nyanstalld*", "medarbetare*",
  ],
  customer: ["kunde", "kunden", "kunder", "kundane", "kundene", "customer*", "client", "clients", "cliente*", "clienta", "clientas", "kundin*", "neukunde", "neukunden", "neukundin", "nykunde", "nykunden",
    // The customer register, the object of a master-data finding: "Anlage … im Kundenstamm", "i kunderegisteret".
    "kundenstamm*", "debitorenstamm*", "kunderegist*", "kundenregist*",
  ],
  supplier: [
    "leverandor*", "*leverandor*", "supplier*", "vendor*", "proveedor*", "fornecedor*", "fournisseur*", "lieferant*", "*lieferant*",
    "leverantor*", "*leverantor*", "kreditorenstamm*",
    // A ledger's word for the party it owes: "New creditor for the purchase ledger", "neuer Kreditor", "ny kreditor".
    // Exact forms: a stem would reach "credit" and "créance".
    "=creditor", "=creditors", "=kreditor", "=kreditoren", "=kreditorer", "=kreditorane",
  ],
  company: ["firma*", "selskap*", "company", "empresa*", "entreprise*", "societe", "unternehmen*", "organisation*", "organization*"],
  product: [
    "produkt*", "product*", "producto*", "produto*", "produit*", "artikel*", "article*", "artigo*", "articulo*", "vare", "varen",
    "varenr*", "varenummer*", "item", "item no", "sku",
  ],
  department: [
    "avdeling*", "afdeling*", "avdelning*", "avd", "department*", "dept", "abt", "departamento*", "departement*", "abteilung*", "*abteilung*", "nouveaux services",
    "# services", "^ services",
  ],
  projectManager: [
    "prosjektleder*", "prosjektleiar*", "project manager*", "project lead*", "projektleiter*", "projektleitung", "chef projet",
    "cheffe projet", "responsable projet", "pilote", "director proyecto", "jefe proyecto",
    "jefa proyecto", "dirigira", "gerente projeto", "gestor projeto", "gestora projeto", "responsavel", "ledes av", "leia",
    "managed by", "led by", "lead by", "run by",
  ],
  consultant: ["konsulent*", "consultant*", "consultor*", "consultora*", "berater*"],

  // ── documents ──
  invoice: [
    "faktur*", "*faktura*", "rekning*", "rekninga", "invoice*", "bill", "billed", "billing", "factura*", "fatura*", "factur*",
    "rechnung*", "*rechnung*", "rakning*",
  ],
  order: ["ordre*", "*ordre", "bestilling*", "order", "orders", "pedido*", "encomenda*", "commande*", "auftrag*", "bestellung*"],
  creditNote: [
    "kreditnota*", "*kreditnota*", "credit note*", "credit memo*", "creditnote", "nota credito", "nota abono", "avoir", "avoirs",
    "gutschrift*", "krediter*", "credit the", "factura rectificativa", "rectificativa", "abono", "fatura retificativa",
  ],
  supplierInvoice: [
    "leverandorfaktura*", "leverandorrekning*", "leverantorsfaktura*", "leverantorfaktura*", "inngaende faktura", "innkommende faktura", "innkomen*", "vendor bill*",
    "supplier invoice*", "supplier bill*", "purchase invoice*", "incoming invoice*", "factura proveedor", "factura recibida", "fatura fornecedor", "facture fournisseur", "facture achat", "lieferantenrechnung*", "eingangsrechnung*", "bill from", "invoice from", "faktura fra", "faktura fra leverandoren", "rekning fra",
    "rekning fra leverandoren", "rechnung von",
  ],
  payableTo: ["a l ordre de", "a l ordre du", "a l ordre d"],
  // The party who gives an order to pay or to work: "Donneur d'ordre", "Auftraggeber", "ordregiver".
  principal: ["donneur d ordre", "donneuse d ordre", "donneurs d ordre", "auftraggeber*", "ordregiver*", "ordregjevar*", "ordenante", "ordenante*"],
  receipt: [
    "kvittering*", "receipt*", "recibo*", "un recu", "le recu", "ce recu", "du recu", "ticket caisse", "quittung*", "kassenbon*", "kassenzettel*", "kassalapp*",
    "talao", "fatura-recibo", "tique", "tiques", "bong", "kassebong*", "kassabong*", "kvitto*",
  ],
  bankStatement: [
    "bankutskrift*", "kontoutskrift*", "*kontoutskrift*", "bank statement*", "statement", "extracto*", "extrato*", "releve*",
    "kontoauszug*", "kontoauszuge", "bankauszug*", "csv",
  ],
  contract: [
    "arbeidskontrakt*", "arbeidsavtale*", "kontrakt*", "=contract", "=contracts", "contractual", "contrato*", "contrat*", "arbeitsvertrag*", "vertrag*",
  ],
  offerLetter: [
    "tilbudsbrev*", "tilbodsbrev*", "offer letter*", "offer", "job offer", "stellenangebot*", "angebotsschreiben*", "zusage",
    "carta oferta", "oferta*", "carta-proposta", "proposta*", "lettre offre", "offre", "promesse embauche",
  ],
  /** A yearly salary is an employment's term, never a month's payroll run. */
  annualSalary: [
    "arslonn*", "arslon", "arsloenn*", "annual salary", "yearly salary", "salary per year", "jahresgehalt*", "jahreslohn*", "jahresbruttogehalt*",
    "salario anual", "sueldo anual", "salario bruto anual", "salaire annuel", "remuneracao anual",
  ],
  onboarding: ["onboard*", "incorporacion", "integracao", "integration", "einarbeitung", "tiltredelse*"],
  attachment: [
    "vedlagt*", "vedlegg*", "ligger ved", "attached", "attachment*", "enclosed", "adjunt*", "anexo*", "anexa*", "em anexo",
    "ci-joint*", "joint", "pj", "piece jointe", "anbei", "anhang", "beigefugt*", "pdf",
  ],

  // ── bookkeeping objects ──
  payment: [
    "betal*", "innbetal*", "*betaling*", "payment*", "paid", "pay", "pays", "settled", "pago*", "pagad*", "pagament*", "pagou", "pagar",
    "paiement*", "paye*", "regle", "reglement*", "zahlung*", "*zahlung*", "bezahlt*", "beglichen", "gjort opp", "gjorde opp", "cobro*", "recebimento*", "encaissement*",
  ],
  fullAmount: [
    "full", "fully", "hele", "heile", "fullt", "fullstendig*", "in full", "complet*", "totalmente", "total", "integral*", "integralement",
    "entier*", "vollstandig*", "vollen", "komplett*", "totalement",
  ],
  outstanding: [
    "utestaende", "utestaande", "ubetalt*", "open", "outstanding", "unpaid", "pendiente*", "pendente*", "en abierto", "em aberto",
    "impaye*", "offen*", "ausstehend*", "apen", "opne", "=ouvert", "=ouverte", "=ouverts", "=ouvertes", "=abierta", "=abiertas", "=aberta", "=abertas",
  ],
  project: ["prosjekt*", "*prosjekt*", "project*", "proyecto*", "projeto*", "projet*", "projekt*", "*projekt*"],
  activity: ["aktivitet*", "activity", "activities", "actividad*", "atividade*", "activite*", "aktivitat*", "tatigkeit*"],
  hoursWord: [
    "timer", "timar", "timane", "timene", "timeliste*", "timeregistrering*", "timesheet*", "hours", "hour", "horas", "heures",
    "stunden", "stundenzettel*", "arbeitsstunden",
  ],
  hourlyRate: [
    "timesats*", "timepris*", "per time", "hourly", "hourly rate", "taxa horaria", "taux horaire", "par heure", "l heure",
    "stundensatz*", "pro stunde", "la hora", "por hora", "a hora",
  ],
  fixedPrice: [
    "fastpris*", "fixed price*", "fixed-price", "fixed fee", "fixed sum", "forfait*", "prix fixe", "prix forfaitaire", "precio fijo",
    "precio cerrado", "preco fixo", "valor fixo", "festpreis*", "pauschal*", "fastprisavtale*",
  ],
  milestone: [
    "delbetaling*", "delfaktur*", "milestone*", "jalon*", "hito*", "etapa*", "meilenstein*", "abschlag*", "akonto*", "a konto",
    "first instalment", "instalment*", "installment*", "tranche*", "parcela*",
  ],
  payroll: [
    "lonn", "lonna", "lonnen", "lon", "lona", "lonnskjoring*", "lonnskoyring*", "lonskoyring*", "lonskjoring*", "loonskjoring", "payroll*", "salary*", "salaries*", "wage",
    "wages", "nomina*", "salario*", "vencimento*", "folha salarial", "sueldo*", "salaire*", "fiche paie", "bulletin paie", "gehalt*", "lohn*", "lohnabrechnung*", "folha pagamento",
    "fastlonn*", "grunnlonn*", "grunnlon*", "manedslonn*", "manadslon*", "ordenado*", "remuneracao*", "remuneracion*", "paie", "payslip*",
    "lonnsslipp*", "lonsslipp*", "gehaltsabrechnung*",
  ],
  bonus: [
    "bonus*", "engangsbonus*", "eingongsbonus*", "bonificacion*", "bonificacao*", "gratificacion*", "gratificacao*", "prime", "primes", "premio*",
    "premie*", "sonderzahlung*", "pramie*", "tillegg*", "bono", "bonos", "gratification*", "reward", "rewards", "belonning*",
    "recompensa*", "recompense*", "gratifikasjon*",
  ],
  travel: [
    "reise*", "*reise*", "travel*", "trip", "trips", "journey", "viaje*", "viagem*", "viagens", "deplacement*", "voyage*", "mission",
    "dienstreise*", "reisekosten*", "*reisekosten*", "per diem", "diett*", "dagpenger", "tagegeld*", "dietas", "ajudas custo",
    "indemnite*", "kostgodtgjorelse*", "reserakning*", "traktamente*",
    // an employee's costs paid back, in everyday words: "il faut lui rembourser ses frais"
    "=reimburse", "=rembourser", "=reembolsar", "=reembolsarle", "auslagen",
  ],
  days: ["dager", "dagar", "days", "dias", "jours", "tage", "tagen", "dogn"],
  dimension: ["dimensjon*", "*dimensjon*", "dimension*", "*dimension*", "dimensao*", "dimensoes"],
  voucher: [
    "bilag*", "*bilag*", "voucher*", "asiento*", "lancamento*", "ecriture*", "beleg", "belege", "buchung*", "buchungssatz",
    "journal entry", "journal", "entry", "entries", "piece comptable", "verifikat*",
  ],
  returned: [
    "returnert*", "returned", "bounced", "devuelt*", "devolvi*", "devolveu", "retourne*", "rejet*", "rejete", "zuruckgebucht*",
    "zuruckgegangen", "zuruckgekommen", "tilbakefort", "ruckbuchung*", "rucklastschrift*", "kom tilbake", "kome tilbake", "came back", "revenu", "avvist*", "rejected",
    "reversed by the bank", "sendt tilbake", "sende tilbake", "sent tilbake", "sent back", "zuruckgeschickt", "zuruckgesandt", "renvoye",
    // "kom i retur fra banken": the payment's return (the noun).
    "retur",
    "devuelto", "devolvido",
  ],
  reverse: [
    "reverser*", "reverse*", "revert*", "revierta", "reverta", "estorn*", "annul*", "storn*", "tilbakefor*", "undo", "cancel*",
    "anular", "anule",
  ],
  reconcile: [
    "avstem*", "reconcil*", "concili*", "rapproch*", "abgleich*", "abstimm*", "cuadra*", "cuadre", "match*", "ga gjennom",
    "ga igjennom", "zuordn*", "lettrage",
  ],
  ledgerError: [
    "feil*", "*feil*", "error*", "mistake*", "erron*", "errores", "erros", "erreur*", "fehler*", "*fehler*", "korreksjon*",
    "korrigering*", "correction*", "correccion*", "corrig*", "correcao*", "korrektur*", "berichtig*", "wrong", "falsch*",
    "rett opp", "fix",
  ],
  duplicate: ["duplikat*", "duplisert*", "to ganger", "twice", "duplicate*", "duplicad*", "dos veces", "duas vezes", "en double", "deux fois", "doppelt*", "zweimal"],
  ledger: ["hovedbok*", "hovudbok*", "ledger", "books", "libro mayor", "libro diario", "livro razao", "grand livre", "hauptbuch*", "rekneskap*", "regnskap*", "contabilidad", "contabilidade", "comptabilite", "buchhaltung"],
  reminderFee: [
    "purregebyr*", "purring*", "purre*", "reminder fee*", "reminder*", "late fee*", "late-payment fee", "dunning", "recordatorio*",
    "lembrete*", "relance*", "=rappel", "=rappels", "mahngebuhr*", "mahnung*", "mahnspesen", "gastos cobranza", "cargo por demora",
    "recargo*", "gastos reclamacion", "taxa cobranca", "encargo cobranca", "penalidade por atraso", "multa por atraso",
  ],
  overdue: [
    "forfalt*", "forfallen*", "over forfall", "gatt over forfall", "forfallsdato passert", "overdue", "past due", "vencid*", "atrasad*", "en retard", "echue*", "echeance depassee", "uberfallig*",
    "ueberfaellig*", "verspatet*",
  ],
  partial: [
    "delbetal*", "delvis", "partial*", "part payment", "parcial*", "partiel*", "acompte", "teilzahlung*", "teilbetrag*", "anzahlung*",
  ],
  closing: [
    "avslutning*", "*avslutning", "avslutt*", "*slutt", "oppgjor*", "oppgjer*", "closing", "close", "closure", "cierre*", "fecho*",
    "encerramento*", "cloture*", "clotur*", "abschluss*", "*abschluss*", "abschlies*", "=fechar", "=cerrar", "=clore",
  ],
  monthWord: ["maned*", "manad*", "month*", "cierre mes", "fecho mes", "mois", "monat*", "mensal", "mensual", "mensuel*", "monatlich*", "monthly", "manedlig*", "manadleg*"],
  yearEnd: [
    "arsoppgjor*", "arsoppgjer*", "arsavslutning*", "arsslutt*", "year-end", "year end", "annual closing", "annual accounts",
    "cierre anual", "cierre ejercicio", "cierre contable", "encerramento exercicio", "encerramento anual", "cloture annuelle",
    "cloture exercice", "cloture comptes", "jahresabschluss*", "fiscal year",
  ],
  depreciation: ["avskriv*", "afskriv*", "depreci*", "amortiz*", "amortis*", "abschreib*", "abgeschrieben", "afa", "wertminderung", "verdifall*", "slitasje", "wertverlust*"],
  accrual: [
    "periodiser*", "accrual*", "accru*", "prepaid*", "pre-paid", "prepag*", "pre-pag*", "forskudd*", "forskot*", "*forskuddsbetalt*", "anticipad*", "antecipad*",
    "d avance", "vorausbezahlt*", "abgrenz*", "periodific*", "diferid*", "diferiment*", "deferred", "deferral*", "adelantad*",
    "avsetning*", "avsetjing*", "ruckstellung*",
  ],
  salaryAccrual: [
    "palopt lonn", "avsetning lonn", "avsetning lon", "avsetjing lon", "avsetjing lonn", "accrual salaries", "accrual wages",
    "ruckstellung gehalter", "ruckstellung lohne", "palopt lon", "paloppen lonn", "salary accrual*", "accrued salar*",
    "accrued wage*", "provision salarios", "provision salarial", "provisao salarios", "provisao salarial", "provision salaires", "salaires payer",
    "gehaltsabgrenzung*", "lohnabgrenzung*",
  ],
  tax: ["skatt*", "*skatt*", "tax", "taxes", "impuesto*", "imposto*", "impot*", "steuer*", "*steuer*"],
  exchange: [
    "kurs", "kursen", "kursdifferanse*", "valutakurs*", "exchange rate*", "exchange", "fx", "tipo cambio", "=cambio", "=cambios", "taxa cambio",
    "=cambial", "=cambiais", "taux change", "wechselkurs*", "kurs*", "agio", "disagio", "valuta*", "valutatap*", "valutagevinst*",
    "currency", "divisa*", "devise*",
  ],
  expenseAccounts: [
    "kostnadskonto*", "kostnadskontoar", "expense account*", "cost account*", "aufwandskont*", "kostenkont*", "cuentas gastos",
    "contas despesa", "contas gastos", "comptes charges", "comptes depenses",
  ],
  costs: ["kostnad*", "*kostnad*", "cost", "costs", "expense", "expenses", "gastos", "gasto", "despesa*", "custos", "charges", "depenses", "aufwand*", "kosten", "*kosten"],
  increase: [
    "okt", "okte", "okning*", "auka", "auke", "steget", "increase*", "grew", "grown", "jumped", "rose", "risen", "growth", "aumento*",
    "aumentar*", "aumentaron", "aumentaram", "crecieron", "cresceram", "augment*", "hausse", "gestiegen", "anstieg*", "steiger*",
    "zunahme", "zugenommen", "largest", "biggest", "highest", "most", "mest", "storst*", "hoyest*", "mayor", "maior*", "plus forte*",
    "hochst*", "starkst*",
  ],
  internal: ["intern", "internt", "interne", "internal", "interno", "internos", "interna", "internas", "internes"],
  budget: ["budsjett*", "budget*", "presupuesto*", "orcamento*"],
  lifecycle: [
    "prosjektsyklus*", "prosjektlop*", "lifecycle", "life cycle", "ciclo de vida", "cycle de vie", "projektzyklus*", "full cycle",
    "end to end", "end-to-end", "derouler", "steg for steg", "step by step", "paso a paso", "passo a passo", "etape par etape",
    "schritt fur schritt", "from start to finish", "heile prosjektlopet", "hele prosjektlopet",
  ],
  birth: [
    "fodt", "fodd", "fodselsdato*", "fodselsdag", "born", "birth", "date birth", "dob", "nacid*", "nacimiento", "nascid*",
    "nascimento", "ne le", "nee le", "naissance", "geboren", "geburtsdatum", "geburtstag", "birthday", "bursdag", "cumpleanos",
    "anniversaire", "aniversario",
  ],
  startDate: [
    "startdato*", "start", "starts", "starting", "begynner", "begynne", "byrjar", "byrje", "oppstart*", "tiltredelse*", "tiltreding*",
    "arbeidsdag", "first day", "start date", "begins", "fecha inicio", "incorpor*", "empieza", "comienza", "inicio", "comeca",
    "comecar", "inicio funcoes", "entrada", "debut", "commence*", "prise fonction*", "arbeitsbeginn", "eintritt*", "beginnt",
    "anfangen", "ab dem", "beginn", "entree", "embauche",
  ],
  administrator: ["kontoadministrator*", "administrator*", "admin", "administrador*", "administrateur*", "alle rettigheter", "all privileges", "full access"],
  inputVat: [
    "inngaende mva", "inngaande mva", "inngaaande", "inngaende", "inngaande", "input vat", "input-vat", "deductible", "fradrag*",
    "fradragsberettig*", "iva soportado", "deducible", "iva dedutivel", "dedutivel", "tva deductible", "vorsteuer*",
    "abzugsfahig*",
  ],
  send: ["send", "sende", "sendt", "sender", "envia*", "envie*", "enviar", "envoy*", "envoi", "senden", "versend*", "schick*", "verschick*", "zuschick*", "emitir", "emita", "emite"],
  create: [
    "opprett*", "lag", "lage", "registrer*", "registrere", "create*", "add", "set up", "setup", "legg inn", "legg til", "legge inn",
    "leggja inn", "crea", "crear", "cree", "creen", "creer", "crie", "criem", "criar", "creez", "anad*", "agreg*", "adicion*", "ajout*", "anlegen",
    "anleg*", "erstell*", "erfass*", "registrier*", "einricht*", "dar alta", "da de alta", "des de alta", "alta", "registar",
    "registe", "registre", "enregistr*", "new", "ny", "nytt", "nye", "nuevo", "nueva", "novo", "nova", "nouveau", "nouvel", "nouvelle",
    "neu", "neue", "neuen", "neuer", "open", "abre", "abra", "ouvr*", "onboard", "inn som", "legges inn", "registreres",
    "skal inn", "ta inn", "aufnehmen",
  ],
  book: [
    "bokfor*", "fore", "post", "book", "record", "contabiliz*", "registr*", "lanc*", "comptabilis*", "passez", "imput*",
    "buchen", "buch*", "verbuch*", "erfass*", "ponga", "asiente",
  ],
  vatWord: ["mva", "moms", "vat", "iva", "tva", "mwst", "ust", "merverdiavgift*", "meirverdiavgift*", "mehrwertsteuer", "umsatzsteuer"],
  // Exact: a stem would take names for greetings ("Helle" stems like "hello").
  greeting: ["=hello", "=hei", "=hi", "=hola", "=ola", "=bonjour", "=hallo", "=salut", "god dag", "good morning"],
  // A party or thing said to be there already ("já existe na reskontro", "finnes fra før", "already exists"): no creating it.
  // Negated ("finnes ikke ennå", "n'existe pas encore") it is set aside as a negation, like any weighed word.
  exists: [
    "finnes", "fins", "finst", "eksisterer", "exists", "existing", "existiert", "vorhanden", "existe", "existent", "existente", "existants",
  ],
  question: ["what can you do", "who are you", "hva kan du", "kva kan du", "que puedes", "o que pode", "que peux-tu", "was kannst du"],
} as const satisfies Record<string, readonly string[]>;

export type Concept = keyof typeof LEXICON;

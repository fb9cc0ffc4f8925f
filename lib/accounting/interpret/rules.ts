import { withPartyEmails } from "./extract/party-email";
import { repairMailDamage } from "./structure/mail-damage";
import { readWikiMarkup } from "./structure/wiki-markup";
import { leaves as gateLeaves } from "./gate";
import { dropNicknames } from "./extract/nicknames";
import { nordicMarks } from "./structure/nordic-marks";
import { readDashMarks } from "./structure/dash-marks";
import { applyDocumentChanges, applyTemplateOverrides } from "./structure/template-overrides";
import { writeOutArithmetic } from "./structure/written-arithmetic";
import { applyAbbreviationLegend } from "./structure/abbreviation-legend";
import type { Task, TaskType } from "@/lib/accounting/tasks";
import { parseDocument, type ParsedDocument } from "@/lib/accounting/files/documents";
import { classify, fromScores, MIN_SCORE, type AttachmentKind, type Classification } from "./classify";
import { findConcepts, type ConceptHits } from "./concepts";
import { weighBySense } from "./senses";
import type { Values } from "./extract/read";
import { addressedOnly, isHandedOn, hasOwnSubject, hasSpeechAside, hasUnreadThread, isAddressedNote, pointsBelow, pointsToLatest, readMessage, type Message, type ReadMessageOptions } from "./message";
import { detectLanguage, type Language } from "./language";
import { EXTRACTORS, makeContext } from "./tasks";
import { normaliseSpoken } from "./spoken";
import { expandAbbreviations } from "./concepts/abbreviations";
import { readProcedure } from "./structure/procedure";
import { inlineFootnotes } from "./structure/footnotes";
import { impliedKroner } from "./extract/implied-currency";
import { carriedCurrency } from "./extract/carried-currency";
import { writeLabelledUnits } from "./structure/labelled-units";
import { readKeyValues } from "./structure/key-values";
import { mendTypos } from "./concepts/typos";
import { same, VAT_RATES } from "./derived-figures";
import { applyCorrectionLines } from "./structure/corrections";
import { reviseValues } from "./extract/revised-values";
import { readSeparators } from "./structure/separators";
import { readForm } from "./structure/forms";
import { readPromptSections, taskSection } from "./structure/prompt-sections";
import { readSymbols } from "./structure/symbols";
import { readScreenFields } from "./structure/screen-fields";
import { readTicket } from "./structure/ticket";
import { readDialogue } from "./structure/dialogue";
import { dropSenders, latestAddressWins, readChatThread } from "./structure/chat-export";
import { withdrawDatesNotMeant, withdrawWaitedDates, withdrawWaitedFigures } from "./extract/waited-values";
import { figuresNotMeant, noteCorrectsThread } from "./message/note-corrections";
import { figuresReally } from "./message/turn-corrections";
import { applyRespellings, mendScannedDigits, spaceRunOnPunctuation } from "./structure/respellings";
import { readTelegramStops } from "./structure/telegram";
import { lowerCapitals } from "./structure/capitals";
import { breakInlineNumbering } from "./structure/inline-numbering";
import { collapseRestatedFigures } from "./extract/restated-figures";
import { dropApproximateBeforeExact } from "./extract/approximate-then-exact";
import { collapseRestatedCounts, takeBackCounts, takeBackDates, writeOutDozens } from "./extract/number-words";
import { keepMarkedRow } from "./structure/marked-rows";
import { readStructure } from "./structure";
import { withoutLetterhead } from "./structure/letterhead";
import { joinWrappedLines } from "./structure/wrapped-lines";
import { readDefinitions } from "./structure/definitions";
import { readSpreadsheetRows } from "./structure/spreadsheet-rows";
import { readMarkdown } from "./structure/markdown";
import { restoreCase } from "./structure/true-case";
import { writeOutThousands } from "./extract/thousands-suffix";
import { writeOutScaledCurrency } from "./extract/scaled-currency";
import { writeOutFiscalYears } from "./extract/fiscal-years";
import { writeOutFractions, writeRomanMonths } from "./extract/numeral-forms";
import { resolvePointReferences } from "./structure/point-references";
import { liftTypedStatement } from "./structure/typed-statement";
import { readCode } from "./structure/code-records";
import { readInlineAnswers } from "./structure/inline-answers";
import { keepHandedItems } from "./structure/task-board";
import { withoutWorking } from "./message/reckoning";
import { fold, westernDigits } from "./text";
import { judge, type GateResult } from "./gate";

/** The interpreter reads at most this many characters of a request (real requests are under 1,000). */
export const MAX_PROMPT_CHARS = 10_000;

export interface RulesOptions {
  /** The date taken as today (YYYY-MM-DD), for "this month", "today", "last month". */
  today?: string;
  /** Extract this type instead of the classified one. */
  forceType?: TaskType;
  /** Read parties the request names only by name (no number, no address): the last reading tried. */
  partiesByName?: boolean;
  /** The attached papers that hold a request (a memo, a form, a letter) are already read as the request's text. */
  papersRead?: boolean;
}

export interface RulesResult {
  classification: Classification;
  language: Language;
  /** The validated task, when the extracted values satisfy the type's schema. */
  task?: Task;
  /** The raw extracted values (also when validation failed). */
  candidate: Record<string, unknown>;
  /** Whether the task may be carried out: required fields present, the request's values used. */
  gate: GateResult;
  /** The message apart from its envelope, its values and their context roles (the gate judges an LLM's answer against it too). */
  message: Message;
  /** The request's values and the text they were read from (the message with its envelope blanked). */
  values: Values;
  text: string;
  /** 0–1, from the classification and the gate. */
  confidence: number;
  warnings: string[];
}

/** Types scored this close to the best one may be read when the best one's reading is incomplete (at most three of them). */
const RUNNER_UP_SHARE = 0.5;
const MAX_OTHER_READINGS = 3;

/**
 * The stages before the message is read: the request's layout, spoken forms, corrections and
 * shorthand written as the plain labelled text the readers read. Pure; each stage linear.
 */
export function prepareText(text: string, documents: ParsedDocument[], today?: string): { text: string; documents: ParsedDocument[] } {
  // A mail as an old gateway passed it on: quoted-printable, UTF-8 read as Windows-1252, HTML, banners, mended first.
  text = repairMailDamage(text);
  // A ticket or page in an issue tracker's own markup ("h2.", "||Field||Value||", "{{…}}", "{quote}") as Markdown.
  text = readWikiMarkup(text);
  // "٣٣١٨": Arabic-Indic digits as ASCII ones.
  text = westernDigits(text);
  // A request written as code: "INSERT INTO … VALUES (…)", records one a line, "cmd --flag value", "createEmployee({":
  // the tables and labelled lines the readers read.
  text = readCode(text);
  // A reply answering a mail between its lines ("> Preis: 12.500 NOK netto" / "nein, 12 900 netto"): each answered line as answered.
  text = readInlineAnswers(text);
  // A task board's card: the item handed to the bookkeeping ("[ ] … → @regnskap") and its details; the other items go.
  text = keepHandedItems(text);
  // "7½ Stunden", "geb. 3.VIII.1988": fractions and Roman months in digits.
  text = writeRomanMonths(writeOutFractions(text));
  // "[06:04] Dani: …": a chat export's times and its one sender gone, the messages kept.
  const thread = readChatThread(text);
  const senders = thread.senders;
  text = thread.text;
  // A thread's latest word on an organisation's address: "facturas@…" then "las facturas van a contabilidad@…".
  if (senders.length > 0) text = latestAddressWins(text);
  // "hosten.Han er fodt 07/11/1998,ekte Voss-gutt": prose typed without spaces after its punctuation, spaced.
  text = spaceRunOnPunctuation(text);
  // "Sa1aire de base", "exceptionne1le": a scanned letter read as a digit, inside a word, is the letter.
  text = mendScannedDigits(text);
  // "Vangsnes, ikke Vangsnses", "fracture (factura)": the writer's own spelling fixes applied.
  text = applyRespellings(text);
  // "Abbr.: KL = kunde, ON = org.nr": a note's own shorthand written out where it is used.
  text = applyAbbreviationLegend(text);
  // ”Julkorg Värmland”, »Vinter«, "kr 4 500:-", "den 1:a maj": marks as Nordic writers set them, as the readers know them.
  text = nordicMarks(text);
  // "la cuenta — 6540 — por — 8 950 coronas —": a writer's habit of setting facts between dashes, the dashes gone.
  text = readDashMarks(text);
  // "> Rechnung an … 18 400 NOK" then "gleicher Kunde, nur: → Betrag: 21 150 NOK": the earlier request with the changes written in.
  text = applyTemplateOverrides(text);
  // "2) Projektleiterin ist Katrin Albers (…)" … "die Projektleiterin aus 2) 32 Stunden": a pointer to a point's person as that person's name.
  text = resolvePointReferences(text);
  // A request in small letters: its people's and companies' names given their capitals back.
  text = restoreCase(text);
  // "Tobias «Tobben» Engebretsen": a quoted nickname inside a name is dropped.
  text = dropNicknames(text);
  const lang = detectLanguage(text);
  // "to tusen fire hundre og femti (2 450) kroner", "den fjortande (14.) november": a figure in words restated in digits is its digits.
  text = collapseRestatedFigures(text, lang);
  // Stage 0: dictated text as written text (numbers in digits, spoken addresses joined, corrections resolved).
  text = normaliseSpoken(text, lang);
  text = collapseRestatedCounts(text);
  // "et snes timer", "a dozen bottles": folk counts in digits.
  text = writeOutDozens(text);
  // "TNOK 86,375", "18,735 kNOK", "MNOK 1,2", a list under "beløp i TNOK:": a finance manager's units written out.
  text = writeOutScaledCurrency(text);
  // "year-end closing FY25", "Jahresabschluss GJ25": the financial year in full.
  text = writeOutFiscalYears(text);
  // "18,5k ex vat", "240k": thousands written out.
  text = writeOutThousands(text);
  // "ca 142k → 142 200 kr", "~59k, nøyaktig 58 900 kr": a rough figure made exact at once is the exact one.
  text = dropApproximateBeforeExact(text);
  // "570 000 / 12 NOK", "2 400 − 480 NOK", "2 d × 7.5 h/d × 1 200 NOK/h": a calculation left to the reader, as its result.
  text = writeOutArithmetic(text);
  // "3 Tage – nee, 4 Tage": a count taken back at once is the second.
  text = takeBackCounts(text);
  // "f. 23/11-93 – nei, vent, 23/11-94": a date taken back at once is the second.
  text = takeBackDates(text);
  // "empieza el 15 de abril / ah no espera, … 13 de abril": a date the writer stops and takes back goes.
  text = withdrawWaitedDates(text, today);
  // "So first day is 8 June 2026, not 1 June": the day said not to be meant, wherever it stands, is the one meant.
  text = withdrawDatesNotMeant(text, today);
  // "5070 Voss / nei vent, postnummeret er 5700": a figure given again with its digits swapped is corrected.
  text = withdrawWaitedFigures(text);
  // "OBS … 61 375 – Jens har skrevet 61 735" over a forwarded mail with "61.735 NOK": the note sets the mail's slip right.
  text = noteCorrectsThread(text);
  // In a chat thread the latest word on a figure wins: "it was 14 hours" / "16 actually, forgot Thursday evening", and
  // "dykkerinspeksjon var 16 200 ikke 15 200" after the line that said 15 200 set the earlier figure right.
  if (senders.length > 0) text = figuresReally(figuresNotMeant(text));
  // "d'abord dit 1 980 kroner, puis il s'est corrigé : c'est 1 890 kr": a value revised in words is written where it stood.
  text = reviseValues(text, today);
  // "the marked line": a pasted sheet's other rows go, the row the writer marked stays.
  text = keepMarkedRow(text);
  // A call or chat written down turn by turn: speakers' names gone, a question and its answer as a label and its value.
  text = readDialogue(text);
  // The senders' names the dialogue reader left before their messages are no values.
  text = dropSenders(text, senders);
  // A helpdesk ticket: its requester's words, shown as quoted, are the request.
  text = readTicket(text);
  // A prompt to a chat assistant: its role line, its section on how to answer and its tags gone.
  text = readPromptSections(text);
  // A legal instruction's definitions ("1.1 «el Cliente»: Conservas Ría SL …") as labels and their values.
  text = readDefinitions(text);
  // Markdown: heading marks and rules gone, a name in inline code quoted.
  text = readMarkdown(text);
  // A filled-in form: emphasis marks gone, struck-through text withdrawn, unticked options dropped.
  text = readForm(text);
  // Steps through the system's screens: "«Fakturadato» = 09.04.2026", "[Opprett og send]", "Faktura > Fakturaer".
  text = readScreenFields(text);
  // A note in symbols: "key → value" lines, "topic :: object", "⇒ do this", "≠".
  text = readSymbols(text);
  // A bank statement typed into the request is read as an attached one, when none is attached.
  ({ text, documents } = liftTypedStatement(text, documents, today));
  // "Contract attached … → annual salary: 612 000, not the 585 000 that's in there": the change written into the document.
  ({ text, documents } = applyDocumentChanges(text, documents, (doc, changed) => parseDocument({ ...doc.file, text: changed }), (doc) => doc.kind !== "other" && doc.kind !== "bank_statement"));
  // Stage 0a: a note's correction lines applied to the lines they correct; abbreviations written out ("NY LEV", "fakt. Vinterservice", "Kto 6800").
  text = applyCorrectionLines(text);
  // A note written like a config file: "first=Oliver", "orgnr=930250635" as label lines.
  text = readKeyValues(text);
  text = expandAbbreviations(text, detectLanguage(text));
  // Typing slips in the words that name a task ("Rechnug", "projcet", "departamnetos").
  text = mendTypos(text);
  text = readTelegramStops(text);
  // "… DEPARTMENTS: 1/ DECK 2/ ENGINE 3/ GALLEY": points numbered inside a line, each on a line of its own.
  text = breakInlineNumbering(text);
  text = readSeparators(text);
  // A request in capitals ("REGISTRER LEVERANDOER: BUNKERSERVICE VEST AS"), its shorthand written out and its
  // separators read: in small letters, its names then given their capitals back as a small-letter request's are.
  text = restoreCase(lowerCapitals(text));
  text = readProcedure(text);
  // A memo's notes read where they are pointed to ("for Nigard Kraft AS [2]" … "[2] Org.nr. 946318205").
  text = inlineFootnotes(text);
  // Rows pasted from a spreadsheet ("Navn;Org.nr;E-post"), and a formula shown with its result, as the result.
  text = readSpreadsheetRows(text);
  // Stage 0b: pasted tables, aligned label blocks and lists as labelled lines the task readers read.
  text = readStructure(text);
  // A posting note's figures with øre and no currency anywhere are kroner ("Purregebyr 45,00").
  text = impliedKroner(text);
  // "budsjett: 298 000", "timar:" over "- Solveig Rørvik: 28": the unit a record's label gives, written after its figure
  // (after the kroner implied by a note with none anywhere, which this currency would otherwise hide).
  text = writeLabelledUnits(text);
  return { text, documents };
}

/** Every leaf of a task by its path ("customer.organizationNumber" → "912345670"). */
function leaves(value: unknown, path = "", out = new Map<string, unknown>()): Map<string, unknown> {
  if (value && typeof value === "object") for (const [k, v] of Object.entries(value)) leaves(v, path ? `${path}.${k}` : k, out);
  else if (value !== undefined) out.set(path, value);
  return out;
}

/** Whether `wider` keeps every value `own` read and reads more: the thread added to the reading, changed nothing in it. */
function addsToReading(wider: unknown, own: unknown): boolean {
  const a = leaves(wider);
  const b = leaves(own);
  for (const [k, v] of b) if (a.get(k) !== v) return false;
  return a.size > b.size;
}

/**
 * The rules interpreter, as small pure stages: values (whatever the sentence), concepts (stems
 * in seven languages), the task type from both, the type's fields by role, then the gate.
 * No network; linear in the length of the request.
 */
export function interpretWithRules(prompt: string, documents: ParsedDocument[] = [], opts: RulesOptions = {}): RulesResult {
  const warnings: string[] = [];
  let text = prompt;
  if (text.length > MAX_PROMPT_CHARS) {
    text = text.slice(0, MAX_PROMPT_CHARS);
    warnings.push(`the request was read up to its first ${MAX_PROMPT_CHARS} characters`);
  }
  ({ text, documents } = prepareText(text, documents, opts.today));
  // Stage 1: the envelope apart from the request; every later stage reads the request alone.
  let own = readRequest(readMessage(text, opts.today), documents, opts, [...warnings]);
  // A message to a customer or colleague with a line to the assistant ("@assistent: register this"):
  // the line names the task, the message holds its values ("with these details"). The task type is
  // read from both; a line that hands the task on in words ("Til rekneskap: opprett …") counts twice.
  if (!opts.forceType && isAddressedNote(own.message.parts)) own = typedAlsoBy(own, addressedOnly(text, own.message.parts), documents, opts, warnings, isHandedOn(own.message.parts) ? LINE_WEIGHT : 1);
  // A prompt with a task section ("TASK: Register Kestrel … as a customer"): the type is read from the section and the
  // whole prompt, the section's words counting twice; its background and rules tell about the task, not what it is.
  const section = opts.forceType ? undefined : taskSection(text);
  if (section) own = typedAlsoBy(own, section, documents, opts, warnings);
  // Figures left bare once the currency is clear ("the lunch at 2400", "un taxi de 420") read in it.
  // Taken when it passes the gate and leaves fewer of the task's usual values unread.
  const carried = carriedCurrency(text);
  if ((!own.gate.ok || own.gate.missing.length > 0) && carried !== text) {
    const again = readRequest(readMessage(carried, opts.today), documents, { ...opts, forceType: opts.forceType ?? (own.classification.accounting ? own.classification.type : undefined) }, [...warnings]);
    if (again.gate.ok && (!own.gate.ok || again.gate.missing.length < own.gate.missing.length)) return { ...again, classification: own.classification.accounting ? own.classification : again.classification };
  }
  // A reckoning left before its result ("4 Stunden à 950, plus 1 200 für die Teile, zusammen 5 000 NOK"):
  // read without the working when the reading with it is incomplete, taken on the same terms.
  const worked = !own.gate.ok || own.gate.missing.length > 0 ? withoutWorking(text, fold(text)) : text;
  if (worked !== text) {
    // A reading that failed may have taken its type from the working too ("4 hours at 950" for an invoice's amount).
    const kept = own.gate.ok && own.classification.accounting ? own.classification.type : undefined;
    const again = readRequest(readMessage(worked, opts.today), documents, { ...opts, forceType: opts.forceType ?? kept }, [...warnings]);
    if (again.gate.ok && (!own.gate.ok || again.gate.missing.length < own.gate.missing.length)) return kept ? { ...again, classification: own.classification } : again;
  }
  // The writer's words point below ("expenses in his mail below") and a thread was left unread: read with it,
  // the task type the own words gave, and taken when it passes the gate with no fewer of the task's values.
  // "the one in the last mail holds": the thread's latest message read with the writer's words, the older ones set aside.
  const latest = own.message.parts.some((p) => p.segment > 0) && pointsToLatest(own.message, text);
  // A short note on top of a forwarded mail ("komplett prosjekt for Polarfjord, se Jens' liste. OBS …"): the note and the
  // mail together name the task, the note's words counting twice; read with the thread when that type differs.
  if (!opts.forceType && own.gate.ok && own.classification.accounting && hasUnreadThread(own.message) && isShortNote(own.message, text)) {
    const retyped = typedWithThread(own, readMessage(text, opts.today, { wholeThread: true }), documents, opts, warnings, own.gate.missing.length > 0);
    if (retyped) return retyped;
  }
  if (own.gate.ok && (hasUnreadThread(own.message) || latest) && (latest || pointsBelow(own.message, text))) {
    const forced = opts.forceType ?? (own.classification.accounting ? own.classification.type : undefined);
    for (const how of latest ? [{ latestOnly: true }, { wholeThread: true }] : [{ wholeThread: true }]) {
      const again = readRequest(readMessage(text, opts.today, how), documents, { ...opts, forceType: forced }, [...warnings]);
      if (again.gate.ok && again.gate.missing.length <= own.gate.missing.length && addsToReading(again.task, own.task)) return { ...again, classification: own.classification.accounting ? own.classification : again.classification };
    }
  }
  // A covering line over the paper that holds the request ("Vedlagt. Takk.", "Anbei zur Erledigung" with a memo, an intake
  // form, a partner's billing instruction): read with the paper's text, its letterhead and registration line set aside and
  // its lines broken at the page's margin joined. Tried too where the line names the task but leaves its values to the
  // paper ("Månadsavslutninga for mars – sjå notatet"): the own reading passes the gate with its usual values unread.
  const papers = opts.papersRead ? [] : requestPapers(documents);
  if (own.gate.ok && (own.gate.missing.length === 0 || !papers.length)) return own;
  if (papers.length) {
    const joined = [prompt.slice(0, MAX_PROMPT_CHARS), ...papers.map((d) => joinWrappedLines(withoutLetterhead(d.file.text.slice(0, MAX_PAPER_CHARS))))].join("\n\n");
    const again = interpretWithRules(joined, documents.filter((d) => !papers.includes(d)), { ...opts, papersRead: true });
    // Taken whole: a paper read as a request leaves none of its task's usual values unread.
    if (again.gate.ok && again.gate.missing.length === 0) return again;
  }
  if (own.gate.ok) return own;
  // A wider reading, tried only when the writer's own words leave the task incomplete and taken only
  // when it passes the gate, with the task type the own words gave: "see below" reads a forwarded
  // or quoted message set aside; quoted speech set aside may hold the period ("C.B.: «the ledger for
  // January/February has four errors»").
  const forceType = opts.forceType ?? (own.classification.accounting ? own.classification.type : undefined);
  const wider: ReadMessageOptions[] = [
    ...(latest ? [{ latestOnly: true }] : []),
    ...(hasUnreadThread(own.message) ? [{ wholeThread: true }, { wholeThread: true, namedSender: true }] : []),
    ...(hasSpeechAside(own.message) ? [{ speechAsText: true }] : []),
  ];
  for (const how of wider) {
    const message = readMessage(text, opts.today, how);
    // A short note on top of a forwarded mail ("timer for Julien + fakturer kunden", then the mail with the hours, the
    // rate and the activity): the type is read from the note and the thread together.
    const again = readRequest(message, documents, { ...opts, forceType }, [...warnings]);
    const retyped = how.wholeThread && !opts.forceType && own.classification.accounting ? typedWithThread(own, message, documents, opts, warnings, !again.gate.ok || again.gate.missing.length > 0) : undefined;
    if (retyped) return retyped;
    if (again.gate.ok) return { ...again, classification: own.classification.accounting ? own.classification : again.classification };
  }
  // The subject line's words with the body's: the task type is read again from both.
  if (!opts.forceType && hasOwnSubject(own.message)) {
    const again = readRequest(readMessage(text, opts.today, { subjectAsText: true }), documents, opts, [...warnings]);
    if (again.gate.ok && again.gate.missing.length === 0 && again.classification.type !== own.classification.type) return { ...again, confidence: Math.min(again.confidence, 0.6) };
  }
  // A close other reading: the best type lacks a value its task needs, a type scored close to it
  // finds every value it needs and a place for every value written ("a new employee … so that payroll runs
  // later": the employee, not the payroll).
  if (!opts.forceType && own.classification.accounting && own.gate.missing.length > 0) {
    const close = own.classification.scores.slice(1, 1 + MAX_OTHER_READINGS).filter((c) => c.score >= own.classification.score * RUNNER_UP_SHARE);
    for (const other of close) {
      // The message is the own reading's: only the task type differs.
      const again = readRequest(own.message, documents, { ...opts, forceType: other.type }, [...warnings]);
      if (again.gate.ok && again.gate.missing.length === 0 && plausibleLines(again.task)) return { ...again, classification: { ...own.classification, type: other.type }, confidence: Math.min(again.confidence, 0.5) };
    }
  }
  // Last: the parties the request names only as people name them ("the sailing club (Bergen Seilforening)", "Hanne
  // Vatle's pay"), found in the books by name. Tried after every reading with their numbers or addresses, so a thread
  // that gives them is read first.
  if (!opts.partiesByName) {
    const again = readRequest(own.message, documents, { ...opts, partiesByName: true, forceType: opts.forceType ?? (own.classification.accounting ? own.classification.type : undefined) }, [...warnings]);
    if (again.gate.ok) return { ...again, classification: own.classification };
  }
  return own;
}

/** Most papers read as a request's text, and the most text each gives. */
const MAX_PAPERS = 3;
const MAX_PAPER_CHARS = 8000;

/**
 * The attached papers that are no document the agent reads by kind but hold a request in words: a memo, a form, a letter
 * (kind "other"), or a paper taken for an invoice by a word in its heading ("Billing instruction", "Rechnungsanweisung")
 * that gives no invoice's amount.
 */
function requestPapers(documents: ParsedDocument[]): ParsedDocument[] {
  return documents
    .filter((d) => d.file.text.trim().length > 0 && (d.kind === "other" || (d.kind === "supplier_invoice" && d.data.amountIncludingVat === undefined && d.data.amountExcludingVat === undefined)))
    .slice(0, MAX_PAPERS);
}

/**
 * The reading with its type taken from the whole request and from the part that says what to do (a
 * line to the assistant, a prompt's task section) together, the part's words counting twice. Read
 * again with that type when it differs: a reading the part contradicts is no reading.
 */
function typedAlsoBy(own: ReturnType<typeof readRequest>, part: string, documents: ParsedDocument[], opts: RulesOptions, warnings: string[], weight = 1): ReturnType<typeof readRequest> {
  const line = readRequest(readMessage(part, opts.today), documents, opts, [...warnings]);
  const type = bestOfBoth(line.classification, own.classification, weight);
  if (!type || type === own.classification.type) return own;
  const again = readRequest(own.message, documents, { ...opts, forceType: type }, [...warnings]);
  return { ...again, classification: { ...own.classification, type } };
}

/**
 * A note read with the thread it passes on, typed by both, the note's words counting twice; undefined when that type is
 * the note's own or its reading fails the gate. With `incomplete` (the note's type leaves values its task usually states
 * unread), the thread's own type is tried too and taken when it reads every value ("OBS the supplier's cost is 61 375,
 * Jens typed 61 735" over a project's whole list in the mail).
 */
function typedWithThread(own: RulesResult, thread: Message, documents: ParsedDocument[], opts: RulesOptions, warnings: string[], incomplete: boolean): RulesResult | undefined {
  const free = readRequest(thread, documents, opts, [...warnings]).classification;
  const type = bestOfBoth(own.classification, free, LINE_WEIGHT);
  for (const other of new Set([type, incomplete && free.accounting ? free.type : undefined])) {
    if (!other || other === own.classification.type) continue;
    const retyped = readRequest(thread, documents, { ...opts, forceType: other }, [...warnings]);
    if (retyped.gate.ok && (other === type || retyped.gate.missing.length === 0)) return { ...retyped, classification: { ...own.classification, type: other } };
  }
  // The note's own task with the mail's values ("månedsavslutning april. Forsikringen er 4 815 …" over the mail's list of
  // entries): taken when it leaves fewer of the task's usual values unread.
  if (type === own.classification.type && own.gate.ok && own.gate.missing.length > 0) {
    const fuller = readRequest(thread, documents, { ...opts, forceType: type }, [...warnings]);
    if (fuller.gate.ok && fuller.gate.missing.length < own.gate.missing.length) return { ...fuller, classification: own.classification };
  }
  return undefined;
}

/** Whether the writer's own words are a note of a few words over the thread they pass on. */
function isShortNote(message: Message, text: string): boolean {
  const own = message.parts.filter((p) => p.segment === 0 && p.kind === "request").map((p) => text.slice(p.start, p.end)).join(" ");
  return own.split(/\s+/).filter((w) => /\p{L}/u.test(w)).length <= SHORT_NOTE_WORDS;
}
const SHORT_NOTE_WORDS = 40;

/** How much more a line handing the task on in words ("To accounting: create the product …") counts than the message's words. */
const LINE_WEIGHT = 2;

/** The type the two readings' scores together favour (the first's weighted), when either reads an accounting task. */
function bestOfBoth(a: Classification, b: Classification, weight = 1): TaskType | undefined {
  if (!a.accounting && !b.accounting) return undefined;
  const sum = new Map<TaskType, number>();
  for (const c of a.scores) sum.set(c.type, (sum.get(c.type) ?? 0) + weight * c.score);
  for (const c of b.scores) sum.set(c.type, (sum.get(c.type) ?? 0) + c.score);
  return [...sum.entries()].sort((x, y) => y[1] - x[1])[0]?.[0];
}

/**
 * Lines a second reading may take: each item named in a few words (not a stretch of a sentence such
 * as "datert 6. februar 2026. Da vi fakturerte, var kursen"), and no line the price of another with VAT or the sum of
 * the others ("7 350 kr eks. mva., altså 9 187,50 kr med mva" is one amount said twice, not two
 * items). A reading that needs either took a request for another task's, and is not taken.
 */
export function plausibleLines(task: unknown): boolean {
  const lines = (task as { lines?: { description?: string; unitPriceExcludingVat?: number; quantity?: number }[] } | undefined)?.lines ?? [];
  if (!lines.every((l) => (l.description ?? "").split(/\s+/).length <= MAX_ITEM_WORDS)) return false;
  const amounts = lines.map((l) => (l.unitPriceExcludingVat ?? 0) * (l.quantity ?? 1));
  const total = amounts.reduce((a, b) => a + b, 0);
  return amounts.every((a, i) => (amounts.length < 3 || !same(a, total - a)) && !amounts.some((b, j) => j !== i && VAT_RATES.some((r) => same(a, b * (1 + r)))));
}
const MAX_ITEM_WORDS = 6;

/**
 * Minutes: the task is what the decisions say more than what the meeting discussed before them ("the
 * client offered to pay 7 000; not accepted. Decision: issue an invoice …"). Each type's score is the
 * mean of its score on the whole request and on the decisions' words alone, so a discussion's words
 * weigh half; undefined without discussions.
 */
function decidedClassification(text: string, message: Message, language: Language, values: Values, attachments: AttachmentKind[]): Classification | undefined {
  if (!message.discussions?.length) return undefined;
  const chars = text.split("");
  for (const [from, to] of message.discussions) for (let i = from; i < to && i < chars.length; i++) if (chars[i] !== "\n") chars[i] = " ";
  const decided = chars.join("");
  const whole = classify({ text, hits: weighBySense(text, findConcepts(text).hits, language, { today: message.today }).hits, values, attachments });
  const only = new Map(classify({ text: decided, hits: weighBySense(decided, findConcepts(decided).hits, language, { today: message.today }).hits, values, attachments }).scores.map((s) => [s.type, s.score]));
  return fromScores(whole.scores.map((s) => ({ type: s.type, score: Math.round(((s.score + (only.get(s.type) ?? 0)) / 2) * 100) / 100 })));
}

/**
 * A request read with its thread (the writer's own words state no value): the writer's own words name the task
 * more surely than the quoted mails' ("bitte die drei Abteilungen … anlegen" over a consultant's "Kostenrechnung" and
 * "Mitarbeiter"). A type the own words alone score as a task keeps the better of that score and the whole's;
 * undefined when no thread was read or the own words name no task.
 */
function ownWordsClassification(text: string, hits: ConceptHits, message: Message, language: Language, values: Values, attachments: AttachmentKind[]): Classification | undefined {
  const thread = message.parts.filter((p) => p.segment > 0 && message.segments.includes(p.segment));
  if (!thread.length || text.length > 200_000) return undefined;
  const chars = text.split("");
  for (const p of thread) for (let i = p.start; i < p.end && i < chars.length; i++) if (chars[i] !== "\n") chars[i] = " ";
  const own = chars.join("");
  const ownScores = classify({ text: own, hits: weighBySense(own, findConcepts(own).hits, language, { today: message.today }).hits, values, attachments });
  if (!ownScores.accounting) return undefined;
  const byOwn = new Map(ownScores.scores.map((s) => [s.type, s.score]));
  const whole = classify({ text, hits: weighBySense(text, hits, language, { today: message.today }).hits, values, attachments });
  return fromScores(whole.scores.map((s) => ({ type: s.type, score: (byOwn.get(s.type) ?? 0) >= MIN_SCORE ? Math.max(s.score, byOwn.get(s.type)!) : s.score })));
}

/** Stages 2–4 on a message read apart from its envelope: concepts, the task type, its fields, the gate. */
function readRequest(message: Message, documents: ParsedDocument[], opts: RulesOptions, warnings: string[]): RulesResult {
  const text = message.request;
  const language = detectLanguage(text);
  const values = message.values;
  const { hits } = findConcepts(text);
  const attachments = documents.map((d) => d.kind as AttachmentKind);
  // Task words are scored where they name the task: not inside a quoted name, a negation or a reference.
  // Quoted speech names the task too ("C.B.: «put them in as a customer»"), though its values are not the task's.
  const said = message.withSpeech === text ? { text, hits } : { text: message.withSpeech, hits: findConcepts(message.withSpeech).hits };
  const weighed = decidedClassification(said.text, message, language, values, attachments) ?? ownWordsClassification(said.text, said.hits, message, language, values, attachments) ?? classify({ text: said.text, hits: weighBySense(said.text, said.hits, language, { today: message.today }).hits, values, attachments });
  // A request that names its task only in a question or a recalled occasion ("Last time we created the project a month
  // late"): those words count after all, rather than no task at all.
  const classification = weighed.accounting ? weighed : classify({ text: said.text, hits: weighBySense(said.text, said.hits, language, { keepIdle: true, today: message.today }).hits, values, attachments });
  const type = opts.forceType ?? classification.type;
  const ctx = makeContext(text, language, documents, { values, hits, today: opts.today, rates: message.rates, writer: message.writer, partiesByName: opts.partiesByName });
  // A named party's own address ("Lieferant … buchhaltung@rheintal-it.de") goes with the party.
  const candidate = withPartyEmails({ ...EXTRACTORS[type](ctx), type }, values.emails.map((e) => e.value));
  warnings.push(...ctx.warnings);
  const figures = documentFigures(documents);
  const documentText = documents.length ? fold(documents.map((d) => d.file.text.slice(0, MAX_DOCUMENT_TEXT)).join("\n")) : "";
  const judged = { ...message, ...(figures.length ? { documentFigures: figures } : {}), ...(documentText ? { documentText } : {}) };
  // The lead of the type read, when the rules read it themselves (a forced type has none).
  const sureBy = opts.forceType ? undefined : classification.score - (classification.runnerUp?.score ?? 0);
  const { task, gate } = judge(candidate, judged, classification.accounting || !!opts.forceType, sureBy);
  // With a valid task, what the gate lists as missing are the values such requests usually state.
  const expected = task ? gate.missing : [];
  if (expected.length) warnings.push(`${type}: not found in the prompt: ${expected.join(", ")}`);
  let confidence = classification.confidence;
  if (!gate.ok) confidence = Math.min(confidence, 0.2);
  else if (expected.length || ctx.warnings.length) confidence = Math.min(confidence, 0.5);
  return {
    classification,
    language,
    task,
    candidate,
    gate,
    message: judged,
    values,
    text,
    confidence: Math.round(confidence * 100) / 100,
    warnings,
  };
}

/** How much of each attached file's text a quote is looked up in. */
const MAX_DOCUMENT_TEXT = 50_000;

/** Every figure of the documents' data (a statement's amounts, an invoice's totals), bounded. */
function documentFigures(documents: readonly ParsedDocument[]): number[] {
  return documents.flatMap((d) => (d.kind === "other" ? [] : gateLeaves(d.data).flatMap((l) => (typeof l.value === "number" && Number.isFinite(l.value) && l.value !== 0 ? [l.value] : []))));
}

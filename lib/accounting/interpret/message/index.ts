import { readValues, type Values } from "../extract/read";
import { writerOf, type Writer } from "./writer";
import { splitMessage, type MessagePart } from "./parts";
import { assignContext, FIELD_FIRST, signsForwarded, valueList, type ContextReason, type ContextValue } from "./roles";
import { findRates, type Rate } from "./rates";
import { findRemarks, remarkCover } from "./side-remarks";
import { readMinutes } from "./minutes";
import { fold } from "../text";

export { addressedOnly, isAddressedNote, isHandedOn, splitMessage, type MessagePart, type PartKind } from "./parts";
export { assignContext, contextByWords, describeContext, REASON_TEXT, type ContextReason, type ContextValue } from "./roles";
export { findRates, type Rate } from "./rates";
export { findTables, type Table, type TableRow } from "./tables";

/**
 * A message read apart from its envelope: the parts, the request text the fields are read from
 * (the message with its envelope and its certain context values blanked, same length, so every
 * index still points at the message), the request's values, every value set aside as context
 * with its reason, and the quantity × rate pairs of the request. Pure; linear in the text.
 */
export interface Message {
  /** The message as written. */
  text: string;
  parts: MessagePart[];
  /** The text fields are read from: the envelope and certain context values blanked. */
  request: string;
  /** The values of `request`. */
  values: Values;
  /** Every value set aside, with why. */
  context: ContextValue[];
  /** "3 hours at 1200 NOK per hour", "40 stk à 38,50": quantity and unit price read together. */
  rates: Rate[];
  /** The thread segments read as the request (0: the sender's own text). */
  segments: number[];
  /**
   * The request with the words of quoted speech restored, quote marks left out: what the task
   * type is read from ("C.B.: «put them in as a customer»" names the task; its values are not the
   * task's). Same length as `request`.
   */
  withSpeech: string;
  /** Who wrote the request, when the message's own header names them (a ticket's requester). */
  writer?: Writer;
  /** The figures of the attached (or typed-in) documents: a request restating one asks for nothing more. */
  documentFigures?: readonly number[];
  /** The attached files' text, folded and bounded: a quoted heading of the file ("«Ansettelsesdetaljer»") points into it. */
  documentText?: string;
  /** The discussions of an extract of minutes, [from, to): the task is read from the decisions' words, not the meeting's. */
  discussions?: readonly (readonly [number, number])[];
  /** The day the request is read on (ISO), when known: a year before its own is the past. */
  today?: string;
}

/** Context a reading never needs: blanked before fields are read. A replaced figure stays (a ledger correction names both). */
const BLANKED: ReadonlySet<ContextReason> = new Set(["subject", "greeting", "signature", "disclaimer", "header", "thread", "reference", "phone", "card", "room", "vat-code", "earlier-figure", "past-occasion", "excluded", "books-owner", "done", "meeting-record", "discussion", "undecided", "question", "withdrawn", "aside", "limit", "speech", "defined-term", "restated", "document-label", "milestone", "asset", "pattern", "rate-unit", "note-field", "sheet", "formula", "report"]);

/** How much of a thread is the request: the sender's own text (the rule), or every message of it. */
export interface ReadMessageOptions {
  /**
   * Read the forwarded and quoted messages too ("see below"): their values may fill fields, and
   * those no field takes are set aside as "from the thread". The sender's own values must still
   * all be placed. Used when the sender's own text alone leaves the task incomplete.
   */
  wholeThread?: boolean;
  /**
   * With the thread, only its latest message (the one nearest the writer's own words): the writer says the last
   * message holds ("det er tallet i siste mail som gjelder", "el último correo, no el primero").
   */
  latestOnly?: boolean;
  /**
   * With the thread, the quoted message's sender read as a person of the request when the writer
   * names them by first name ("Freya's hours" over "skrev Freya Lindqvist <…>"): tried when the
   * person is still missing.
   */
  namedSender?: boolean;
  /**
   * Read quoted speech as the writer's own text (its quote marks left out): used when the reading
   * without it leaves the task incomplete (the period stated only in the quoted words).
   */
  speechAsText?: boolean;
  /**
   * Let the writer's own subject line name the task ("Betreff: Ausgangsrechnung" over "bitte
   * erstellen und versenden"): its words count for the task type, its values are not read. Used
   * when the body alone leaves the task incomplete (a subject also names order and case numbers).
   */
  subjectAsText?: boolean;
}

/** Whether the writer's own message opens with a subject line. */
export function hasOwnSubject(message: Message): boolean {
  return message.parts.some((p) => p.kind === "subject" && message.segments.includes(p.segment));
}

/** A header's sender: "skrev Jannik Oberholz <jannik.oberholz@…>", "From: Anke Petersen <anke@…>". */
const SENDER = /(\p{Lu}[\p{L}'-]{1,30})((?:[ \t]\p{Lu}[\p{L}'-]{1,30}){1,2})[ \t]{0,2}<([^<>\s@]{1,64}@[^<>\s]{1,100})>/u;

/** The span of the first quoted message's sender (name and address) when the writer's own words name them by first name. */
function namedSender(text: string, parts: MessagePart[]): { from: number; to: number } | undefined {
  const header = parts.find((p) => p.kind === "header" && p.segment > 0);
  if (!header) return undefined;
  const m = SENDER.exec(text.slice(header.start, Math.min(header.end, header.start + 400)));
  if (!m) return undefined;
  const first = fold(m[1]);
  const own = parts.filter((p) => p.segment === 0 && p.kind === "request");
  const named = own.some((p) => new RegExp(`(?<![\\p{L}])${first.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\p{L}])`, "u").test(fold(text.slice(p.start, Math.min(p.end, p.start + 3000)))));
  return named ? { from: header.start + m.index, to: header.start + m.index + m[0].length } : undefined;
}

/** A pointer to what stands below the writer's own words (folded). */
const POINTS_BELOW = /\b(?:unten|unterhalb|below|nedenfor|nedanfor|abajo|debajo|ci-dessous|plus bas|en dessous|abaixo|embaixo|em baixo)\b/;

/** A bracketed tag at a line's start, by which a writer files the mail. */
const FILING_TAG = /^([ \t]*)\[[^\]\n]{1,60}\]/gm;

/** The segments whose body is the request: the sender's own, and the forwarded or quoted ones when the sender's own text states no value. */
function requestSegments(text: string, parts: MessagePart[], wholeThread: boolean, latestOnly = false): Set<number> {
  const own = parts.filter((p) => p.segment === 0 && (p.kind === "request" || p.kind === "quote"));
  // A filing tag opening a line ("[K-131 Bacalhau Atlântico]", "[Ticket 4411]") states no value of the task.
  const ownStatesValues = own.some((p) => /[\d@]/.test(text.slice(p.start, p.end).replace(FILING_TAG, "")));
  const segments = new Set<number>([0]);
  if (wholeThread || latestOnly || !ownStatesValues) for (const p of parts) segments.add(p.segment);
  return segments;
}

/** The thread's latest message that says anything with a figure or an address: the nearest below the writer's words. */
function latestSegment(text: string, parts: MessagePart[]): number | undefined {
  return parts.filter((p) => p.segment > 0 && p.kind === "request" && /[\d@]/.test(text.slice(p.start, p.end))).sort((a, b) => a.segment - b.segment)[0]?.segment;
}

/**
 * With the latest message holding: an older message's value of a kind the latest (or the writer) states again is
 * superseded ("Invoices: invoice@…" under "from 1 August our invoice address changes to faktura@…").
 */
function supersededByLatest(text: string, parts: MessagePart[], all: Values, context: ContextValue[]): ContextValue[] {
  const latest = latestSegment(text, parts);
  if (latest === undefined) return [];
  // A value read from the thread may still be superseded; one set aside for another reason stays as it is.
  const taken = new Set(context.filter((c) => c.reason !== "thread-read").map((c) => c.index));
  const values = valueList(text, all).filter((v) => v.kind !== "date" && !taken.has(v.index));
  // Values and parts both in text order: one walk gives each value its part.
  const ordered = [...parts].sort((a, b) => a.start - b.start);
  let at = 0;
  const placed = values.map((v) => {
    while (at < ordered.length && ordered[at].end <= v.index) at++;
    const p = ordered[at] && ordered[at].start <= v.index ? ordered[at] : undefined;
    return { v, p };
  });
  const folded = fold(text);
  // The words said of each kind in the writer's words and the latest message.
  const newer = new Map<string, Set<string>>();
  for (const { v, p } of placed) {
    if (!p || p.kind !== "request" || (p.segment !== 0 && p.segment !== latest)) continue;
    const words = newer.get(v.kind) ?? new Set<string>();
    for (const w of wordsAround(folded, v.index, v.length)) words.add(w);
    newer.set(v.kind, words);
  }
  // Superseded: an older value of the same kind said of the same thing (a word around it shared: "bonus", "caja", "invoice").
  return placed
    .filter(({ v, p }) => p && p.segment > latest && [...wordsAround(folded, v.index, v.length)].some((w) => newer.get(v.kind)?.has(w)))
    .map(({ v }) => ({ ...v, reason: "earlier-figure" as const }));
}

/** Joining words that end what is said of a value after it ("61 200 and she gets a bonus …"). */
const JOIN_AFTER = /\s(?:and|og|und|et|y|e|plus|but|men|aber|mais|pero|mas)\s/;
const SMALL_WORDS = new Set(["from", "with", "this", "that", "eller", "ikke", "ikkje", "nicht", "como", "para", "pour", "avec", "fra", "til", "mit", "sin", "sans", "uten", "ohne", "some", "your", "vous", "nous", "their", "deira", "deres"]);

/** The words said of a value, within its clause: before it, and after it up to a joining word (five letters each, folded). */
function wordsAround(folded: string, index: number, length: number): Set<string> {
  const before = folded.slice(Math.max(0, index - 40), index).split(/[.;:!?\n(),]/).pop() ?? "";
  let after = folded.slice(index + length, index + length + 30).split(/[.;:!?\n()]/)[0];
  const join = JOIN_AFTER.exec(after);
  if (join) after = after.slice(0, join.index);
  const words = `${before} ${after}`.match(/\p{L}{4,}/gu) ?? [];
  return new Set(words.filter((w) => !SMALL_WORDS.has(w) && !/^(?:nok|kroner|kronen|coronas|couronnes|coroas)$/.test(w)).map((w) => w.slice(0, 5)));
}

/** The writer's pointer to the thread's latest message as the one that holds (folded). */
const LATEST_MESSAGE =
  /\b(?:(?:siste|seineste|seneste|nyaste|nyeste|last|latest|most recent|letzten?|neueste[nr]?|dernier|derniere|ultimo|ultima|mais recente)\s{1,2}(?:mail|mailen|e-?post(?:en)?|e-?mail|email|message|meldinga|meldingen|nachricht|correo|mensaje|mensagem|courriel|svar|svaret|reply|antwort|reponse|respuesta|resposta)|the last one|el ultimo|la ultima|o ultimo|a ultima|le dernier|la derniere|den siste|det siste|die letzte|das letzte)\b/;

/** Whether the writer's own words say the thread's latest message holds. */
export function pointsToLatest(message: Message, text: string): boolean {
  return message.parts.some((p) => p.segment === 0 && p.kind === "request" && LATEST_MESSAGE.test(fold(text.slice(p.start, Math.min(p.end, p.start + 3000)))));
}

/** Whether the message quotes someone's words that the reading set aside. */
export function hasSpeechAside(message: Message): boolean {
  // Speech is blanked in the request and kept in `withSpeech`: they differ exactly when some was set aside.
  return message.withSpeech !== message.request;
}

/** Whether the writer's own words point to what stands below them: "Auslagen stehen in seiner Mail unten", "the org no. is in the signature below". */
export function pointsBelow(message: Message, text: string): boolean {
  return message.parts.some((p) => p.segment === 0 && p.kind === "request" && POINTS_BELOW.test(fold(text.slice(p.start, Math.min(p.end, p.start + 3000)))));
}

/** Whether the message has forwarded or quoted messages that the rule's reading left out. */
export function hasUnreadThread(message: Message): boolean {
  return message.parts.some((p) => p.segment > 0 && !message.segments.includes(p.segment));
}

/** The values whose first character passes `keep`. */
function valuesWhere(values: Values, keep: (index: number) => boolean): Values {
  const out = {} as Record<string, unknown>;
  for (const [key, list] of Object.entries(values)) out[key] = (list as { index: number }[]).filter((v) => keep(v.index));
  return out as unknown as Values;
}

/** Replace [start, end) by spaces, keeping line breaks. */
function blank(chars: string[], start: number, end: number) {
  for (let i = start; i < end && i < chars.length; i++) if (chars[i] !== "\n") chars[i] = " ";
}

export function readMessage(text: string, today?: string, opts: ReadMessageOptions = {}): Message {
  const parts = splitMessage(text);
  const segments = requestSegments(text, parts, !!opts.wholeThread, !!opts.latestOnly);
  const all = readValues(text, today);
  let context = assignContext(text, parts, all, segments, !!opts.wholeThread || !!opts.latestOnly, today);
  if (opts.latestOnly) {
    const superseded = supersededByLatest(text, parts, all, context);
    const at = new Set(superseded.map((v) => v.index));
    context = [...context.filter((c) => !at.has(c.index)), ...superseded].sort((a, b) => a.index - b.index);
  }
  // Side remarks: values in a sentence that excludes them, a withdrawn clause, a bracket for information, after a ceiling or approximation word.
  const found = findRemarks(text);
  const speech = found.filter((r) => r.reason === "speech");
  const remarks = opts.speechAsText ? found.filter((r) => r.reason !== "speech") : found;
  if (remarks.length) {
    // A thread's value read with the request gives way to a remark that sets it aside ("…, no 1.190" below the quote).
    const taken = new Set(context.filter((c) => !FIELD_FIRST.has(c.reason)).map((c) => c.index));
    // A remark on a value ("a defined term", "restated") speaks before the section it stands in (a prompt's background, a done item).
    const cover = remarkCover(remarks.filter((r) => !FIELD_FIRST.has(r.reason)));
    const broad = remarkCover(remarks.filter((r) => FIELD_FIRST.has(r.reason)));
    const overridden = new Set<number>();
    const added: ContextValue[] = [];
    for (const v of valueList(text, all)) {
      const r = cover(v.index) ?? broad(v.index);
      if (v.kind === "date" || taken.has(v.index) || !r) continue;
      // A checking question's figures and quoted words are the writer's to check; a name or address in it stays the task's.
      if (r.reason === "question" && v.kind !== "money" && v.kind !== "quoted") continue;
      overridden.add(v.index);
      added.push({ ...v, reason: r.reason });
    }
    if (added.length) context = [...context.filter((c) => !overridden.has(c.index)), ...added].sort((a, b) => a.index - b.index);
  }
  // Read with the thread, the quoted message's sender is the person the writer names by first name
  // ("Bitte für Jannik …" over "skrev Jannik Oberholz <jannik.oberholz@…>"): name and address are read.
  const sender = opts.wholeThread && opts.namedSender ? namedSender(text, parts) : undefined;
  if (sender) context = context.filter((c) => !(c.reason === "header" && c.index >= sender.from && c.index < sender.to));
  const chars = text.split("");
  for (const p of parts) {
    const envelope = p.kind !== "request" && p.kind !== "quote" && !(opts.wholeThread && signsForwarded(p));
    if (envelope || !segments.has(p.segment)) blank(chars, p.start, p.end);
  }
  if (sender) for (let i = sender.from; i < sender.to; i++) chars[i] = text[i] === "<" || text[i] === ">" ? " " : text[i];
  for (const c of context) if (BLANKED.has(c.reason) && c.kind !== "date") blank(chars, c.labelStart ?? c.index, c.index + c.length);
  // A self-correction's withdrawn words go too: "7 horas – perdão, 7,5 horas" leaves 7,5 hours to read.
  for (const r of remarks) if (r.whole) blank(chars, r.from, r.to);
  if (opts.speechAsText) for (const r of speech) for (const i of [r.from, r.to - 1]) chars[i] = " ";
  // A quoted reply's marks are no part of its words.
  for (const p of parts) if (p.kind === "quote" && segments.has(p.segment)) for (let i = p.start; i < p.end; i++) if (chars[i] === ">" && (i === 0 || chars[i - 1] === "\n" || /^\s*$/.test(chars.slice(Math.max(0, i - 3), i).join("")))) chars[i] = " ";
  const request = chars.join("");
  // …but not a record's note field ("cust_says: "… bitte Mahnung stoppen""): the record's, not the request's words.
  const notedAt = new Set(context.filter((c) => c.reason === "note-field").map((c) => c.index));
  for (const r of speech) if (!notedAt.has(r.from)) for (let i = r.from + 1; i < r.to - 1; i++) chars[i] = text[i];
  // The writer's own subject line, when asked for, names the task as the body does.
  if (opts.subjectAsText) for (const p of parts) if (p.kind === "subject" && segments.has(p.segment)) for (let i = p.start; i < p.end; i++) chars[i] = text[i];
  const withSpeech = chars.join("");
  // The request's values are the message's values outside what was blanked: values never cross a
  // line and blanking takes whole lines or whole values, so one read of the message serves both.
  const values = valuesWhere(all, (index) => chars[index] !== " " || text[index] === " ");
  const writer = writerOf(text, parts);
  const { discussions } = readMinutes(fold(text));
  return {
    text,
    parts,
    request,
    values,
    context,
    rates: findRates(request, values),
    segments: [...segments].sort((a, b) => a - b),
    withSpeech,
    ...(writer ? { writer } : {}),
    ...(discussions.length ? { discussions } : {}),
    ...(today ? { today } : {}),
  };
}

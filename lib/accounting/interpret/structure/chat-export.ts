import { fold, spellingKey } from "../text";

/**
 * Messages copied out of a chat app, each line opened by its time and its sender:
 * "[06:04] Dani: vi har fått ny barista", "[04.12.26, 06:04:12] Dani: …",
 * "04.12.2026, 06:04 - Dani: …", "06:04 Dani: …". The time is when a bubble was sent, no date or
 * figure of the task, and the sender is the writer, no party of it: both go. When more than one
 * person writes, the senders' names stay ("Dani: …" / "Eirik: …") for the dialogue reader.
 * Only a real export is read so: at least two lines opened the same way by the same sender.
 * Pure; one bounded pattern per line.
 */
const PREFIX =
  /^[ \t]{0,4}(?:\[[ \t]?(?:\d{1,2}[./-]\d{1,2}[./-]\d{2,4},?[ \t]{1,2})?\d{1,2}[:.]\d{2}(?::\d{2})?(?:[ \t]?[AaPp][Mm])?[ \t]?\][ \t]{0,2}|(?:\d{1,2}[./-]\d{1,2}[./-]\d{2,4},?[ \t]{1,2})?\d{1,2}[:.]\d{2}(?::\d{2})?(?:[ \t]?[AaPp][Mm])?[ \t]{1,2}(?:[-–][ \t]{1,2})?)(\p{L}[\p{L}.' -]{0,30}?)[ \t]{0,2}:[ \t]/u;

const MAX_LINE = 2000;

/**
 * A sender's line as a team chat copies it, the messages on the lines under it: "Kari Ose  08:10",
 * "Emma Clarke 10:02 AM", "Jürgen Albers [10:11]", "Rune Hatlevik, i dag 08:14". One to four words of a name.
 */
const SENDER_LINE =
  /^[ \t]{0,4}(\p{L}[\p{L}.'-]{0,20}(?:[ \t]\p{L}[\p{L}.'-]{0,20}){0,3}),?[ \t]{1,4}(?:\p{L}{1,9}\.?[ \t]{1,2}(?:\d{1,2}\.?[ \t]?(?:\p{L}{1,9}\.?[ \t]{1,2})?)?(?:at[ \t]|kl\.?[ \t]|um[ \t]|a[ \t]|as[ \t]|à[ \t])?)?\[?(\d{1,2}[:.]\d{2})(?:[ \t]?[AaPp][Mm])?\]?[ \t]*$/u;
/** A line of reactions under a message: "👍 2  ✅ 1", ":white_check_mark: 1", "+1". */
const REACTIONS = /^[ \t]*(?:(?:\p{Extended_Pictographic}[\u{FE0F}\u{200D}\u{1F3FB}-\u{1F3FF}]*|:[a-z0-9_+-]{1,30}:)+[ \t]{0,2}\d{0,3}[ \t]*)+$|^[ \t]*\+1[ \t]*$/u;
/** A message's mark of an edit, as the app shows it. */
const EDITED = /[ \t]*\((?:edited|redigert|endret|bearbeitet|modifié|modifie|editado|editada|modificado)\)[ \t]*$/iu;

/**
 * A team chat copied with each sender on a line of their own and the time beside the name: each message written on its
 * sender's line ("[08:10] Kari Ose: Ho er fødd …"), reactions and edit marks gone. Only when two lines at least are so
 * shaped; a message's further lines follow it as they stand.
 */
function senderLinesInline(lines: string[]): string[] {
  const heads = lines.map((line) => (line.length <= 120 ? SENDER_LINE.exec(line) : null));
  if (heads.filter(Boolean).length < 2) return lines;
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const head = heads[i];
    if (!head) {
      if (!REACTIONS.test(lines[i])) out.push(lines[i].replace(EDITED, ""));
      continue;
    }
    // The first line of the message under the sender's line goes with it.
    let j = i + 1;
    while (j < lines.length && !heads[j] && !lines[j].trim()) j++;
    const first = j < lines.length && !heads[j] && !REACTIONS.test(lines[j]) ? lines[j].replace(EDITED, "").trim() : "";
    // A message of a reaction alone ("👍") says nothing.
    if (!first) continue;
    out.push(`[${head[2]}] ${head[1]}: ${first}`);
    i = j;
  }
  return out;
}

/** Each line opened by one of `senders` and a colon, without them: "Emma Clarke: Start date 1 June." → "Start date 1 June.". */
export function dropSenders(text: string, senders: readonly string[]): string {
  if (senders.length === 0) return text;
  // A sender whose name the request's address spells ("Jonas Brückner" and jonas.bruckner@…) is a party of the task:
  // their name stays before their messages, where the readers find the person the messages speak for.
  const locals = [...text.matchAll(/([\p{L}\d._%+-]{1,64})@/gu)].slice(0, 20).map((m) => new Set(spellingKey(fold(m[1])).split(/[._%+-]/)));
  const spelt = (name: string) => {
    const words = spellingKey(fold(name)).split(/\s+/);
    return words.length >= 2 && locals.some((parts) => words.every((w) => parts.has(w)));
  };
  const known = new Set(senders.filter((name) => !spelt(name)));
  return text
    .split("\n")
    .map((line) => {
      const colon = line.indexOf(": ");
      return colon > 0 && colon <= 90 && known.has(line.slice(0, colon).trim()) ? line.slice(colon + 2) : line;
    })
    .join("\n");
}

export function readChatExport(text: string): string {
  return readChatThread(text).text;
}

/**
 * The export read, and its senders when more than one person writes ("Emma Clarke", "Jürgen Albers"): after the dialogue
 * reader has read what it can, their names before their messages are no values of the task (`dropSenders`).
 */
export function readChatThread(text: string): { text: string; senders: string[] } {
  const lines = senderLinesInline(text.split("\n"));
  if (!lines.some((l) => l.includes(":"))) return { text, senders: [] };
  const senders = lines.map((line) => (line.length <= MAX_LINE ? PREFIX.exec(line) : null));
  const counts = new Map<string, number>();
  for (const m of senders) if (m) counts.set(m[1].trim(), (counts.get(m[1].trim()) ?? 0) + 1);
  if (![...counts.values()].some((n) => n >= 2)) return { text, senders: [] };
  const alone = counts.size === 1;
  const read = lines
    .map((line, i) => {
      const m = senders[i];
      if (!m) return line;
      // Each message is said on its own: one left open ends where it was sent ("…: Brenneri, Kafé og Catering" / "det var alt").
      const said = line.slice(m[0].length).replace(/([\p{L}\p{N}])([ \t]*(?:\p{Extended_Pictographic}[\u{FE0F}\u{200D}]?[ \t]*){0,4})$/u, "$1.$2");
      return alone ? said : `${m[1].trim()}: ${said}`;
    })
    .join("\n");
  return { text: read, senders: alone ? [] : [...counts.keys()] };
}

const ADDRESS = /[\p{L}\d._%+-]{1,64}@([\p{L}\d-]{1,63})((?:\.[\p{L}\d-]{1,63}){1,4})/gu;
/** Mail providers and example domains: their addresses are no one organisation's. */
const SHARED_DOMAINS = new Set(["example", "gmail", "hotmail", "outlook", "yahoo", "icloud", "live", "online", "protonmail", "proton", "gmx", "web", "mail", "me"]);
/** An organisation's addresses for a purpose rather than a person: "faktura@", "contabilidad@", "post@". */
const ROLE_LOCALS = new Set(
  ("faktura fakturaer fakturering invoice invoices invoicing billing accounts accounting ap ar post postmottak regnskap okonomi rekneskap " +
    "rechnung rechnungen buchhaltung finance finans factura facturas facturacion contabilidad contabilidade comptabilite compta factures " +
    "facturation fatura faturas faturacao info kontakt contact admin office kontor mail sales salg order orders ordre bestilling").split(" "),
);
const MAX_ADDRESSES = 12;

/**
 * In a chat thread the latest word on a value wins: an organisation's address given again otherwise ("facturas@redes…"
 * then "João tiene razón, las facturas van a contabilidad@redes…"; "faktura@vartdalslep.no" then "Dei brukar
 * faktura@vartdalslep.example.no") is the later one wherever the earlier stood. Only addresses of one organisation's
 * domain (no mail provider's), with the same local part or each a purpose's ("faktura", "post"), never a person's.
 */
export function latestAddressWins(text: string): string {
  const found = [...text.matchAll(ADDRESS)].slice(0, MAX_ADDRESSES).map((m) => ({ raw: m[0], local: fold(m[0].split("@")[0]), org: fold(m[1]) }));
  const replace = new Map<string, string>();
  for (let i = 0; i < found.length; i++) {
    const a = found[i];
    if (SHARED_DOMAINS.has(a.org)) continue;
    const later = found.slice(i + 1).filter((b) => b.org === a.org && b.raw !== a.raw && (b.local === a.local || (ROLE_LOCALS.has(a.local) && ROLE_LOCALS.has(b.local))));
    if (later.length) replace.set(a.raw, later[later.length - 1].raw);
  }
  if (replace.size === 0) return text;
  return text.replace(ADDRESS, (raw) => replace.get(raw) ?? raw);
}

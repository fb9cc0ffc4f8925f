import { WEEKDAY_PATTERN } from "../extract/relative-dates";
import { fold } from "../text";
import { SORRY } from "./correction-words";
import { AFTERTHOUGHT_MARK, FROM_FIELD, headerSegments, INTERNAL_NOTE, SENT_OR_SUBJECT_FIELD, SUBJECT_FIELD as SUBJECT, TO_OR_COPY_FIELD, ticketFields } from "./header-fields";

/**
 * The envelope apart from the request. Real mail wraps a request in a subject line, a greeting,
 * a sign-off and signature (phone, address, the sender's own organisation number), a
 * disclaimer, forwarded headers and quoted replies. This stage cuts a message into such parts,
 * line by line in one pass (linear in its length), so that later stages read values from the
 * request alone and can say why a value of the envelope was set aside.
 */
export type PartKind = "subject" | "greeting" | "request" | "signoff" | "signature" | "disclaimer" | "header" | "quote";

export interface MessagePart {
  kind: PartKind;
  /** Offsets in the message: [start, end). */
  start: number;
  end: number;
  /** Which thread segment the part belongs to: 0 the sender's own text, 1+ forwarded or quoted messages. */
  segment: number;
  /** A block addressed to the assistant inside a message to someone else ("@assistent: …"). */
  addressed?: boolean;
  /** The block hands one instruction on in words ("To accounting: create …"), not a mention opening a message. */
  handedOn?: boolean;
}

/** Longest line the classifiers below look at (a line is cut to this before matching). */
const LINE_CAP = 400;

/** A header block names a sender by address, or carries a sent or subject field: "Fra: Oslo / Til: Bergen" is no header. */
const isHeaderProof = (folded: string) => folded.includes("@") || SENT_OR_SUBJECT_FIELD.test(folded);
const FORWARD_MARK =
  /^\s{0,4}[-_=*]{2,}\s{0,3}(?:forwarded message|videresendt melding|vidaresendt melding|videresendt e-post|weitergeleitete nachricht|message transfere|message d'origine|mensaje reenviado|mensaje original|mensagem encaminhada|mensagem original|original message|opprinnelig melding|opphavleg melding|ursprungliche nachricht|urspr\w* nachricht)\s{0,3}[-_=*]{0,}\s*$/;
/** "On Mon, 3 Mar 2026 John <j@x> wrote:", "Am 12.03.2026 um 10:15 schrieb …:", "Le … a écrit :", "El … escribió:", "Em … escreveu:", "Den … skrev …:". */
const QUOTE_INTRO = /^\s{0,4}(?:on|am|le|el|em|den|pa)\s.{4,300}(?:wrote|schrieb|a ecrit|escribio|escreveu|skrev|skreiv)\s?[^:\n]{0,80}:\s*$/;
const QUOTED_LINE = /^\s{0,3}>/;
/**
 * A message's own number line above its body, as a radiogram, telex or log entry opens: "NR 056 KSU
 * 24MAR26 1015L", "MSG 12 / 03.04.2026 09:40", "No. 118 — 2026-03-24 10:15". Envelope: the serial
 * number is no product, invoice or order number.
 */
const MESSAGE_NUMBER_LINE =
  /^\s{0,4}(?:nr|no|n°|nº|msg|melding|message|nachricht|mensaje|mensagem|#)\.?\s{0,2}\d{1,6}(?:\s{1,3}(?:[-/|]|[a-z]{2,5}|\d{1,2}[a-z]{3}\d{2,4}|\d{4}[a-z]?|\d{6}[a-z]?|\d{1,2}[./-]\d{1,2}[./-]\d{2,4}|\d{4}-\d\d-\d\d|\d{1,2}[:.]\d\d)){1,6}\s*$/;
/**
 * A letter's dateline above everything: its place, a comma and the day it was written ("Voss, den 27.
 * März 2026.", "Voss, the 22nd of January, 2026.", "Bergen, 3. mars 2026", "Kristiansund, den 7/4-26"). Envelope: the day the
 * letter was written is no date of the task.
 */
/** "Voss, fredag den 6. mars 2026", "Voss, Mittwoch, den 26. August 2026", "Voss, a martes 7 de julio de 2026": a letter's place and date. */
const DATELINE = new RegExp(
  String.raw`^\s{0,4}\p{L}[\p{L}'’.-]{1,24}(?:[ -]\p{L}[\p{L}'’.-]{1,24}){0,2},\s{1,2}(?:(?:a|le|el|o)\s{1,2})?(?:(?:${WEEKDAY_PATTERN})\.?,?\s{1,2})?(?:(?:den|the|le|el|am|em|o|a)\s{1,2})?(?:\d{1,2}(?:\.|st|nd|rd|th|de|te|er|º|°)?\s{1,2}(?:(?:of|de|di)\s{1,2})?\p{L}{3,10}\.?,?\s{1,2}(?:de\s{1,2})?(?:19|20)\d\d|\d{1,2}[./]\d{1,2}[./-](?:\d{2}|\d{4})|\d{4}-\d\d-\d\d)\.?\s*$`,
  "u",
);
/**
 * A line addressed to the assistant inside a message written to someone else ("@assistent: registrer
 * innbetalingen …", "@Assistant please book this", "@asistente:", "→ Assistent: opprett …"): it says what to do; the message
 * around it, to the customer, supplier or colleague, gives the values ("with these details"), its
 * greeting and signature envelope as any message's.
 */
export const ADDRESSEE = String.raw`(?:assist\w*|asist\w*|bokf\w*|regnskap\w*|rekneskap\w*|account\w*|bookkeep\w*|buchhalt\w*|contab\w*|compta\w*|agent\w*|bot|ai|ki|tripletex)\b`;
/** …or handed on in words, with a colon: "To accounting: create …", "Til rekneskap:", "An die Buchhaltung:", "Pour la compta :". */
const HANDED_ON = new RegExp(
  String.raw`^\s{0,4}(?:to|til|an(?: die| den)?|para(?: a| o| el| la)?|pour(?: la| le)?|attn\.?|fao)\s{1,3}(?:the\s{1,3})?${ADDRESSEE}[^:\n]{0,20}:`,
);
const ADDRESSED = new RegExp(String.raw`^\s{0,4}(?:@\s?|(?:→|->|=>|⇒|➜|➔)\s{0,2})${ADDRESSEE}|${HANDED_ON.source}`);
/** Whether a message's block addressed to the assistant hands one instruction on in words. */
export function isHandedOn(parts: readonly MessagePart[]): boolean {
  return parts.some((p) => p.addressed && p.handedOn);
}
/** Whether a message holds a block addressed to the assistant. */
export function isAddressedNote(parts: readonly MessagePart[]): boolean {
  return parts.some((p) => p.addressed);
}

/** The text with everything but the blocks addressed to the assistant blanked (same length, line breaks kept). */
export function addressedOnly(text: string, parts: readonly MessagePart[]): string {
  const chars: string[] = text.split("").map((c) => (c === "\n" ? c : " "));
  for (const p of parts) if (p.addressed) for (let i = p.start; i < p.end; i++) chars[i] = text[i];
  return chars.join("");
}

/** A postscript after the signature ("PS: the bonus is 9 000, not 8 000"): the writer's text again. */
// "N.B. Seven and a half hours at 950 kroner …", "NB: …", "Obs! …": a note of the writer's own, below the signature too.
const POSTSCRIPT = new RegExp(String.raw`^\s{0,4}(?:p\.?-?\s?[sd]\b\.?(?!\.?\s?\d)|n\.?\s?b\.?(?=[\s:!])|obs[:!]|${AFTERTHOUGHT_MARK})`, "u");
const SIGNATURE_DASH = /^\s{0,2}--\s{0,2}$|^\s{0,2}_{5,}\s*$/;
/** Closing formulas in the 7 languages. */
const SIGNOFF_FORMULA =
  "(?:mvh|med vennlig hilsen|med venleg helsing|vennlig hilsen|venleg helsing|beste hilsen|hilsen|helsing|hilsing|takk|tusen takk|takk for hjelpa|takk for hjelpen|best regards|kind regards|warm regards|regards|best|cheers|thanks|thank you|many thanks|thanks a lot|br|viele gruss?e|mit freundlichen gruss?en|freundliche gruss?e|beste gruss?e|liebe gruss?e|danke und gruss?|danke|gruss?|lg|mfg|cordialement|bien cordialement|bien a vous|salutations|sinceres salutations|merci|merci beaucoup|saludos|un saludo|saludos cordiales|atentamente|gracias|muchas gracias|cumprimentos|atenciosamente|obrigado|obrigada|abraco|abracos|um abraco|un abrazo|abrazos|abrazo|beijinhos|beijos|bisous|bises|grosses bises|gros bisous|klem|klemmar|klemmer|hugs|hug|love|xoxo|umarmung|herzliche umarmung|yours ever|ever yours|yours sincerely|sincerely yours|yours faithfully|yours truly|sincerely|best wishes|with best wishes|warm wishes|kind wishes|with warm thanks|with many thanks|with thanks|with kind regards|with best regards|all the best|mit herzlichen gruss?en|herzliche gruss?e|herzlichst|mit besten gruss?en|hochachtungsvoll|amicalement|bien amicalement|respectueusement|un cordial saludo|cordialmente|afectuosamente|un afectuoso saludo|com os melhores cumprimentos|melhores cumprimentos|com estima|med hjartelig helsing|hjartelig helsing|hjertelig hilsen|med beste hilsen|beste helsing)";
/** A closing formula (or two, "Saludos cordiales / Thanks & Regards", "Thank you in advance and kind regards"), alone on its line or followed by a name. */
/** What may follow a thanks ("Thank you in advance and kind regards", "Vielen Dank im Voraus und freundliche Grüße"). */
const THANKS_TAIL = "(?:\\s{1,2}(?:in advance|again|so much|very much|pa forhand|pa forhond|im voraus|d'avance|par avance|de antemano|por adelantado|desde ja|antecipadamente))?";
const SIGNOFF = new RegExp(
  `^\\s{0,4}${SIGNOFF_FORMULA}${THANKS_TAIL}(?:\\s{0,2}(?:[/&+,]|and|og|und|et|y|e)\\s{0,2}${SIGNOFF_FORMULA}){0,2}\\b[\\s,.!]*(?:[\\p{L}.'-]+(?:\\s[\\p{L}.'-]+){0,3})?[\\s,.!]*$`,
  "u",
);
const GREETING =
  /^\s{0,4}(?:hi|hello|hey|dear|good morning|hei|hallo|halla|god morgen|heisann|kjaere|hej|hola|buenas|buenos dias|estimado|estimada|ola|bom dia|boa tarde|caro|cara|prezado|prezada|bonjour|salut|cher|chere|madame|monsieur|guten tag|guten morgen|liebe|lieber|moin|sehr geehrte|sehr geehrter)\b[^.?!\n]{0,40}[,!:.]?\s*$/;
/**
 * A greeting line: "Hei,", "Dear Sir or Madam,", "Hi Anna!". After the greeting's comma a few words
 * of address may follow ("Hola, Marta:"), not a sentence: "olá, criem por favor estes
 * departamentos:" and "Hi, please create these departments:" are requests.
 */
function isGreeting(folded: string): boolean {
  const m = GREETING.exec(folded);
  if (!m) return false;
  const comma = /^\s{0,4}\p{L}+(?:\s\p{L}+)?\s{0,2},/u.exec(folded);
  return !comma || folded.slice(comma[0].length).trim().split(/\s+/).filter((w) => /\p{L}/u.test(w)).length < 3;
}
/**
 * A line of courtesies before the request: "Greetings of the day!! Hope you are doing well.", "Grüße des
 * Tages! Ich hoffe, es geht Ihnen gut.", "Espero que se encuentren bien." A wish needs a word of
 * well-being after it ("I hope you can send it" is a request), and every sentence of the line is one.
 */
const DAY_GREETING = /^(?:greetings of the day|seasons? greetings|salutations du jour|saludos del dia|saudacoes do dia|gruss?e des tages|hilsen(?:er)? for dagen|helsingar? for dagen|good day|gooday)$/;
const WISH = /^(?:(?:i|we|ich|wir|jeg|eg|vi)\s)?(?:hope|hoping|trust|hoffe|hoffen|haper|hapar|j'espere|nous esperons|espero|esperamos)\b[\s,]*(?:that\s|que\s|at\s|dass\s)?(?:you|this|all|everything|ihnen|es|dir|sie|euch|alles|du|dere|de|alt|det|vous|tu|tout|todo|todos|se|te|voce|voces|esteja|estejam|estes|esten|este|este[ij]a)\b[^\d]{0,60}?\b(?:well|fine|good|great|gut|bien|bem|bom|boa|buen|buena|bonne|bon|bra|godt|vel|weekend|week-end|helg|helga|helgi|wochenende|feiertage|fin de semana|fim de semana|vacances|vacaciones|ferias|ferie|urlaub|holidays?|health|healthy|gesund|sante|salud|saude)\b[^\d]{0,30}$/;
function isPleasantry(folded: string): boolean {
  if (folded.length > 240) return false;
  const sentences = folded.split(/[.!?]+/).map((x) => x.replace(/^[\s¡¿]+/, "").trim()).filter(Boolean);
  return sentences.length > 0 && sentences.length <= 4 && sentences.every((x) => DAY_GREETING.test(x) || WISH.test(x));
}
/** A mail's disclaimer; "Destinataire : …" alone is a recipient's label, not one ("si vous n'êtes pas le destinataire" is). */
const DISCLAIMER =
  /\b(?:confidential|intended solely|intended only|if you have received this|konfidensiell|fortrolig|taushetsplikt|vertraulich|nicht der richtige adressat|confidentiel|confidentielle|confidencial|confidenciales|confidenciais|confidencialidad|confidencialidade|privileged|(?:pas|n'etes pas)\s(?:le\s|la\s)?destinataire|destinataire\s(?:de ce|du present|de la presente)|(?:no|nao)\s(?:es|e|sea|seja|for)\s(?:el\s|o\s)?destinatario|destinatario\s(?:de este|deste|desta|de esta))\b/;
/** A contact line: a phone number after its word or with a country code, or a web address. */
// A phone label needs a number of six digits or more after it: "confirmed by phone: 15 %" is no contact line.
const CONTACT = /\b(?:tlf|tel|telefon|telephone|phone|mob|mobil|mobile|cell|fon|telefono|telemovel|fax)\b\.?\s{0,2}:?\s{0,2}\+?\d(?:[\s.-]?\d){5}|(?:^|[|·,]\s{0,2})(?:[tmfp]\.?:?\s{0,2})?\+\d{2,3}[\s\d]{6,}|\bwww\./;
/** A line that gives an organisation number alone, with its label (folded): "org.nr. 966 654 686", "n° d'org. 985 960 291". */
const OWN_ORG_LINE = /^\s{0,4}(?:org(?:anisa[tc]ion|anizacion|anizacao)?s?[\s.-]{0,2}(?:nr|no|n[°º]|nummer|number|numero)\.?|orgnr\.?|n[°º]\s?d'org\.?|(?:nif|cif|siret|siren|vat no\.?|mva)\b)\s{0,2}:?\s{0,2}\d(?:[\s.]?\d){8}\s*(?:mva)?\s*$/;
/** A ticket's line naming the company whose books it is for (folded): "Entity: 1100 Kvarnes Norge AS", "Buchungskreis: …". */
const OWN_ENTITY_LINE = /^\s{0,4}(?:legal entity|entity|entite|entidad|entidade|entitet|buchungskreis|company code)\s{0,2}:/;
/** A line of one to four capitalised words: a name standing above a contact line. */
const NAME_LINE = /^\s{0,4}\p{Lu}[\p{L}.'-]*(?:\s\p{Lu}?[\p{L}.'-]*){0,3}[\s,]*$/u;
/** A phone's or a mail program's line under a message: "Sent from my iPhone", "sendt fraa mobilen", "Von meinem Handy gesendet" (folded). */
const SENT_FROM =
  /^\s{0,4}(?:sent (?:from|with|via) (?:my )?(?:iphone|ipad|phone|mobile|cell|android|samsung|galaxy|pixel|tablet|outlook)|sendt (?:fra|fraa) (?:min |mi |mitt )?(?:iphone|ipad|mobil|mobilen|telefon|telefonen|nettbrett)|von meinem (?:iphone|ipad|handy|smartphone|mobiltelefon|telefon|samsung|android)(?: \p{L}+)? gesendet|gesendet (?:von|mit) (?:meinem|meinen) \p{L}+|envoye (?:de|depuis|du) (?:mon |ma )?(?:iphone|ipad|portable|telephone|mobile|smartphone|tablette)|enviado (?:desde|de|do|dende) (?:mi |meu |o meu |mo )?(?:iphone|ipad|movil|celular|telemovel|telefono|telefone|smartphone|android|tablet))\b/u;
/** A sign-off with the name and contact details on its line: "Mvh Lise, tlf 911 22 333". */
const SIGNOFF_WORD = /^\s{0,4}(?:mvh|hilsen|helsing|regards|cheers|thanks|gruss?|gruss?e|cordialement|saludos|cumprimentos|abraco|obrigado|obrigada|gracias|merci|danke|takk)\b[\s,.!]/;

interface Line {
  start: number;
  end: number;
  folded: string;
  blank: boolean;
}

function linesOf(text: string): Line[] {
  const out: Line[] = [];
  let start = 0;
  while (start <= text.length) {
    let end = text.indexOf("\n", start);
    if (end < 0) end = text.length;
    const raw = text.slice(start, Math.min(end, start + LINE_CAP));
    out.push({ start, end, folded: fold(raw), blank: raw.trim() === "" });
    if (end >= text.length) break;
    start = end + 1;
  }
  return out;
}

/** A run of header lines (at least two, one of them a "From" field) starting at line i: its length, else 0. */
function headerRun(lines: Line[], i: number): number {
  let n = 0;
  let from = false;
  let proof = false;
  let ticket = 0;
  let to = false;
  let sentOrSubject = false;
  while (i + n < lines.length && n < 12) {
    const fields = headerSegments(lines[i + n].folded);
    if (!fields.length) break;
    if (fields.some((f) => FROM_FIELD.test(f))) from = true;
    if (fields.some((f) => TO_OR_COPY_FIELD.test(f))) to = true;
    if (fields.some((f) => SENT_OR_SUBJECT_FIELD.test(f))) sentOrSubject = true;
    if (fields.some(isHeaderProof)) proof = true;
    ticket += ticketFields(lines[i + n].folded);
    n++;
  }
  // A requester with two of a ticket's own fields (its number, status, priority…) is a ticket's header, address or not.
  // An outgoing mail's own header ("Subject: … / To: … <regnskap@…> / CC: … / Sent: …") names its receivers, not its sender.
  return n >= 2 && ((from && (proof || ticket >= 2)) || (n >= 3 && to && sentOrSubject && proof)) ? n : 0;
}

export function isContactLine(folded: string): boolean {
  return CONTACT.test(folded);
}

/** A contact line right below a name, or within the three short lines below a person's name, none of them blank. */
function contactBelow(lines: Line[], i: number, text: string): boolean {
  if (i + 1 < lines.length && isContactLine(lines[i + 1].folded)) return true;
  // Further down only below a person's name: two capitalised words or more, one of them in small letters after its capital
  // ("Jérôme WEIS-CARVALHO"; not "Please book it.", nor a company's name in capitals).
  const name = text.slice(lines[i].start, Math.min(lines[i].end, lines[i].start + 80)).trim();
  if (!/^\p{Lu}[\p{L}'-]*(?:\s\p{Lu}[\p{L}'-]*){1,3}$/u.test(name) || !/\p{Lu}\p{Ll}/u.test(name)) return false;
  for (let k = i + 1; k < Math.min(lines.length, i + 4); k++) {
    if (lines[k].blank || lines[k].folded.length > 160) return false;
    if (isContactLine(lines[k].folded)) return true;
  }
  return false;
}

/**
 * Cut a message into parts. Each line gets one kind; adjacent lines of the same kind and
 * segment are merged. A thread's later messages (after a forward mark, a header block or a
 * quote intro) are segments 1, 2…; their body is request text too (the request may live in the
 * forwarded part), while their headers are envelope.
 */
export function splitMessage(text: string): MessagePart[] {
  const lines = linesOf(text);
  const kinds: PartKind[] = new Array(lines.length);
  const segments: number[] = new Array(lines.length);
  // A block addressed to the assistant: request text, whatever the lines before it were (a signature).
  const addressed = lines.findIndex((l) => ADDRESSED.test(l.folded));
  let addressedEnd = addressed;
  if (addressed >= 0) while (addressedEnd < lines.length && !lines[addressedEnd].blank) addressedEnd++;
  const ownMarked = ownMarkedLines(lines);
  let segment = 0;
  /** After a sign-off or "--", the rest of the segment's block is the signature. */
  let inSignature = false;
  let inDisclaimer = false;
  let bodyLines = 0;
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i];
    const f = l.folded;
    let kind: PartKind = "request";
    if (i === addressed) {
      for (let k = addressed; k < addressedEnd; k++) {
        kinds[k] = "request";
        segments[k] = segment;
      }
      i = addressedEnd - 1;
      inSignature = inDisclaimer = false;
      bodyLines = 0;
      continue;
    }
    if (FORWARD_MARK.test(f)) {
      segment++;
      inSignature = inDisclaimer = false;
      bodyLines = 0;
      kind = "header";
    } else if (QUOTE_INTRO.test(f) && f.length < 380) {
      segment++;
      inSignature = inDisclaimer = false;
      bodyLines = 0;
      kind = "header";
    } else {
      const run = headerRun(lines, i);
      if (run) {
        // A ticket's own header opens the ticket (its title line may stand above it); a mail header below text opens an older message.
        const ticket = lines.slice(i, i + run).some((x) => ticketFields(x.folded) > 0);
        if (!ticket && i > 0 && lines.slice(0, i).some((x) => !x.blank)) segment++;
        for (let k = 0; k < run; k++) {
          kinds[i + k] = "header";
          segments[i + k] = segment;
        }
        i += run - 1;
        inSignature = inDisclaimer = false;
        bodyLines = 0;
        continue;
      }
      if (INTERNAL_NOTE.test(f) || (POSTSCRIPT.test(f) && (inSignature || bodyLines > 0))) {
        inSignature = inDisclaimer = false;
        bodyLines++;
      } else if (l.blank) kind = inSignature ? "signature" : inDisclaimer ? "disclaimer" : "request";
      else if (DISCLAIMER.test(f) || inDisclaimer) {
        kind = "disclaimer";
        inDisclaimer = true;
      } else if (SIGNATURE_DASH.test(f)) {
        kind = "signature";
        inSignature = true;
      } else if (inSignature) kind = "signature";
      else if (bodyLines > 0 && SENT_FROM.test(f)) {
        // "sent from my phone, excuse the typos": the device's line and what follows it are no request.
        kind = "signature";
        inSignature = true;
      }
      // A tracker's title line over the request ("FJT-4453 · Status: Open · Prio: low"): the ticket's own fields, no task words.
      else if (bodyLines === 0 && (MESSAGE_NUMBER_LINE.test(f) || DATELINE.test(f) || ticketFields(f) >= 2)) kind = "header";
      // A group's ticket names the books it is for ("Entity: 1100 Kvarnes Norge AS | CC 4310"): the requester's own company.
      else if (OWN_ENTITY_LINE.test(f)) kind = "header";
      else if (bodyLines === 0 && SUBJECT.test(f)) kind = "subject";
      else if (bodyLines === 0 && (isGreeting(f) || isPleasantry(f))) kind = "greeting";
      else if (bodyLines > 0 && ((SIGNOFF.test(f) && !requestGoesOn(lines, i)) || (SIGNOFF_WORD.test(f) && isContactLine(f)) || (PLACE_AND_DATE.test(f) && !NO_PLACE.has(/^\s*(\p{L}+)/u.exec(f)?.[1] ?? "") && signsOff(lines, i)))) {
        kind = "signoff";
        inSignature = true;
      } else if (isContactLine(f) && bodyLines > 0 && isTrailing(lines, i)) kind = "signature";
      // The body's own organisation number under its phone ("tél. +47 905 12 347" / "n° d'org. 985 960 291").
      else if (kinds[i - 1] === "signature" && OWN_ORG_LINE.test(f)) kind = "signature";
      // A name over its contact lines, a title and a company line or two between ("Jérôme WEIS-CARVALHO / Financial Controller
      // Nordics / Ardenvale Nordic AS | … / T +47 … | jerome@…").
      else if (bodyLines > 0 && NAME_LINE.test(text.slice(l.start, Math.min(l.end, l.start + 80))) && contactBelow(lines, i, text)) kind = "signature";
      else bodyLines++;
      // A quoted line ("> …") belongs to the quoted message: a segment of its own.
      if (QUOTED_LINE.test(f) && kind === "request" && !ownMarked) kind = "quote";
    }
    kinds[i] = kind;
    segments[i] = segment;
  }
  const parts: MessagePart[] = [];
  for (let i = 0; i < lines.length; i++) {
    const last = parts[parts.length - 1];
    const edge = i === addressed || i === addressedEnd;
    if (last && !edge && last.kind === kinds[i] && last.segment === segments[i]) last.end = lines[i].end;
    else parts.push({ kind: kinds[i], start: lines[i].start, end: lines[i].end, segment: segments[i], ...(i === addressed ? { addressed: true, ...(HANDED_ON.test(lines[i].folded) ? { handedOn: true } : {}) } : {}) });
  }
  return parts;
}

/**
 * ">> Please create these 3 as departments": one to three lines marked ">" at the end of a text that
 * quotes no message (no "… wrote:" line, no forward mark), only a short sign-off after them, are the
 * writer's own line to the assistant, marked as a prompt is, not a quoted reply.
 */
function ownMarkedLines(lines: Line[]): boolean {
  const marked = lines.map((l, i) => (QUOTED_LINE.test(l.folded) ? i : -1)).filter((i) => i >= 0);
  if (marked.length === 0 || marked.length > 3 || marked[marked.length - 1] - marked[0] !== marked.length - 1) return false;
  if (lines.some((l) => QUOTE_INTRO.test(l.folded) || FORWARD_MARK.test(l.folded))) return false;
  const after = lines.slice(marked[marked.length - 1] + 1).filter((l) => !l.blank);
  return after.length <= 2 && after.every((l) => l.folded.length <= 60);
}

/**
 * A letter's or an instruction's closing line of place and date ("Ålesund, 22. juli 2026", "Fait à
 * Ålesund, le 26 février 2026", "Oslo, 12.03.2026") with the signer's name under it (folded).
 */
const PLACE_AND_DATE =
  /^\s{0,4}(?:fait a |done at |gitt i |gegeben (?:zu|in) |hecho en |feito em )?\p{L}[\p{L} .'-]{1,30},[ \t]{0,2}(?:(?:le|den|am|the|el|o|a|em|on)[ \t]{1,2})?(?:\d{1,2}\.?(?:º|er)?[ \t]{0,2}(?:de[ \t])?\p{L}{3,10}\.?[ \t]{0,2}(?:de[ \t])?\d{4}|\d{1,2}[./-]\d{1,2}[./-]\d{2,4}|\d{4}-\d{2}-\d{2}|\p{L}{3,10}[ \t]\d{1,2},?[ \t]\d{4})[ \t.]*$/u;

/** Words a "Place, date" line never opens with: an apology or an answer ("beklager, 14. mai 1990", "ja, 03.11.2004"). */
const NO_PLACE: ReadonlySet<string> = new Set([...SORRY, "ja", "jo", "nei", "yes", "no", "ok", "okay", "oui", "non", "si", "sim", "nao", "nein", "doch", "update", "oppdatering"]);

/** A closing line signs off when at most three short lines (the signer's name and title) follow it. */
function signsOff(lines: Line[], i: number): boolean {
  const after = lines.slice(i + 1).filter((l) => !l.blank);
  return after.length >= 1 && after.length <= 3 && after.every((l) => l.folded.length <= 60);
}

/**
 * "Takk, i like måte!" answered in a call written down, with the call going on below: a thanking line
 * followed, before any header or quoted message, by a sentence of the request's length closes nothing.
 */
function requestGoesOn(lines: Line[], i: number): boolean {
  let sentences = 0;
  for (let k = i + 1; k < lines.length && k < i + 40; k++) {
    const f = lines[k].folded;
    if (FORWARD_MARK.test(f) || QUOTE_INTRO.test(f) || QUOTED_LINE.test(f) || DISCLAIMER.test(f) || headerRun(lines, k)) break;
    if (!lines[k].blank && f.length >= 40 && /[.?!:]\s*$/.test(f) && !isContactLine(f) && f.split(/\s+/).length >= 7) sentences++;
  }
  return sentences >= 3;
}

/**
 * A contact line is part of a signature when only contact lines, sign-offs or blank lines follow it in its block,
 * and no sign-off is still to come in its message: "Født 09.07.1991, e-post …, mobil 915 22 604." above "Mvh / Kjetil"
 * is the body's data, not the signer's.
 */
function isTrailing(lines: Line[], i: number): boolean {
  for (let k = i + 1; k < lines.length && k < i + 40; k++) {
    const f = lines[k].folded;
    if (FORWARD_MARK.test(f) || QUOTE_INTRO.test(f) || headerRun(lines, k)) break;
    if (SIGNOFF.test(f)) return false;
  }
  for (let k = i + 1; k < lines.length && k < i + 8; k++) {
    const f = lines[k].folded;
    if (lines[k].blank) return true;
    if (!isContactLine(f) && f.length > 60) return false;
  }
  return true;
}

/** Parts that are envelope (everything but the request and quoted request text). */
export function isEnvelope(kind: PartKind): boolean {
  return kind !== "request" && kind !== "quote";
}

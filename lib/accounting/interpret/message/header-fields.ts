/**
 * Field names of a forwarded or quoted mail's header block, as mail programs write them in the
 * seven request languages (and Polish, which some mail programs here are set to). Names are
 * folded (lower case, no diacritics, å→a): "Frå" is "fra", "Envoyé le" is "envoye le". A header
 * block is known by these names alone, so it never counts as the request and its date never
 * becomes the request's date.
 */
export const HEADER_FIELDS = {
  /** Who sent the message; a support ticket's requester is its sender. */
  from: [
    "from", "fra", "von", "de", "da", "od", "absender", "expediteur", "remitente", "remetente", "sender", "avsender",
    "requester", "requested", "innsender", "innsendar", "innmelder", "innmeldar", "melder", "meldar", "avsendar", "anfragender", "anfragende", "antragsteller", "demandeur",
    "solicitante", "requerente",
  ],
  /** When it was sent ("Sent on", "Date sent", "Gesendet am", "Date d'envoi": a sent word with its linking word). */
  sent: ["sent", "sendt", "gesendet", "envoye", "envoi", "enviado", "enviada", "wyslano"],
  /** When a support ticket was opened: a sent date for the header. */
  created: ["created", "opened", "opprettet", "oppretta", "erstellt", "cree", "ouvert", "creado", "criado", "aberto"],
  /** A support ticket's own fields: they describe the ticket, never the task. */
  ticket: [
    "ticket", "sak", "saksnummer", "saksnr", "case", "status", "state", "estado", "etat", "statut", "priority", "prioritet",
    "prioritat", "priorite", "prioridad", "prioridade", "category", "kategori", "kategorie", "categorie", "categoria", "type", "queue",
    "ko", "assigned", "assignee", "tildelt", "ansvarlig", "zugewiesen", "bearbeiter", "assigne", "attribue", "asignado",
    "atribuido", "responsavel", "channel", "kanal", "canal",
  ],
  /** A bare date: a ticket or a receipt has one too ("Fra: Oslo S / Til: Bergen / Dato: 12.03."), so it proves no header. */
  date: ["date", "dato", "datum", "fecha", "data"],
  /** Who received it. */
  to: ["to", "til", "mottaker", "mottakar", "an", "empfanger", "a", "destinataire", "para", "destinatario", "do", "received"],
  /** Copies. */
  copy: ["cc", "bcc", "kopi", "blindkopi", "kopie", "blindkopie", "cci", "cco", "copie", "copia", "dw", "udw"],
  /** What it is about. */
  subject: ["subject", "emne", "betreff", "objet", "asunto", "assunto", "oggetto", "temat"],
  /** Where replies go. */
  replyTo: ["reply-to", "svar", "antwort", "repondre", "responder"],
  /** What came with it ("Attachment: bankutskrift.csv"): a mail's and a ticket's field alike, proving neither. */
  attached: [
    "attachment", "attachments", "attached", "vedlegg", "vedlegga", "anhang", "anhange", "anlage", "anlagen", "piece jointe",
    "pieces jointes", "adjunto", "adjuntos", "archivo adjunto", "anexo", "anexos", "allegato", "allegati",
  ],
} as const;

/**
 * Words that join a field name to another ("Sent on", "Gesendet am", "Envoyé le", "Ticket no",
 * "Assigned to", "Svar til"): a label is one field name with at most one such word or other field
 * name on either side, and it counts as the field its own name says.
 */
const LINKING = ["on", "by", "to", "am", "an", "le", "el", "em", "a", "de", "til", "id", "no", "nr"];

type Field = keyof typeof HEADER_FIELDS;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\-]/g, "\\$&").replace(/ /g, "\\s");

const alternatives = (names: readonly string[]) => [...new Set(names)].sort((a, b) => b.length - a.length).map(escape).join("|");
/** A word of a label, with an elided article or preposition before it ("d'envoi"). */
const labelWord = (names: readonly string[]) => `(?:[dl]')?(?:${alternatives(names)})`;
const ANY_WORD = labelWord([...Object.values(HEADER_FIELDS).flat(), ...LINKING]);

/** A pattern matching a label of one of the fields at the start of a folded line, before its colon. */
function fieldPattern(fields: Field[], needValue: boolean): RegExp {
  const own = labelWord(fields.flatMap((f) => HEADER_FIELDS[f]));
  return new RegExp(`^\\s{0,4}>?\\s{0,2}\\*{0,2}(?:${ANY_WORD}\\s)?${own}(?:\\s${ANY_WORD})?\\*{0,2}\\s?:${needValue ? "\\s?\\S" : ""}`);
}

/** Any header field with a value: "Sendt: torsdag 19. mars 2026 14:37". */
export const HEADER_FIELD = fieldPattern(["from", "sent", "created", "ticket", "date", "to", "copy", "subject", "replyTo", "attached"], true);
/** The sender's field, which every header block has. */
export const FROM_FIELD = fieldPattern(["from"], false);
/** A field only a header has (sent, created or subject): "Fra: Oslo / Til: Bergen / Dato: 12.03." is a travel ticket, no header. */
export const SENT_OR_SUBJECT_FIELD = fieldPattern(["sent", "created", "subject"], false);
/** A support ticket's own field (status, priority, requester's created date…): the block is the ticket's header, not a forwarded mail's. */
export const TICKET_FIELD = fieldPattern(["ticket", "created"], false);
/**
 * A chat's afterthought at a line's start (folded or not): a star on the word ("*ops …", "*17.08.1992") or an "oops" opening
 * the line — a postscript as much as "P.S." is. "ups" and "opa" only with a mark after them ("UPS" is a carrier, "Opa" a grandad).
 */
export const AFTERTHOUGHT_MARK = String.raw`\*(?=[\p{L}\d])|(?:oops|ops|oups|uups|hoppla)(?=[ \t,:!])|(?:ups|opa)(?=[,!:])`;

/** Whom the message went to, or a copy: an outgoing mail's header names its receivers, not its sender. */
export const TO_OR_COPY_FIELD = fieldPattern(["to", "copy"], false);
/** The subject line of the message itself. */
export const SUBJECT_FIELD = fieldPattern(["subject"], false);

/**
 * A ticket's title: its word and number before anything else ("Ticket KD-29871", "Sak #4411", "Case no. 118"), or a
 * tracker's key alone ("FJT-4453 · Status: Open"), which only a ticket's fields follow.
 */
const TICKET_TITLE = /^\s{0,4}(?:(?:ticket|sak|case|caso|cas|fall|vorgang|incident|hendelse)\s{0,2}(?:(?:no|nr|n°|nº)\.?\s{0,2}|#\s?)?[a-z]{0,5}-?\d{2,}|[a-z]{2,6}-\d{2,6}\s{0,2}$)/;

/** How a helpdesk joins several fields on one line: "Ticket KD-29871 · Status: Open · Priority: Normal". */
const FIELD_JOIN = /\s[·|•]\s/;

/**
 * The fields a header line holds: the line itself when it is one field, or each of its joined
 * segments when every segment after the first is a field and the first is a field or the ticket's
 * title. None when it is no header line.
 */
export function headerSegments(folded: string): string[] {
  if (HEADER_FIELD.test(folded)) return [folded];
  const segments = folded.split(FIELD_JOIN);
  if (segments.length < 2 || !segments.slice(1).every((s) => HEADER_FIELD.test(s))) return [];
  return HEADER_FIELD.test(segments[0]) || TICKET_TITLE.test(segments[0]) ? segments : [];
}

/** How many of a support ticket's own fields (its title among them) a header line carries. */
export const ticketFields = (folded: string) =>
  headerSegments(folded).filter((s) => TICKET_FIELD.test(s) || TICKET_TITLE.test(s)).length;

/** A support ticket's internal note, written after the requester's text: request text again, and it may correct a value. */
export const INTERNAL_NOTE = /^\s{0,4}(?:intern(?:e|t)? (?:merknad|notat|note|notiz|kommentar)|internal (?:note|comment)|note interne|commentaire interne|nota interna|comentario interno)\b/;
const INTERNAL_NOTE_LINE = new RegExp(INTERNAL_NOTE.source.replace("^", "(?:^|\\n)"));

/** Where a ticket's first internal note starts in the folded text, or -1. */
export function internalNoteStart(folded: string): number {
  return INTERNAL_NOTE_LINE.exec(folded)?.index ?? -1;
}

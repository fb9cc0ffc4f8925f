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
    "requester", "requested by", "innsender", "innmelder", "melder", "anfragender", "anfragende", "antragsteller", "demandeur",
    "solicitante", "requerente",
  ],
  /** When it was sent. */
  sent: [
    "sent", "sent on", "date sent", "sendt", "gesendet", "gesendet am", "envoye", "envoye le", "date d'envoi", "enviado", "enviado el",
    "enviada", "enviado em", "enviada em", "wyslano",
  ],
  /** When a support ticket was opened: a sent date for the header. */
  created: ["created", "opened", "opprettet", "oppretta", "erstellt", "erstellt am", "cree", "cree le", "ouvert le", "creado", "creado el", "criado", "criado em", "aberto em"],
  /** A support ticket's own fields: they describe the ticket, never the task. */
  ticket: [
    "ticket", "ticket no", "ticket id", "sak", "saksnummer", "saksnr", "case", "case no", "status", "state", "estado", "etat", "statut", "priority", "prioritet",
    "prioritat", "priorite", "prioridad", "prioridade", "category", "kategori", "kategorie", "categorie", "categoria", "type", "queue",
    "ko", "assigned to", "assignee", "tildelt", "ansvarlig", "zugewiesen an", "bearbeiter", "assigne a", "attribue a", "asignado a",
    "atribuido a", "responsavel", "channel", "kanal", "canal",
  ],
  /** A bare date: a ticket or a receipt has one too ("Fra: Oslo S / Til: Bergen / Dato: 12.03."), so it proves no header. */
  date: ["date", "dato", "datum", "fecha", "data"],
  /** Who received it. */
  to: ["to", "til", "mottaker", "mottakar", "an", "empfanger", "a", "destinataire", "para", "destinatario", "do", "received by"],
  /** Copies. */
  copy: ["cc", "bcc", "kopi", "blindkopi", "kopie", "blindkopie", "cci", "cco", "copie", "copia", "dw", "udw"],
  /** What it is about. */
  subject: ["subject", "emne", "betreff", "objet", "asunto", "assunto", "oggetto", "temat"],
  /** Where replies go. */
  replyTo: ["reply-to", "svar til", "antwort an", "repondre a", "responder a"],
} as const;

type Field = keyof typeof HEADER_FIELDS;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\-]/g, "\\$&").replace(/ /g, "\\s");

/** A pattern matching one of the fields' names at the start of a folded line, before its colon. */
function fieldPattern(fields: Field[], needValue: boolean): RegExp {
  // Longest names first, so "enviado el" is tried before "enviado".
  const names = fields.flatMap((f) => HEADER_FIELDS[f]);
  const alternatives = [...new Set(names)].sort((a, b) => b.length - a.length).map(escape).join("|");
  return new RegExp(`^\\s{0,4}>?\\s{0,2}\\*{0,2}(?:${alternatives})\\*{0,2}\\s?:${needValue ? "\\s?\\S" : ""}`);
}

/** Any header field with a value: "Sendt: torsdag 19. mars 2026 14:37". */
export const HEADER_FIELD = fieldPattern(["from", "sent", "created", "ticket", "date", "to", "copy", "subject", "replyTo"], true);
/** The sender's field, which every header block has. */
export const FROM_FIELD = fieldPattern(["from"], false);
/** A field only a mail header has (sent or subject): "Fra: Oslo / Til: Bergen / Dato: 12.03." is a ticket, no header. */
export const SENT_OR_SUBJECT_FIELD = fieldPattern(["sent", "created", "subject"], false);
/** A support ticket's own field (status, priority, requester's created date…): the block is the ticket's header, not a forwarded mail's. */
export const TICKET_FIELD = fieldPattern(["ticket", "created"], false);
/** The subject line of the message itself. */
export const SUBJECT_FIELD = fieldPattern(["subject"], false);

import { describe, expect, it } from "vitest";
import { fold } from "../text";
import { HEADER_FIELD } from "./header-fields";
import { splitMessage } from "./parts";

const kinds = (text: string) => splitMessage(text).map((p) => [p.kind, text.slice(p.start, p.end).split("\n")[0]]);

/** A forwarded block in each language's mail-program wording, below a one-line request. */
const HEADERS: Record<string, string> = {
  es: "De: Marta Ruiz <marta@ruiz.es>\nEnviado el: jueves, 12 de marzo de 2026 9:14\nPara: Contabilidad\nCC: Luis\nAsunto: Alta de cliente",
  pt: "De: Joana Lopes <joana@lopes.pt>\nEnviada em: 3 de março de 2026 10:02\nPara: Contabilidade\nAssunto: Novo fornecedor",
  fr: "De : Claire Martin\nEnvoyé le : mardi 3 mars 2026 08:41\nÀ : Comptabilité\nCci : Paul\nObjet : Nouveau client",
  de: "Von: Jana Vogt\nGesendet am: Dienstag, 3. März 2026 08:41\nAn: Buchhaltung\nBetreff: Neuer Kunde",
  nn: "Frå: Ingrid Berg\nDato: 19. mars 2026\nTil: Tomasz\nEmne: Ny tilsett",
  en: "From: Sam Lee\nDate sent: 19 March 2026 14:37\nTo: Accounts\nBcc: archive\nSubject: New supplier",
  pl: "Od: Anna Nowak <anna@nowak.pl>\nWysłano: czwartek, 19 marca 2026 14:37\nDo: Księgowość\nTemat: Nowy klient",
};

describe("forwarded header field names", () => {
  it.each(Object.entries(HEADERS))("reads a %s header block as header, not as the request", (_, header) => {
    const text = `Please see below and register it.\n\n${header}\n\nThe body of the forwarded mail.`;
    const parts = kinds(text);
    expect(parts.map((p) => p[0])).toEqual(["request", "header", "request"]);
    expect(parts[1][1]).toBe(header.split("\n")[0]);
    // Every line of the block is in the header part, its date included.
    const header_ = splitMessage(text).find((p) => p.kind === "header")!;
    expect(text.slice(header_.start, header_.end)).toBe(header);
  });

  it("does not read a route given as from/to as a header", () => {
    expect(kinds("Reise\nFra: Oslo\nTil: Bergen\nBook the trip.").every((p) => p[0] === "request")).toBe(true);
    // A ticket's date is no mail's sent field.
    expect(kinds("Togbillett\nFra: Oslo S\nTil: Bergen\nDato: 12.03.2026\nBeløp: 899 kr").every((p) => p[0] === "request")).toBe(true);
  });

  it("reads a label of a field name and its linking word, in any order the mail program writes it", () => {
    for (const label of ["Sent on", "Date d'envoi", "Gesendet am", "Enviado el", "Ticket no", "Assigned to", "Svar til", "Requested by"])
      expect(HEADER_FIELD.test(fold(`${label}: x`)), label).toBe(true);
    // Two words of no field are no label: an order number line stays request text.
    expect(HEADER_FIELD.test(fold("Número de pedido: 4471"))).toBe(false);
    expect(HEADER_FIELD.test(fold("Ticket no no no: 1"))).toBe(false);
  });
});

describe("a tracker's title line", () => {
  it("reads a key and the ticket's own fields over the request as header: its status names no task", () => {
    const text = "BKT-2210 · Status: Open → agent\n\nInvoice Lyngmo Bakeri AS (org. no. 915 220 431), NOK 8,400 excl. VAT, for hygiene training.";
    expect(kinds(text).map((p) => p[0])).toEqual(["header", "request"]);
    // A key alone on a line without a ticket's field after it is text like any other.
    expect(kinds("BKT-2210\nInvoice Lyngmo Bakeri AS").map((p) => p[0])).toEqual(["request"]);
  });
});


import { describe, expect, it } from "vitest";
import { interpretWithRules } from "./index";
import { repairMailDamage } from "./structure/mail-damage";

/**
 * Mail as an old gateway passes it on: quoted-printable left undecoded, UTF-8 read as Windows-1252, HTML left in, a
 * logo's placeholder, the gateway's banner and its scanner's footer.
 */
const read = (text: string) => interpretWithRules(text, [], { today: "2026-05-04" });

describe("a mail's transfer damage mended before it is read", () => {
  it("quoted-printable: its letters decoded, its soft line breaks joined (a letter split across one too)", () => {
    expect(repairMailDamage("Verst=C3=A4rkung f=C3=BCr die Fa=\nch=C3=BCbersetzung, K=C3=\n=B6nnten Sie")).toBe("Verstärkung für die Fachübersetzung, Könnten Sie");
    // A spreadsheet's formula is no transfer encoding.
    expect(repairMailDamage("=C4*1,25 og =D4-D4/1,2")).toBe("=C4*1,25 og =D4-D4/1,2");
  });

  it("UTF-8 read as Windows-1252 is read again ('Ã¸', 'â€“', 'Ã…'), a text without such letters left as it is", () => {
    expect(repairMailDamage("O preÃ§o Ã© 412,50 NOK â€“ Ã…shild SÃ¸rbÃ¸")).toBe("O preço é 412,50 NOK – Åshild Sørbø");
    expect(repairMailDamage("SÃO PAULO, Ålesund – Øst")).toBe("SÃO PAULO, Ålesund – Øst");
  });

  it("HTML left in: entities written, tags gone, an address once", () => {
    expect(repairMailDamage("Ola&nbsp;Nordmann &amp; S&oslash;nn AS<br>e-post: <b>ola@x.no</b> <mailto:ola@x.no>")).toBe("Ola Nordmann & Sønn AS\ne-post: ola@x.no");
    // An address in angle brackets is no tag, though it open with a tag's letter.
    expect(repairMailDamage("Kari <kari@x.no> skriv &amp; Von: Petra <p.maier@x.de>")).toBe("Kari <kari@x.no> skriv & Von: Petra <p.maier@x.de>");
  });

  it("a banner, a scanner's footer and a logo's placeholder go", () => {
    expect(repairMailDamage("CAUTION: This email originated from outside the organization. Do not click links.\nHei\n[cid:image001.png@01DCC13F.77A0B2E4]\n___ Scanned by MailScanner – no threats found ___")).toBe("\nHei\n\n");
    // A scanned letter's own line is no scanner's footer.
    expect(repairMailDamage("CAUTION: This email originated from outside the organization.\nEingangsrechnung von Elbtal Harze, gescannt – bitte erfassen")).toBe("\nEingangsrechnung von Elbtal Harze, gescannt – bitte erfassen");
  });

  it("an invoice's code headed by one letter, after a code of more", () => {
    expect(read("Registrer leverandørfaktura F-26-0418 frå Lyd AS, org.nr. 914602734, 12 500 kr inkl. mva, konto 6590, inngåande mva 25 %.").task).toMatchObject({ invoiceNumber: "F-26-0418" });
    expect(read("Journal J-26-024: registrer leverandørfaktura INV-2026-3318 frå Lyd AS, org.nr. 914602734, 12 500 kr inkl. mva, konto 6590, inngåande mva 25 %.").task).toMatchObject({ invoiceNumber: "INV-2026-3318" });
  });

  it("a request so damaged reads as the writer wrote it", () => {
    const r = read(
      "Betreff: Neuer Kollege\n\nCAUTION: This email originated from outside the organization.\n\nK=C3=B6nnten Sie bitte J=C3=B6rg B=C3=A4umler, geboren am 03.11.1988, als Mitarbeiter anlegen, Eintrittsdatum 08.06.2026, E-Mail-Adresse joerg.baeumler@kvernmo.no?\n\nViele Gr=C3=BC=C3=9Fe\n=C3=85shild\n[cid:image001.png@01DCC13F.77A0B2E4]",
    );
    expect(r.task).toMatchObject({ type: "create_employee", firstName: "Jörg", lastName: "Bäumler", dateOfBirth: "1988-11-03", startDate: "2026-06-08", email: "joerg.baeumler@kvernmo.no" });
  });
});

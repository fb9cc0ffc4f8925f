import { describe, expect, it } from "vitest";
import { interpretWithRules } from "./index";
import { noteCorrectsThread } from "./message/note-corrections";
import { findParties } from "./extract/parties";
import { typedAttachment } from "./test-attachments";

/**
 * A bookkeeper passing a client's mail on to the bureau's inbox: a filing tag and a line or two of her
 * own on top (what to do, and what the mail got wrong), then the client's mail under a mail program's
 * header, in the client's language, with a signature naming the client's own firm.
 */
const read = (text: string, documents: Awaited<ReturnType<typeof typedAttachment>> = []) => interpretWithRules(text, documents, { today: "2026-05-12" });

const header = (from: string, subject: string) =>
  `\n\n________________________________\nFra: ${from}\nSendt: mandag 11. mai 2026 08:40\nTil: Randi Holm <randi@holm-regnskap.no>\nEmne: ${subject}\n\n`;

describe("the note on top and the mail under it", () => {
  it("reads the task from a short note and the mail together, though the note opens with a numbered filing tag", () => {
    const r = read(
      "[K-044 Fjellstue] timer for Marta, og fakturer kunden.\nR." +
        header("Lars Berg <lars@fjellstue.no>", "Hours Marta") +
        "Hi Randi,\n\nMarta Sandvik (marta.sandvik@example.org) spent 7,5 hours yesterday guiding for the project \"Vårtur Jotunheimen\" (customer Sogn Reiser AS). Activity: \"Guiding\". Hourly rate 980 NOK.\n\nCould you log her hours and invoice the customer for them?\n\nBest,\nLars",
    );
    expect(r.classification.type).toBe("log_hours_and_invoice");
    expect(r.task).toMatchObject({ hours: 7.5, hourlyRate: 980, projectName: "Vårtur Jotunheimen", activityName: "Guiding", employee: { email: "marta.sandvik@example.org" } });
  });

  it("passes on the mail's whole project when the note only corrects one figure of it", () => {
    const r = read(
      "[K-210 Vestverft] heile prosjektet for Havbris, sjå lista til Ole. OBS underleverandøren kostar 48 290 eks. mva – Ole har skrive 48 920, fakturaen seier 48 290.\nR." +
        header("Ole Hatlen <ole@vestverft.no>", "Prosjekt Havbris") +
        "Hei Randi,\n\nProsjekt «Ny styrehusinnreiing MS Havbris» for Havbris Shipping AS (org.nr. 921 654 870), heile løpet:\n\n1. Budsjett: 310 000 kr\n2. Timar: Ole Hatlen (ole.hatlen@example.org) 22 t som prosjektleiar, Kari Vik (kari.vik@example.org) 31 t\n3. Underleverandør Sunde Snekkeri AS (org.nr. 918 220 145): 48.920 kr eks. mva\n4. Så faktura til kunden for prosjektet.\n\nHelsing Ole",
    );
    expect(r.classification.type).toBe("project_lifecycle");
    expect(r.task).toMatchObject({ budget: 310000, supplierCost: { amount: 48290, supplier: { organizationNumber: "918220145" } } });
  });

  it("sets right the mail's figure whose digits the note gives in another order, and no other", () => {
    const text = "Beløpet er 12 480 – kunden har skrive 12 840 i mailen." + header("A <a@b.no>", "x") + "Sum: 12.840 NOK, frakt 1 250 NOK, 2 timar à 1 250.";
    const out = noteCorrectsThread(text);
    expect(out).toContain("Sum: 12.480 NOK");
    expect(out).toContain("frakt 1 250 NOK");
    // A note figure the mail writes too was never slipped: nothing changes.
    const same = "Beløpet er 12 840." + header("A <a@b.no>", "x") + "Sum: 12.840 NOK, ev. 12.480.";
    expect(noteCorrectsThread(same)).toBe(same);
    // A figure the note says is not it, in the mail's one line of that unit.
    const lives = "OBS kranen har 9 års levetid, ikkje 6." + header("A <a@b.no>", "x") + "Kran: 248 000 kr, 6 år\nBil: 6 stk";
    expect(noteCorrectsThread(lives)).toContain("Kran: 248 000 kr, 9 år\nBil: 6 stk");
    // Two lines of that unit: which one the note means is not clear, and both stand.
    const two = "OBS 9 år, ikkje 6." + header("A <a@b.no>", "x") + "Kran: 6 år\nBil: 6 år";
    expect(noteCorrectsThread(two)).toBe(two);
    // No mail under the note: nothing to set right.
    expect(noteCorrectsThread("12 480, ikkje 12 840")).toBe("12 480, ikkje 12 840");
  });
});

describe("what the note corrects in words, and what the mail leaves to the books", () => {
  it("takes the note's figure over the one it says is not it, in the mail's line of that unit", () => {
    const r = read(
      "[K-210 Vestverft] årsavslutning 2025 etter lista til Ole. OBS lastebilen har 7 års levetid, ikkje 5.\nR." +
        header("Ole Hatlen <ole@vestverft.no>", "Årsoppgjer 2025") +
        "Hei Randi\n\nTil årsavslutninga for 2025:\n\n1) Avskrivingar, lineært, kvar eiendel på eige bilag (6010 mot 1209):\n   – Lastebil: 612 500 kr, 5 år (konto 1230)\n   – Kran: 248 000 kr, 8 år (konto 1200)\n2) Forskotsbetalte kostnader på 1700, til saman 21 300 kr, skal førast tilbake.\n3) Skatt: 22 % av skattbart resultat, på 8700 mot 2920.\n\nHelsing Ole",
    );
    expect(r.classification.type).toBe("year_end_closing");
    expect(r.task).toMatchObject({ assets: [{ name: "Lastebil", acquisitionCost: 612500, usefulLifeYears: 7 }, { name: "Kran", usefulLifeYears: 8 }], prepaidReversal: { amount: 21300 } });
  });

  it("reads the mail's month-end entries under a note that gives one figure, a day's dot before its month ending no clause", () => {
    const r = read(
      "[K-044 Fjellstue] månadsavslutning april. Husleiga er 6 250 per månad (75 000 / 12) – Lars har skrive 6 520.\nR." +
        header("Lars Berg <lars@fjellstue.no>", "Monatsabschluss April") +
        "Guten Tag,\n\nfür den Monatsabschluss April bitte buchen:\n\n1. Auflösung der vorausbezahlten Miete (Konto 1700): 6.520 NOK pro Monat in den Aufwand.\n2. Abschreibung des neuen Ofens (Anschaffung 31.03., 96.000 NOK, Nutzungsdauer 4 Jahre, linear) auf Konto 6010.\n3. Die Löhne für April (88.400 NOK brutto) werden erst am 5. Mai ausgezahlt – bitte als Lohnabgrenzung buchen (Konto 5000 an 2900).\n\nGruß\nLars",
    );
    expect(r.classification.type).toBe("month_end_closing");
    expect(r.task).toMatchObject({ month: 4, accrual: { amount: 6250, fromAccount: 1700 }, depreciation: { acquisitionCost: 96000, usefulLifeYears: 4 }, salaryAccrual: { amount: 88400, debitAccount: 5000, creditAccount: 2900 } });
  });

  it("registers a payment from the one firm the mail names, a travel agency's name naming no trip", () => {
    const r = read(
      "[K-044 Fjellstue] innbetaling, sjå under.\nR." +
        header("Lars Berg <lars@fjellstue.no>", "TR: Faktura 3391") +
        "Bonjour Randi,\n\nVoss Reisebyrå a réglé la facture 3391 du séminaire, 18 750 kr. Pouvez-vous enregistrer le paiement ?\n\nMerci,\nLars",
    );
    expect(r.classification.type).toBe("register_payment");
    expect(r.task).toMatchObject({ customer: { name: "Voss Reisebyrå" }, amountExcludingVat: 18750 });
  });
});

describe("the client's own firm in the mail's signature", () => {
  it("gives no customer the town of the signature's address line above its org. no.", () => {
    const sig = "Kunde: Sande Båtservice AS\n\nMvh\nOle\n--\nVestverft AS | Kaivegen 3 | 6090 Fosnavåg\nOrg.nr. 921 445 778 MVA\n";
    expect(findParties(sig)).toEqual([]);
  });

  it("invoices the customer the mail names, not the firm that signs it, with the labelled line's quoted ship name", () => {
    const r = read(
      "[K-210 Vestverft] faktura til Sande Båtservice, send den.\nR." +
        header("Ole Hatlen <ole@vestverft.no>", "Rechnung Sande") +
        "Hallo Frau Holm,\n\nbitte Rechnung an den Kunden:\n\nKunde: Sande Båtservice AS\nLeistung: Service Hauptmaschine MS \"Sandøy\"\nBetrag: 9.400 NOK zzgl. MwSt.\n\nMfG\nO. Hatlen\n\n--\nVestverft AS | Kaivegen 3 | 6090 Fosnavåg\nOrg.nr. 921 445 778 MVA\n",
    );
    expect(r.classification.type).toBe("create_and_send_invoice");
    expect(r.task).toMatchObject({ customer: { name: "Sande Båtservice AS" }, description: 'Service Hauptmaschine MS "Sandøy"', amountExcludingVat: 9400 });
    expect((r.task as { customer: { organizationNumber?: string } }).customer.organizationNumber).toBeUndefined();
  });
});

describe("a contract attached and the mail's newer word", () => {
  const contract =
    "EMPLOYMENT CONTRACT\n\nEmployer:               Fjellstue AS (org. no. 915 300 221)\nEmployee:               Sigrid Aasen\nDate of birth:          02.03.1999\nNational ID no.:        02039912345\nE-mail:                 saasen.old@example.org\nBank account:           15034412345\nDepartment:             Resepsjon\nJob title:              Receptionist\nOccupation code (STYRK): 4224\nStart date:             01.06.2026\nPosition percentage:    100 %\nAnnual salary:          NOK 432 000\n";

  it("reads a national ID labelled with an abbreviated 'no.' and takes the employee's new address from the mail", async () => {
    const docs = await typedAttachment("Contract_Sigrid_Aasen.txt", contract);
    const r = read(
      "[K-044 Fjellstue] ny tilsett, kontrakten ligg ved. Legg inn alt.\nR." +
        header("Lars Berg <lars@fjellstue.no>", "Fwd: Contract") +
        "Hi Randi,\n\nSigrid's contract is attached. She has a new e-mail since signing, so please use sigrid.aasen@example.org rather than the one in the contract.\n\nBest,\nLars",
      docs,
    );
    expect(r.classification.type).toBe("employee_from_contract");
    expect(r.task).toMatchObject({ firstName: "Sigrid", lastName: "Aasen", nationalIdentityNumber: "02039912345", email: "sigrid.aasen@example.org" });
  });

  it("keeps the contract's address when the mail's is someone else's", async () => {
    const docs = await typedAttachment("Contract_Sigrid_Aasen.txt", contract);
    const r = read("Ny tilsett, kontrakten ligg ved. Spørsmål kan gå til lonn@fjellstue.no.", docs);
    expect(r.task).toMatchObject({ email: "saasen.old@example.org" });
  });
});

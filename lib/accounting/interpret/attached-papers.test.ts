import { describe, expect, it } from "vitest";
import { attachedText } from "./attached-text";
import { interpretWithRules } from "./rules";
import { withoutLetterhead } from "./structure/letterhead";

/**
 * A firm's secretary who sends a line ("Vedlagt. Takk.", "Anbei zur Erledigung") and puts the request in an attached paper:
 * an intake form, a partner's memo, a billing instruction, printed on the firm's letterhead with its registration line.
 */
const LETTERHEAD = "ADVOKATFIRMAET LIND HOVDE AS\nTorgallmenningen 3, 5014 Bergen | Tlf. 55 21 40 00 | post@lindhovde.example.no";
const FOOT = "Advokatfirmaet Lind Hovde AS - Org.nr. 917 220 386 MVA - Driftskonto 9710.05.40118";

async function read(prompt: string, name: string, paper: string, today = "2026-03-16") {
  return interpretWithRules(prompt, await attachedText(name, paper), { today });
}

describe("a request written in an attached paper", () => {
  it("sets the letterhead and the registration line of the firm's paper apart", () => {
    const paper = `${LETTERHEAD}\nVår ref: 2026/0211-KL\nBergen, 12. mars 2026\nNOTAT\n1. Kunden skal opprettes.\n${FOOT}`;
    expect(withoutLetterhead(paper)).toBe("Vår ref: 2026/0211-KL\nBergen, 12. mars 2026\nNOTAT\n1. Kunden skal opprettes.");
    // A supplier's own letter keeps its name: a line of trade words under it is no contact line.
    const card = "FJORD ARKIV AS\nDokumentlagring - Makulering\nKari Nes, kundeansvarlig";
    expect(withoutLetterhead(card)).toBe(card);
  });

  it("creates the customer an intake form describes, under a covering line", async () => {
    const r = await read(
      "Hallo Jürgen, anbei zur Erledigung. Danke! Gruß Quynh",
      "mandatsaufnahme.txt",
      `${LETTERHEAD}\nUnser Zeichen: 2026/0163-HA\nBergen, den 5. März 2026\nMANDATSAUFNAHMEBOGEN\n1. Mandantin\n1.1 Firma: Tindholmen Maskin AS\n1.2 Organisationsnummer: 926118455\n1.3 Postanschrift: Industrivegen 41, 4313 Sandnes\n1.4 E-Mail: post@tindholmen.example.no\n2. Bitte an die Buchhaltung\n2.1 Die Mandantin ist als Kundin mit obigen Daten anzulegen.\nDr. Helene Aurich, Partnerin\n${FOOT}`,
    );
    expect(r.gate.ok).toBe(true);
    expect(r.task).toMatchObject({
      type: "create_customer",
      name: "Tindholmen Maskin AS",
      organizationNumber: "926118455",
      email: "post@tindholmen.example.no",
      address: { addressLine1: "Industrivegen 41", postalCode: "4313", city: "Sandnes" },
    });
  });

  it("compares the months a memo names, not the month of its date line or of a meeting", async () => {
    const r = await read(
      "Hola Lucía, adjunto nota de Diego sobre el aumento de costes. Gracias, Quynh",
      "nota_costes.txt",
      `${LETTERHEAD}\nBergen, 9 de marzo de 2026\nNOTA INTERNA - AUMENTO DE COSTES\n1. Los costes totales aumentaron de enero a febrero de 2026. Los socios quieren entender por qué antes de la reunión del 20 de marzo.\n2. Analizad el libro mayor e identificad las tres cuentas de gastos con el mayor aumento.\n3. Cread un proyecto interno para cada cuenta, y una actividad para cada proyecto.\n${FOOT}`,
    );
    expect(r.gate.ok).toBe(true);
    expect(r.task).toMatchObject({ type: "cost_increase_projects", fromMonth: "2026-01-01", toMonth: "2026-02-01", accountCount: 3 });
  });

  it("takes the start date the mail gives beside the contract's", async () => {
    const contract = "ARBEITSVERTRAG\nArbeitnehmerin: Nina Gerber\nGeburtsdatum: 12.03.1994\nE-Mail: nina.gerber@example.org\nAbteilung: Rezeption\nStellenprozent: 100 %\nJahreslohn: NOK 520 000\nEintrittsdatum: 01.06.2026\n";
    const mail = "Guten Tag, anbei der Vertrag zur Erledigung. Eintritt nicht wie im Vertrag am 1.6., sondern am 15.06.2026. Danke, Regula";
    const r = interpretWithRules(mail, await attachedText("arbeitsvertrag.txt", contract), { today: "2026-05-20" });
    expect(r.task).toMatchObject({ type: "employee_from_contract", firstName: "Nina", lastName: "Gerber", startDate: "2026-06-15" });
    const changed = interpretWithRules("Vertrag anbei, aus der Vorlage gemacht:\n→ Eintritt: 15.06.2026\nSonst stimmt alles.", await attachedText("arbeitsvertrag.txt", contract), { today: "2026-05-20" });
    expect(changed.task).toMatchObject({ startDate: "2026-06-15" });
    const plain = interpretWithRules("Guten Tag, anbei der Vertrag zur Erledigung. Danke, Regula", await attachedText("arbeitsvertrag.txt", contract), { today: "2026-05-20" });
    expect(plain.task).toMatchObject({ startDate: "2026-06-01" });
  });

  it("reads a paper's sentences across the lines its margin breaks, and sets its side figures apart", async () => {
    const r = await read(
      "Bonjour Amélie, ci-joint une note de Camille, merci de traiter. Cordialement, Quynh",
      "note_facturation.txt",
      `${LETTERHEAD}\nNotre réf. : 2026/0388-CR\nBergen, le 7 mai 2026\nNOTE - FACTURATION\nClient : Lumière Interiør AS, n° d'org. 934556100 (le "Client").\n1. Merci d'établir et d'envoyer au Client une facture de 12 800 NOK HT (TVA 25 % en sus).\n2. Libellé de la prestation : "Rédaction bail commercial".\n3. Le dépôt de garantie de 3 mois de loyer (NOK 165 000) mentionné dans le bail ne concerne\npas notre facturation.\nCamille Rousseau\n${FOOT}`,
      "2026-05-07",
    );
    expect(r.gate.ok).toBe(true);
    expect(r.task).toMatchObject({ type: "create_and_send_invoice", customer: { organizationNumber: "934556100" }, amountExcludingVat: 12800, description: "Rédaction bail commercial" });
  });

  it("takes a project's name from a label that says where it goes, and an hourly rate as information", async () => {
    const r = await read(
      "Hei, vedlagt saksopprettinga. Helsing Quynh",
      "saksoppretting.txt",
      `${LETTERHEAD}\nVår ref: 2026/0366-EH\nVoss, 21. april 2026\nSAKSOPPRETTING\n1. Klient: Hardanger Fruktlager AS, org.nr. 928441601 ("Klienten").\n2. Prosjektnamn i rekneskapen: Generasjonsskifte Hardanger Frukt\n3. Prosjektleiar: Eirin Hauge (eirin.hauge@example.org).\n4. Oppdragsstadfesting sendt 19.04.2026; timepris 2 450 kr eks. mva.\nProsjektet skal knytast til Klienten, som alt ligg inne som kunde.\n${FOOT}`,
      "2026-04-21",
    );
    expect(r.gate.ok).toBe(true);
    expect(r.task).toMatchObject({ type: "create_project", name: "Generasjonsskifte Hardanger Frukt", customer: { organizationNumber: "928441601" } });
    expect((r.gate.context ?? []).some((c) => c.startsWith("2 450 kr: a price per unit"))).toBe(true);
  });

  it("reads the paper where the mail names the task but leaves its values to it", async () => {
    const r = await read(
      "Hei Berit, månadsavslutninga for mars – sjå notatet frå Eirin. Takk, Quynh",
      "notat_mars.txt",
      `${LETTERHEAD}\nVår ref: 2026/0402-EH\nBergen, 31. mars 2026\nMÅNADSAVSLUTNING MARS 2026\n1. Periodiser forskotsbetalt husleige: 14 500 kr frå konto 1700 til kostnad.\n2. Avskriving: inventar kjøpt for 186 000 kr, levetid 5 år, lineært, kostnadskonto 6020.\n3. Påløpt lønn: 38 200 kr, debet 5000, kredit 2900.\n${FOOT}`,
      "2026-03-31",
    );
    expect(r.gate.ok).toBe(true);
    expect(r.gate.missing).toEqual([]);
    expect(r.task).toMatchObject({ type: "month_end_closing", month: 3, accrual: { amount: 14500, fromAccount: 1700 }, salaryAccrual: { amount: 38200 } });
  });

  it("reads the period from whole dates when no month stands outside them", () => {
    const r = interpretWithRules(
      "Kostnadene auka frå 1. januar til 28. februar 2026. Finn dei tre kostnadskontoane med størst auke og opprett eit internt prosjekt for kvar, med ein aktivitet.",
      [],
      { today: "2026-03-10" },
    );
    expect(r.task).toMatchObject({ type: "cost_increase_projects", fromMonth: "2026-01-01", toMonth: "2026-02-01" });
  });
});

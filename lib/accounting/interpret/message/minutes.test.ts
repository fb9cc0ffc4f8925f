import { describe, expect, it } from "vitest";
import { interpretWithRules } from "../rules";
import { findProperNames } from "../extract/proper-names";
import { findConcepts } from "../concepts";

const read = (text: string, today = "2026-05-02") => interpretWithRules(text, [], { today });

const minutes = (items: string, pointer = "") =>
  `EXTRACT FROM THE MINUTES – for the accounts\nBoard of Lindås Rowing Club, meeting 3/2026\nDate/place: Monday 27.04.2026, 19:00, boathouse\nPresent: Erik Solberg (chair, ES), Mari Dahl (treasurer, MD), Petter Lunde (secretary, PL)\nApologies: Kari Holm\n\n${items}\n\n${pointer}True extract,\nPetter Lunde, secretary`;

describe("an extract of meeting minutes", () => {
  it("reads the decision, not the amount only discussed, and no attendee or heading as a party", () => {
    const r = read(
      minutes(
        "Item 8/26 – Boat hire for the regatta\nFjord Events AS asked for a price of NOK 9,000. The treasurer pointed out that the usual rate is NOK 11,200.\nDecision: Fjord Events AS (org. no. 912 345 674) is invoiced NOK 11,200 excl. VAT for \"Boat hire regatta 2026\".\nResponsible: MD. Deadline: 05.05.2026.",
        "To be carried out in Tripletex: item 8/26.\n\n",
      ),
    );
    expect(r.gate?.ok).toBe(true);
    expect(r.task).toMatchObject({ customer: { name: "Fjord Events AS", organizationNumber: "912345674" }, amountExcludingVat: 11200 });
  });

  it("leaves out an item voted down and an item the pointer does not name", () => {
    const r = read(
      minutes(
        "Sak 4/26 – Nye avdelinger\nMD foreslo også en avdeling «Utleie». Forslaget falt.\nVedtak: Det opprettes to avdelinger: «Båthuset» og «Kafé».\nAnsvarlig: MD. Frist: 31.05.2026.\n\nSak 5/26 – Avdeling for veteraner\nVedtak: Utsatt til neste møte.",
        "Til gjennomføring i Tripletex: sak 4/26. Sak 5/26 kun til orientering.\n\n",
      ),
    );
    expect(r.task).toMatchObject({ type: "create_departments", names: ["Båthuset", "Kafé"] });
  });

  it("keeps a discussion's data when the decision states none of its kind", () => {
    const r = read(
      minutes(
        "Sak 6/26 – Innbetaling\nKassereren opplyste at Vik Seilmakeri AS (org.nr. 923 456 785) har betalt fakturaen for «Seilreparasjon» på kr 12 800 eks. mva. i sin helhet.\nVedtak: Innbetalingen registreres som full betaling av denne fakturaen.\nAnsvarlig: MD.",
      ),
    );
    expect(r.task).toMatchObject({ type: "register_payment", customer: { organizationNumber: "923456785" }, amountExcludingVat: 12800 });
  });

  it("takes the percentage decided, not the two discussed, and the person named in the item", () => {
    const r = read(
      minutes(
        "Item 9/26 – Boathouse keeper\nThe offer letter sent to Hanne Berge has been accepted. The board discussed a 50 % or a 60 % position and settled on 60 %.\nDecision: Hanne Berge is onboarded as follows:\n- date of birth 14.02.1990\n- department: \"Boathouse\"\n- start date 01.06.2026, permanent position\n- 60 % position, annual salary NOK 310,000\nResponsible: MD.",
      ),
    );
    expect(r.task).toMatchObject({ firstName: "Hanne", lastName: "Berge", percentage: 60 });
  });
});

describe("the decision over its discussion", () => {
  it("names the task by the decision's words: a payment only proposed is no payment to register", () => {
    const r = read(
      minutes(
        "Ponto 7/26 – Aluguer do campo em junho\nO cliente propôs pagar 7 000 NOK; a proposta não foi aceite.\nDeliberação: emitir e enviar uma fatura à Brisa Eventos AS (n.º org. 881 312 336) no valor de 7 850 NOK sem IVA, referente a «Aluguer do campo junho».\nResponsável: MD.",
      ),
    );
    expect(r.task).toMatchObject({ type: "create_and_send_invoice", amountExcludingVat: 7850 });
  });

  it("reads a budget from the decision when the discussion's budget word has its figures set aside", () => {
    const r = read(
      minutes(
        "Item 19/26 – Summer camp\nBudgets of NOK 135,000 and NOK 148,000 were discussed; the customer accepted NOK 148,000.\nDecision: The full project cycle is carried out for the project \"Camp Marina\" (customer Marina Drift AS, org. no. 935 596 262):\n1) the project has a budget of NOK 148,000;\n2) hours are logged: Ingrid Fosse (project manager, ingrid.fosse@example.org) 36 hours and Tariq Rahimi (tariq.rahimi@example.org) 52 hours;\n3) the supplier cost of NOK 24,600 from Sola Buss AS (org. no. 919 697 423) is registered on the project;\n4) a customer invoice is created for the project.",
      ),
    );
    expect(r.task).toMatchObject({ type: "project_lifecycle", budget: 148000 });
  });
});

describe("figures a name or a correction holds", () => {
  it("withdraws an organisation number the writer corrects to its near twin", () => {
    const r = read("Créez le client Brasserie Kvernevik AS. Le numéro d'organisation indiqué était 864584252 ; le bon numéro est 864584225. E-mail : post@kvernevik.no.");
    expect(r.gate?.ok).toBe(true);
    expect(r.task).toMatchObject({ type: "create_customer", organizationNumber: "864584225" });
  });

  it("reads a figure inside a quoted name as the name's, not a price ('« Rugby à 7 »')", () => {
    const r = read("Créer trois départements : « Rugby féminin », « Rugby à 7 » et « École de rugby ».");
    expect(r.gate?.ok).toBe(true);
    expect(r.task).toMatchObject({ type: "create_departments", names: ["Rugby féminin", "Rugby à 7", "École de rugby"] });
  });
});

describe("words a stemmer must not take", () => {
  it("reads a surname like a greeting ('Helle') as a name, and 'rappelle' as no reminder", () => {
    expect(findProperNames("Tilbodsbrevet til Torbjørn Helle er akseptert.")).toEqual([expect.objectContaining({ name: "Torbjørn Helle", kind: "person" })]);
    expect(findConcepts("Le trésorier rappelle les produits enregistrés.").hits.has("reminderFee")).toBe(false);
  });

  it("sets aside the figures of an item with no decision, and of a line after a decision saying it was only discussed", () => {
    const r = read(
      "MINUTES – management meeting, week 20\nTuesday 12.05.2026 · Chair: Ola Vik (OV) · Minutes: Siri\nPresent: OV, KL, MD\n\nItem 51/26 – New fitter\nDecision: Kari Lunde is employed as a fitter.\nAction: create her as an employee: born 04.09.1991, e-mail kari.lunde@example.org, start 01.06.2026.\nResponsible: the assistant\n\nDiscussed: a starting salary of 42,000 a month for new fitters. Not decided.\n\nItem 52/26 – Wages\nMD mentioned NOK 45,000 as next year's level. Taken up again in week 24.\n\nSiri",
    );
    expect(r.task).toMatchObject({ type: "create_employee", firstName: "Kari", lastName: "Lunde", email: "kari.lunde@example.org" });
    expect(r.gate?.ok).toBe(true);
    const reasons = r.message.context.filter((c) => c.kind === "money").map((c) => [c.raw, c.reason]);
    expect(reasons).toContainEqual(["NOK 45,000", "undecided"]);
  });

  it("keeps a discussion's accounts where the decision only counts what to do ('correct the 4 errors')", () => {
    const r = read(
      "ACTA – Reunión de dirección\nMartes 17-03-2026 · Preside: Lucía Serrano · Acta: Siri\nAsistentes: LS, HL, CF\n\nPunto 26/26 – Errores de febrero 2026\nCF encontró 2 errores:\n   1. Cuenta equivocada: una comida con un cliente (6.200,-) se registró en la cuenta 6860 en vez de la 7350.\n   2. Importe incorrecto: kilometraje en la cuenta 7100 – se registró 3.600,- pero lo correcto es 6.300,-.\nAcuerdo: corregirlo esta semana.\nAcción: corregir los 2 errores con asientos de corrección.\nResponsable: asistente contable",
      "2026-03-17",
    );
    expect(r.task).toMatchObject({
      type: "correct_ledger_errors",
      errors: [
        { kind: "wrong_account", wrongAccount: 6860, correctAccount: 7350, amount: 6200 },
        { kind: "wrong_amount", account: 7100, postedAmount: 3600, correctAmount: 6300 },
      ],
    });
  });

  it("reads no task from the words of a line the meeting did not decide ('a discount on the next order … Not decided')", () => {
    const r = read(
      "MINUTES – management meeting, week 17\nTuesday 21.04.2026 · Chair: Ola Vik · Minutes: Siri\nPresent: OV, KL, MD\n\nItem 36/26 – Open invoices\nOlivo Restaurant AS (org. no. 872 159 037) has paid our invoice for «Acoustic panels dining room» – 36,200 NOK excl. VAT, in full with VAT, yesterday.\nDecision: register the payment.\nResponsible: the assistant\n\nDiscussed: offering them a 5 % discount on their next order. Not decided.\n\nSiri",
      "2026-04-21",
    );
    expect(r.classification.type).toBe("register_payment");
  });

  it("takes the start date the decision states, not a day without its year the discussion weighed ('01.08. oder 15.08.')", () => {
    const r = read(
      "AUSZUG AUS DEM PROTOKOLL\nSitzung 4/2026, Mittwoch 01.07.2026\nAnwesend: SL, BHK, MT\n\nTOP 9/26 – Neuer Trainer\nDiskussion über den Beginn (01.08. oder 15.08.); man einigt sich auf den 15.08.2026.\nBeschluss: Herr Jonas Weber, geboren am 22.07.1988, wird eingestellt. Beginn: 15.08.2026. E-Mail: jonas.weber@example.org. Er ist als Mitarbeiter in Tripletex anzulegen.\nAbstimmung: 4 dafür, 0 dagegen.\nVerantwortlich: BHK.",
      "2026-07-02",
    );
    expect(r.task).toMatchObject({ type: "create_employee", firstName: "Jonas", lastName: "Weber", startDate: "2026-08-15" });
  });
});


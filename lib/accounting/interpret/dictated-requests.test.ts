import { describe, expect, it } from "vitest";
import { interpretWithRules } from "./rules";

/** Requests dictated into a phone: no punctuation, names spelled out again, accounts named after their side. */

const read = (text: string, today = "2026-05-20") => interpretWithRules(text, [], { today });

describe("a dictated request", () => {
  it("drops a name's letters spelled again to say they are capitals", () => {
    const r = read(
      "ja hei lag et nytt prosjekt som heter Refit MS Havbris M S med store bokstaver koblet til kunden Havbris Fiske AS org nummer 915 330 612 og prosjektleder er Ola Berg e-post ola punktum berg krøllalfa example punktum org takk",
    );
    expect(r.task).toMatchObject({ type: "create_project", name: "Refit MS Havbris", customer: { organizationNumber: "915330612" } });
  });

  it("reads the account said right after its side as that side's ('débito clientes 1500 crédito 3400 taxas')", () => {
    for (const text of [
      "um dos nossos clientes tem uma fatura vencida lança uma taxa de lembrete de cinquenta e cinco coroas débito clientes 1500 crédito 3400 taxas de lembrete depois cria uma fatura da taxa para o cliente e envia e regista um pagamento parcial de quatro mil coroas na fatura vencida",
      "ja en av kundene har en forfalt faktura finn den og før et purregebyr på sytti kroner debet kundefordringer 1500 kredit purregebyr 3400 og lag en faktura på gebyret til kunden og send den og registrer en delbetaling på fire tusen kroner på den forfalte fakturaen",
    ]) {
      expect(read(text).task).toMatchObject({ type: "overdue_invoice_reminder", debitAccount: 1500, creditAccount: 3400, partialPaymentAmount: 4000 });
    }
  });

  it("writes punctuation said aloud, so a name ends at its spoken comma and a number at its spoken full stop", () => {
    const project = read(
      "opprett et prosjekt som heter Ny tørkehall Nordkapp komma koblet til kunden Nordkapp Sjømat AS organisasjonsnummer 986 335 382 punktum prosjektleder er Eva Lie øh eva punktum lie krøllalfa example punktum org takk",
    );
    expect(project.task).toMatchObject({ type: "create_project", name: "Ny tørkehall Nordkapp", customer: { organizationNumber: "986335382" } });
    const product = read(
      "bon alors il faut créer un nouveau produit « Morue salée » numéro de produit trois mille quarante et un point le prix c'est mille deux cents couronnes hors TVA point merci",
    );
    expect(product.task).toMatchObject({ type: "create_product", name: "Morue salée", productNumber: "3041", priceExcludingVat: 1200 });
  });

  it("reads what a dictated invoice is for and 'verschicken' as sending it", () => {
    const de = read(
      "hallo bitte eine Rechnung erstellen und gleich verschicken an Hafen Feinkost GmbH Organisationsnummer neun null fünf zwei acht fünf fünf neun eins Punkt zwölftausend Kronen ohne Mehrwertsteuer Komma es geht um die Verkostung Stockfisch letzte Woche Punkt danke",
    );
    expect(de.task).toMatchObject({ type: "create_and_send_invoice", amountExcludingVat: 12000, customer: { organizationNumber: "905285591" } });
    expect((de.task as { description?: string }).description).toMatch(/^Verkostung Stockfisch/);
    const fr = read(
      "bonjour alors faut faire une facture et l'envoyer tout de suite au client Marée Bleue SARL numéro d'organisation 965 425 981 point quatre mille couronnes hors TVA virgule c'est pour la Dégustation de saumon qu'on a faite chez eux point voilà merci",
    );
    expect((fr.task as { description?: string }).description).toMatch(/^Dégustation de saumon/);
  });

  it("reads a dictated list of departments with its spoken marks and a retracted name ('nei vent ikkje X det skal vere Y')", () => {
    expect(read("ok eg treng tre nye avdelingar i trippel tex komma Smie komma Sag og Kai nei vent ikkje kai det skal vere Butikk punktum altså Smie Sag og Butikk takk").task).toMatchObject({
      type: "create_departments",
      names: ["Smie", "Sag", "Butikk"],
    });
    expect(read("hey um can you set up three departments for me colon Research comma Support and Sales Norway full stop the last one is two words full stop cheers").task).toMatchObject({
      type: "create_departments",
      names: ["Research", "Support", "Sales Norway"],
    });
  });

  it("keeps an amount and a life apart when the number of years follows the currency ('540 000 Kronen zwölf Jahre')", () => {
    const r = read(
      "Jahresabschluss 2025 Punkt Abschreibung linear Doppelpunkt Kühlraum fünfhunderttausend Kronen zehn Jahre Konto 1200 Komma Lastwagen sechshunderttausend Kronen acht Jahre Konto 1230 Punkt Abschreibungsaufwand auf 6010 und kumulierte Abschreibungen auf 1209 danke",
    );
    expect(r.task).toMatchObject({ type: "year_end_closing", assets: [{ acquisitionCost: 500000 }, { acquisitionCost: 600000 }] });
  });

  it("parts the counted errors of a run-on list at its commas, and tells amounts from accounts by their words", () => {
    const es = read(
      "vale hemos descubierto errores en el libro mayor de enero y febrero de 2026 punto revisa todos los asientos y encuentra los cuatro errores dos puntos un apunte en la cuenta equivocada se usó la 7000 en vez de la 7140 importe tres mil cien coma un asiento duplicado en la cuenta 6300 de doce mil quinientas coma falta una línea de IVA en la cuenta 4300 importe sin IVA veinte mil y no se pasó el IVA en la 2710 coma y un importe incorrecto en la cuenta 6860 se contabilizaron nueve mil novecientas en lugar de nueve mil noventa punto corrige todos los errores gracias",
    );
    expect(es.task).toMatchObject({
      type: "correct_ledger_errors",
      errors: [
        { kind: "wrong_account", wrongAccount: 7000, correctAccount: 7140, amount: 3100 },
        { kind: "duplicate_voucher", account: 6300, amount: 12500 },
        { kind: "missing_vat", account: 4300, amountExcludingVat: 20000 },
        { kind: "wrong_amount", account: 6860, postedAmount: 9900, correctAmount: 9090 },
      ],
    });
    const fr = read(
      "on a trouvé des erreurs dans le grand livre de janvier et février 2026. il faut trouver les quatre erreurs: une écriture sur le mauvais compte le 6340 a été utilisé au lieu du 6300 montant 9400 couronnes, une pièce en double sur le compte 6800 de 2350, une ligne de TVA qui manque sur le compte 6540 montant hors TVA 12800 et la TVA n'a pas été passée sur le 2710, et un mauvais montant sur le compte 7140 6450 comptabilisé au lieu de 4650. corrige tout ça merci",
      "2026-03-10",
    );
    expect(fr.task).toMatchObject({
      errors: [{ kind: "wrong_account" }, { kind: "duplicate_voucher", account: 6800, amount: 2350 }, { kind: "missing_vat" }, { kind: "wrong_amount", account: 7140, postedAmount: 6450, correctAmount: 4650 }],
    });
  });

  it("takes no invoice's number for an error's amount", () => {
    const r = read(
      "Rett dei fire feila i januar 2026:\n1) Kontorstolar kr 8 900,- er ført på 6800 – skal på 6540.\n2) Straumrekning (faktura 88412), kr 3 860,- på 6340, er bokført to gonger.\n3) Varekjøp kr 22 400,- ekskl. mva på 4300 manglar mva på 2710.\n4) Husleige er ført med kr 18 900,- på 6300; rett beløp er kr 19 800,-.",
    );
    expect(r.task).toMatchObject({ errors: [{}, { kind: "duplicate_voucher", account: 6340, amount: 3860 }, {}, {}] });
  });
});

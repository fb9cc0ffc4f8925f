import { describe, expect, it } from "vitest";
import { interpretWithRules } from "./rules";
import { repairMailDamage } from "./structure/mail-damage";
import { statedErrorCount } from "./extract/stated-count";

/**
 * An office manager's mail: the customers the books already hold named as everyone in the office names them, with no
 * legal form and no number ("send an invoice to Olsen Charter"), a colleague by first and last name beside others.
 */
const read = (text: string, today = "2026-05-12") => interpretWithRules(text, [], { today });

describe("parties named as people name them", () => {
  it("whom the invoice goes to: 'an invoice to X', 'una factura a X', 'hazle a X una factura', 'le client, c'est X'", () => {
    const en = read("Hi Tom,\n\nCould you send an invoice to Vika Seilsport for the mast work on their boat? NOK 12,400 excl. VAT – write «Mastservice» on it, Erik Vika knows what it's for.\n\nCheers,\nAnne");
    expect(en.task).toMatchObject({ type: "create_and_send_invoice", customer: { name: "Vika Seilsport" }, amountExcludingVat: 12400 });
    const es = read("Hola Eva:\n\n¿Puedes hacerle una factura a Lyngholmen Kajakk y enviársela hoy? Son 6.300 NOK sin IVA, en la línea pon «Kajakkurs mai».\n\nUn abrazo,\nAnne");
    expect(es.task).toMatchObject({ customer: { name: "Lyngholmen Kajakk" } });
    const fr = read(
      "Bonjour Léa,\n\nPeux-tu enregistrer 4 heures pour Tor Vik sur l'activité « Rigg » du projet « Mast Vika » (le client, c'est Vika Seilsport) ? Taux horaire : 950 NOK. Ensuite, fais-leur une facture.\n\nAnne",
    );
    expect(fr.task).toMatchObject({ type: "log_hours_and_invoice", customer: { name: "Vika Seilsport" }, employee: { name: "Tor Vik" } });
  });

  it("who paid ('a enfin payé') or signed is the customer; the person the hours or the pay are for is the employee", () => {
    const paid = read("Bonjour,\n\nVoiles du Ponant a enfin payé la facture, 2 150 EUR. Le cours à la facturation était 11,40 NOK/EUR, au paiement 11,65. Peux-tu enregistrer le paiement et l'écart de change ?\n\nAnne");
    expect(paid.task).toMatchObject({ type: "currency_payment_difference", customer: { name: "Voiles du Ponant" } });
    const pay = read("¡Hola Eva!\n\n¿Puedes hacer la nómina de mayo de Mona Lie? El sueldo base es de 38.200 NOK y Terje quiere darle una prima de 3.000 NOK por la Semana Santa.\n\nAnne");
    expect(pay.task).toMatchObject({ type: "run_payroll", employee: { name: "Mona Lie" }, baseSalary: 38200, bonus: 3000 });
  });

  it("'write «…» on the invoice line': the quotation is the line's text, not someone's words", () => {
    const r = read("Hei Kari!\n\nI går hadde vi lunsj for styret til Dale Bil AS, org.nr. 912 345 674. Kan du lage og sende faktura? 5 200 kr eks. mva. Skriv «Lunsj styremøte 11. mai» på fakturalinjen.\n\nMvh Anne\nVestby Kafé · 915 42 873");
    expect(r.task).toMatchObject({ description: "Lunsj styremøte 11. mai", amountExcludingVat: 5200 });
  });

  it("'set them up as a supplier' asks for a supplier, though their invoices are mentioned", () => {
    const r = read(
      "Hi,\n\nWe're changing printers, the old one put its prices up again. From March we'll use Trykkeriet Vest AS instead. Could you set them up as a supplier? " +
        "Their org. no. is 912 345 674, and their invoices come from faktura@tvest.no.\n\nThe first job is booked for 2 March, so you'll see their first bill then.\n\nThanks,\nAnne",
    );
    expect(r.task).toMatchObject({ type: "create_supplier", name: "Trykkeriet Vest AS", organizationNumber: "912345674" });
  });

  it("one letter of UTF-8 read as Windows-1252 ('opplÃ¦ring') is mended too", () => {
    expect(repairMailDamage('Skriv "Kurs i opplÃ¦ring" på linja.')).toBe('Skriv "Kurs i opplæring" på linja.');
  });

  it("'four of them' counts the errors a ledger holds", () => {
    expect(statedErrorCount("she found some mistakes in the ledger four of them can you fix them")).toBe(4);
    expect(statedErrorCount("det er feil i hovudboka, tre av dei må rettast")).toBe(3);
  });
});

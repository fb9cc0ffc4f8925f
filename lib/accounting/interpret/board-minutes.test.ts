import { describe, expect, it } from "vitest";
import { interpretWithRules } from "./rules";
import { readMessage } from "./message";
import { findParties } from "./extract/parties";

/**
 * A treasurer who writes like a minute-taker: a case heading, "1. Background" then "2. Decision" with numbered points,
 * board decisions with their meeting dates, a figure discussed and turned down beside the one decided, a short form
 * defined in brackets, the body's own organisation number under the signature.
 */
const read = (text: string, today = "2026-06-20") => interpretWithRules(text, [], { today });

describe("a request written as a board's minutes", () => {
  it("a figure the board turned down is no value of the task; the one it decided is", () => {
    const r = read(
      "Sak 21/26 – Faktura til sponsor\n\n1. Bakgrunn\n1.1 Fjordkraft Vest AS (FKV), org.nr. 912 345 674, er allerede kunde.\n" +
        "1.2 FKV ba først om en pakke til kr 40 000,–. Styret vedtok i møte 04.05.2026 en avtale på kr 32 000,– eksklusiv mva.\n\n" +
        "2. Vedtak\n2.1 Det lages og sendes faktura til FKV på kr 32 000,– eksklusiv mva.\n2.2 Fakturateksten skal være: «Sponsoravtale 2026».\n\n" +
        "Med vennlig hilsen\nKari Lunde\nkasserer, Vestby Idrettslag\ntlf. 905 11 222\norg.nr. 977 654 321",
    );
    expect(r.gate.ok).toBe(true);
    expect(r.task).toMatchObject({ type: "create_and_send_invoice", customer: { organizationNumber: "912345674" }, amountExcludingVat: 32000, description: "Sponsoravtale 2026" });
  });

  it("'aber verworfen', 'det vart avslått', 'n'a pas été retenue': the clause's figure is the meeting's", () => {
    const de = read(
      "Aktennotiz – Sache 12/26\n\n1. Sachverhalt\n1.1 Eine Pauschale (900 NOK je Abend) wurde im Vorstand erörtert, aber verworfen.\n\n" +
        "2. Beschluss des Vorstands vom 02.06.2026 (Beschluss 9/26)\n2.1 Frau Ingrid Haugen, geboren am 14.02.1990, wird als Mitarbeiterin angelegt.\n" +
        "2.2 E-Mail: ingrid.haugen@example.org\n2.3 Eintrittsdatum: 1. August 2026.\n\nMit freundlichen Grüßen\nKari Lunde",
    );
    expect(de.gate.ok).toBe(true);
    expect(de.task).toMatchObject({ type: "create_employee", firstName: "Ingrid", lastName: "Haugen", startDate: "2026-08-01" });
    const fr = read(
      "Affaire n° 7/26 – Paie de juin\n\n1. Exposé\n1.1 M. Paul Girard (paul.girard@example.org) est déjà salarié.\n" +
        "1.2 Une prime de 5 000 NOK avait été proposée ; le conseil a retenu 4 000 NOK.\n\n2. Décision – paie de juin 2026\n" +
        "2.1 Salaire de base : 31 500 NOK.\n2.2 Prime exceptionnelle : 4 000 NOK.\n",
    );
    expect(fr.task).toMatchObject({ type: "run_payroll", baseSalary: 31500, bonus: 4000 });
  });

  it("a clause that says what stays off names no task: travel costs 'ne doivent pas figurer' on a payslip", () => {
    const r = read(
      "Paie de mai : M. Paul Girard (paul.girard@example.org). Salaire de base : 30 000 NOK. Prime : 2 000 NOK. " +
        "Les frais de déplacement d'avril (1 870 NOK) font l'objet d'une note séparée et ne doivent pas figurer sur ce bulletin.",
    );
    expect(r.classification.type).toBe("run_payroll");
    expect(r.task).toMatchObject({ baseSalary: 30000, bonus: 2000 });
  });

  it("the meeting's date is no date of the task", () => {
    const r = read(
      "Sak 3/26 – Timer\n\n1. Bakgrunn\n1.1 Avtalen ble godkjent i styremøte 08.12.2025. Prosjektet «Brøyting 2026» med aktiviteten «Brøyting» finnes.\n\n" +
        "2. Vedtak\n2.1 Per Dahl (per.dahl@example.org) har arbeidet 10 timer på aktiviteten «Brøyting» i prosjektet «Brøyting 2026». Timesats 700 kr.\n" +
        "2.2 Det lages prosjektfaktura til Dahl Eiendom AS, org.nr. 911 222 333.",
    );
    expect(r.task?.type).toBe("log_hours_and_invoice");
    expect(JSON.stringify(r.task)).not.toContain("2025-12-08");
  });

  it("a short form defined in brackets after a name is no part of it; the body's own number under its phone is its signature", () => {
    expect(findParties("la Maîtrise Saint-Pierre de Rouen (MSP), n° d'org. 826 961 414, a loué l'estrade")[0]).toMatchObject({ name: "Maîtrise Saint-Pierre de Rouen", organizationNumber: "826961414" });
    const m = readMessage("Bonjour,\nMerci de créer le client Atelier Nord SARL, n° d'org. 912 345 674.\n\nSalutations distinguées\nKari Lunde\ntél. +47 905 11 222\nn° d'org. 977 654 321", "2026-06-20");
    expect(m.context.find((c) => c.raw.includes("977 654 321"))?.reason).toBe("signature");
  });
});

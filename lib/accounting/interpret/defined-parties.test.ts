import { describe, expect, it } from "vitest";
import { interpretWithRules } from "./index";
import { readDefinitions } from "./structure/definitions";

/**
 * Instructions written as contracts: a definitions clause names the parties ("„Mandant“ bezeichnet die …", "«Klienten»
 * betyr …"), the instruction uses the terms, lettered points list the names, rates are given per person.
 */
const read = (text: string) => interpretWithRules(text, [], { today: "2026-03-16" });

describe("a contract-style instruction's defined parties", () => {
  it("the party is the one its term defines, its number after a country's or a registration label", () => {
    const de = read(
      "Betreff: WEISUNG – ANLAGE EINES NEUEN KUNDEN\n\n1. BEGRIFFSBESTIMMUNGEN\n1.1 „Kanzlei“ bezeichnet die Advokatfirma Berg & Lie AS.\n1.2 „Mandant“ bezeichnet die Nordhafen Logistik GmbH, norwegische Organisationsnummer 915 226 408, welche die Kanzlei beauftragt hat.\n\n2. WEISUNG\n2.1 Der Mandant ist in Tripletex als Kunde anzulegen.\n2.2 Als E-Mail-Adresse des Mandanten ist post@nordhafen.no zu hinterlegen.\n",
    );
    expect(de.task).toMatchObject({ type: "create_customer", name: "Nordhafen Logistik GmbH", organizationNumber: "915226408", email: "post@nordhafen.no" });
    const en = read(
      'Re: INSTRUCTION – INVOICE\n\n1. DEFINITIONS\n1.1 "the Client" means Quayside Freight Ltd, registration no. 915 226 408, an existing client of Berg & Lie AS (hereinafter "the Firm").\n\n2. INSTRUCTION\n2.1 An invoice shall be issued to the Client for legal advice in the amount of NOK 18,000.00, exclusive of VAT, with the description "Legal advice".\n',
    );
    expect(en.task).toMatchObject({ customer: { name: "Quayside Freight Ltd", organizationNumber: "915226408" } });
    // A form after its own comma stays the name's.
    const pt = read("Crie o cliente Transportes Atlântida, Lda, com o número de organização norueguês 915 226 408, e-mail geral@atlantida.no.");
    expect(pt.task).toMatchObject({ name: "Transportes Atlântida, Lda", organizationNumber: "915226408" });
  });

  it("a term that stands for a person or a company is that name where it is used, not where it names a role", () => {
    const text = "1. DEFINISJONER\n1.1 «Klienten» betyr Fjordhavn AS, org.nr. 915 226 408.\n1.2 «Prosjektlederen» betyr advokat Kari Holm (kari.holm@example.org).\n\n2. INSTRUKS\n2.1 Prosjektet skal opprettes med Prosjektlederen som prosjektleder, for Klienten.\n2.2 Prosjektlederen skal føre 12 timer.";
    const out = readDefinitions(text);
    expect(out).toContain("med Kari Holm som prosjektleder, for Fjordhavn AS.");
    expect(out).toContain("2.2 Kari Holm skal føre 12 timer.");
    expect(readDefinitions("1. BEGRIFFSBESTIMMUNGEN\n1.1 „Projektleiterin“ bezeichnet Frau Lena Vogt (lena.vogt@example.org).\n2. WEISUNG\n2.1 Das Projekt ist mit Lena Vogt als Projektleiterin anzulegen.")).toContain("mit Lena Vogt als Projektleiterin anzulegen");
  });

  it("names in lettered points under a clause ('(a) «Arbeidsrett»;'), the next clause no name", () => {
    const r = read(
      "1. BAKGRUNN\n1.1 Partnarmøtet vedtok å dele verksemda inn i tre faggrupper.\n\n2. INSTRUKS\n2.1 Det skal opprettast tre avdelingar i Tripletex, med desse namna:\n(a) «Arbeidsrett»;\n(b) «Fast eigedom»; og\n(c) «Selskapsrett».\n2.2 Namna skal skrivast nøyaktig slik dei står i punkt 2.1 (a) til (c).\n",
    );
    expect(r.task).toMatchObject({ type: "create_departments", names: ["Arbeidsrett", "Fast eigedom", "Selskapsrett"] });
  });

  it("each person's hourly rate where the rates are given by name", () => {
    const r = read(
      "Run the project lifecycle for 'Harbour Study' (Fjordhavn AS, org no. 915226408): budget NOK 200,000. Log time: Kari Holm (project manager, kari.holm@example.org) 10 hours and Ola Dahl (ola.dahl@example.org) 20 hours. Invoice the customer for the hours at NOK 2,000 for Kari Holm and NOK 1,500 for Ola Dahl.",
    );
    const entries = (r.task as { timeEntries: { employee: { name: string }; hourlyRate?: number }[] }).timeEntries;
    expect(entries.map((e) => [e.employee.name, e.hourlyRate])).toEqual([
      ["Kari Holm", 2000],
      ["Ola Dahl", 1500],
    ]);
  });

  it("hours written after a person's name said again are that person's, whoever was listed first", () => {
    const r = read(
      "1. DEFINISJONER\n1.1 «Klienten» betyr Fjordhavn AS, org.nr. 915 226 408.\n1.2 «Prosjektlederen» betyr advokat Kari Holm (kari.holm@example.org).\n1.3 «Fullmektigen» betyr Ola Dahl (ola.dahl@example.org).\n\n2. INSTRUKS\n2.1 Prosjektet «Havnestudie» skal opprettes for Klienten med Prosjektlederen som prosjektleder, budsjett NOK 200 000.\n2.2 Det skal føres timer:\n(a) Prosjektlederen: 12 timer; og\n(b) Fullmektigen: 30 timer.\n2.3 Det skal utstedes en kundefaktura til Klienten for prosjektet.",
    );
    const entries = (r.task as { timeEntries: { employee: { name: string }; hours?: number }[] }).timeEntries;
    expect(entries.map((e) => [e.employee.name, e.hours])).toEqual([
      ["Kari Holm", 12],
      ["Ola Dahl", 30],
    ]);
  });
});

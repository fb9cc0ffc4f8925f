import { describe, expect, it } from "vitest";
import { interpretWithRules } from "./rules";

/** Instructions that cite rules, carry a version and say what changed since the last one. */

const read = (text: string, today = "2026-03-21") => interpretWithRules(text, [], { today });

describe("an instruction that cites its rules and versions", () => {
  it("a quote after a cited rule's section number is the section's title, no value of the task", () => {
    const r = read(
      "Instruks CO-26/041, versjon 1.0 (2026-03-09)\n\nMed hjemmel i arbeidsmiljøloven § 14-5 og personalpolicy HR-POL-02 v4.1 pkt. 3.2 («registrering før første arbeidsdag») skal alle nyansatte registreres i systemet før tiltredelse. Ansettelsen nedenfor ble vedtatt av ansettelsesrådet 2026-02-26 (sak HR-2026-0031), og arbeidsavtalen ble signert 2026-03-02.\n\nVennligst opprett den nyansatte som ansatt: Åsmund Tveitereid, født 1991-08-27, e-postadresse asmund.tveitereid@example.org. Arbeidsforholdet starter 2026-04-01 (tiltredelsesdato etter avtalen; signeringsdatoen 2026-03-02 skal ikke brukes som startdato).\n\nØvrige avtalevilkår (prøvetid 6 måneder, jf. aml. § 15-6) registreres ikke under denne instruksen.\n\nJournalføres i sak CMP-2026-0117 (oppbevaring jf. bokføringsloven § 13).\n\nMed hilsen\nTurid Aarflot\nEtterlevelsesansvarlig, Vågen Assuranse Megling AS",
    );
    expect(r.task).toMatchObject({ type: "create_employee", firstName: "Åsmund", lastName: "Tveitereid", email: "asmund.tveitereid@example.org" });
    expect(r.gate.ok).toBe(true);
  });

  it("a paragraph on what changed since an earlier version is set aside: the text states the values as they now are", () => {
    const r = read(
      "Instruks CO-26/089, versjon 1.1 (2026-04-24)\n\nI samsvar med leverandørpolicy INK-POL-05 v1.3 § 4 og gjennomført sanksjonsscreening 2026-04-23 (logg SANK-2026-0274, ingen treff) kan følgende leverandør registreres: Kvamsøy Arkivtjenester AS, organisasjonsnummer 914673082, e-post faktura@kvamsoyarkiv.no.\n\nRettelse til versjon 1.0 av denne instruksen: e-postadressen var der skrevet «faktura@kvamsoy-arkiv.no». Det er feil. Korrekt adresse, bekreftet skriftlig av leverandøren 2026-04-23, er faktura@kvamsoyarkiv.no (uten bindestrek).\n\nJournalføres i sak CMP-2026-0171 (oppbevaring jf. bokføringsloven § 13).\n\nMed hilsen\nTurid Aarflot\nEtterlevelsesansvarlig",
    );
    expect(r.task).toMatchObject({ type: "create_supplier", organizationNumber: "914673082", email: "faktura@kvamsoyarkiv.no" });
    expect(r.gate.ok).toBe(true);
  });

  it("the year closed is the year written alone, not the year of the instruction's own date", () => {
    const r = read(
      "Instruks CO-26/009, versjon 1.1 (2026-01-29)\n\nDet forenklede årsoppgjøret for 2025 skal posteres, ett eget bilag per driftsmiddel, debet konto 6010 og kredit konto 1209:\n– «Arkivreoler»: kostpris NOK 211 500,00, levetid 9 år (eiendelskonto 1200);\n– «Inventar»: kostpris NOK 88 200,00, levetid 7 år (eiendelskonto 1240).\n\nRettelse til versjon 1.0 av 2026-01-28: levetiden for «Inventar» var der oppgitt til 5 år. Korrekt levetid er 7 år.",
      "2026-01-29",
    );
    expect(r.task).toMatchObject({ type: "year_end_closing", year: 2025 });
    expect((r.task as { assets: unknown[] }).assets).toHaveLength(2);
    expect(r.gate.ok).toBe(true);
  });
});

import { describe, expect, it } from "vitest";
import { interpretWithRules } from "./index";
import { typedAttachment } from "./test-attachments";

/**
 * Offer letters a founder writes himself in Markdown: a two-column table of the terms, or a list of
 * bold labels, the occupation code in a bracket after the title.
 */
const read = (text: string, documents: Awaited<ReturnType<typeof typedAttachment>> = []) => interpretWithRules(text, documents, { today: "2026-05-12" });

describe("an offer letter written in Markdown", () => {
  it("reads a two-column table's rows and the STYRK code in the title's bracket", async () => {
    const docs = await typedAttachment(
      "tilbod.txt",
      "# Tilbod om stilling\n\nHei Kari!\n\n| Felt | Verdi |\n|---|---|\n| Namn | Kari Nordal |\n| Fødd | 02.04.1994 |\n| Stilling | Utviklar (STYRK 2512) |\n| Avdeling | Plattform |\n| Stillingsprosent | 80 % |\n| Årsløn | 610 000 kr |\n| Arbeidstid | 6 timar per dag |\n| Oppstart | 01.09.2026 |\n",
    );
    const r = read("hei, tilbodsbrevet ligg ved. ta heile onboardinga: tilsett, avdeling, arbeidsforhold og arbeidstid. takk!", docs);
    expect(r.classification.type).toBe("onboard_from_offer_letter");
    expect(r.task).toMatchObject({ firstName: "Kari", lastName: "Nordal", department: "Plattform", occupationCode: "2512", jobTitle: "Utviklar", percentage: 80, annualSalary: 610000, hoursPerDay: 6, startDate: "2026-09-01" });
  });

  it("reads bulleted bold labels and a French contract line", async () => {
    const docs = await typedAttachment(
      "offre.txt",
      "# Proposition d'embauche\n\nBonjour Marc,\n\n## Conditions\n\n- **Nom :** Marc Vidal\n- **Poste :** Consultant (code STYRK 2511)\n- **Département :** Conseil\n- **Contrat :** CDI\n- **Taux d'occupation :** 60 %\n- **Salaire annuel brut :** 420 000 NOK\n- **Date de début :** 1er décembre 2026\n",
    );
    const r = read("salut, lettre d'offre en pièce jointe : fais tout l'onboarding (salarié, département, contrat, temps de travail). merci !", docs);
    expect(r.task).toMatchObject({ firstName: "Marc", lastName: "Vidal", department: "Conseil", occupationCode: "2511", employmentForm: "PERMANENT", percentage: 60, annualSalary: 420000, startDate: "2026-12-01" });
  });
});

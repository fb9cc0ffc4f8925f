import { describe, expect, it } from "vitest";
import { interpretWithRules } from "./rules";
import { findParties } from "./extract/parties";

const read = (text: string, today = "2026-03-10") => interpretWithRules(text, [], { today });

describe("a stand-in's careful request: what not to do weighs nothing", () => {
  it("takes the party named before 'as a supplier, organisation number …', not the client the mail is about", () => {
    const r = read(
      "Hello,\n\nthis one is for Fjordkant Shipping AS, whose file is kept in English.\n\nPlease register Brightwell Crates Ltd as a supplier, organisation number 915 448 207, e-mail accounts@brightwellcrates.no.\n\nThank you.",
    );
    expect(r.task).toMatchObject({ type: "create_supplier", name: "Brightwell Crates Ltd", organizationNumber: "915448207" });
  });

  it("pairs a name with 'numéro d'organisation' after its comma", () => {
    expect(findParties("Il faut créer le client Atelier Vernet SARL, numéro d'organisation 917 553 208, adresse e-mail post@ateliervernet.no.")).toEqual([
      expect.objectContaining({ name: "Atelier Vernet SARL", organizationNumber: "917553208" }),
    ]);
  });

  it("sets aside every task word of a 'What I do NOT want:' line and of a 'neither … nor' clause", () => {
    const fr =
      "Bonjour,\n\nil faut créer le client Atelier Vernet SARL, numéro d'organisation 917 553 208, adresse e-mail post@ateliervernet.no.\n\nIls n'existent encore ni comme client ni comme fournisseur.\n\nCe que je ne veux PAS : qu'ils soient créés aussi comme fournisseur, qu'on leur fasse une commande ou une facture.\n\nMerci.";
    expect(read(fr).task).toMatchObject({ type: "create_customer", name: "Atelier Vernet SARL" });
    const nn = "Hei,\nopprett kunden Vetle Bygg AS, org.nr. 917 553 208.\n\nDet eg IKKJE vil: at dei vert oppretta som leverandør, eller at det vert laga faktura.\nTakk.";
    expect(read(nn).task).toMatchObject({ type: "create_customer", name: "Vetle Bygg AS" });
  });
});

describe("a name before its organisation number", () => {
  it("is what follows the last comma and its article, and is not taken cut short", () => {
    expect(findParties("Bonjour, c'est Solveig, le Club Voile Arcachon SARL, numéro d'organisation 983 507 214, a eu un bon week-end.")[0]).toMatchObject({ name: "Club Voile Arcachon SARL" });
    expect(findParties("Registra Tapería El Molino AS como cliente, número de organización 927 615 384, correo x@y.no")).toEqual([]);
  });
});

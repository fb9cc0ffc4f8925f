import { describe, expect, it } from "vitest";
import { parseDocument, readFiles } from "@/lib/accounting/files";
import { payingDirectionHits } from "./concepts/paying-direction";
import { interpretWithRules } from "./rules";

/** A writer without bookkeeping words: what is sold, whom we buy from, who works with us, told by what happens. */

const read = (text: string) => interpretWithRules(text, [], { today: "2026-04-02" });
const concepts = (text: string) => payingDirectionHits(text).map(([c]) => c);

describe("roles told by what happens", () => {
  it("a thing we sell is a product; one of our people is an employee; those we buy from are suppliers", () => {
    expect(concepts("Put the jars in the system as something we sell.")).toContain("product");
    expect(concepts("Ponlo en el sistema como algo que vendemos.")).toContain("product");
    expect(concepts("Mets-la dans le système comme une chose qu'on vend.")).toContain("product");
    expect(concepts("Legg han inn i systemet som ein av folka våre.")).toContain("employee");
    expect(concepts("Põe-nos no sistema como gente a quem compramos.")).toContain("supplier");
    expect(concepts("Ils sont des gens qui nous vendent le sucre.")).toContain("supplier");
    expect(concepts("Bitte trag sie ein als jemand, der bei uns kauft.")).toContain("customer");
  });

  it("'one of the people who pay us' stays a customer, and 'um dos nossos papéis' names no person", () => {
    expect(concepts("She is one of the people who pay us.")).not.toContain("employee");
    expect(concepts("Anula um dos nossos papéis de cobrança.")).not.toContain("employee");
  });

  it("a VAT rate told without its sign after the tax's word ('la taxe … le 15, pas le 25') is the product's rate", () => {
    const r = read(
      "Coucou ! Nouvelle chose à vendre : mets-la dans le système comme une chose qu'on vend. Le nom : « Fjelltrøffel 9 biter ». Le numéro qu'on colle sur l'étiquette : 4719. Le prix est de 189 couronnes sans la taxe, et la taxe c'est celle de la nourriture, le 15, pas le 25. Merci !",
    );
    expect(r.task).toMatchObject({ type: "create_product", productNumber: "4719", priceExcludingVat: 189, vatRate: 15 });
  });

  it("a product told without the word, its number told with a few words between", () => {
    const r = read(
      "¡Hola! Llegaron los tarros de miel de la granja. Quiero venderlos en la tienda, así que ponlos en el sistema como algo que vendemos: el nombre es «Fjellhonning 250 g» y el número de la etiqueta es 6120. Cuestan 129 coronas sin el impuesto, y el impuesto es el normal, el 25 %. ¡Gracias!",
    );
    expect(r.task).toMatchObject({ type: "create_product", name: "Fjellhonning 250 g", productNumber: "6120", priceExcludingVat: 129 });
  });
});

describe("a paper signed and attached, its fields listed in plain words", () => {
  it("an attached employment contract whose fields the writer lists is no list of departments", async () => {
    const contract = `BAKERIET I SENTRUM AS
Torget 3, 7374 Røros · org.nr 913 552 208

ARBEIDSAVTALE

Arbeidsgiver:        Bakeriet i Sentrum AS
Arbeidstaker:        Jon Haugen
Fødselsdato:         03.05.1994
Personnummer:        03059412345
E-post:              jon.haugen@example.org
Avdeling:            Bakeri
Stillingskode (STYRK): 7512
Stillingsprosent:    100 %
Årslønn:             452 000 kr
Tiltredelse:         04.05.2026`;
    const docs = (await readFiles([{ filename: "avtale.txt", mime_type: "text/plain", content_base64: Buffer.from(contract).toString("base64") }])).map(parseDocument);
    const r = interpretWithRules(
      "Hei! Vedlagt er papiret Jon og eg skreiv under på i går. Kan du leggje han inn i systemet med alt som står på det: personnummeret, fødselsdatoen, avdelinga, yrkeskoden, løna, kor mange prosent han jobbar og første dagen hans. Avdelinga finst alt.",
      docs,
      { today: "2026-04-20" },
    );
    expect(r.classification.type).toBe("employee_from_contract");
  });
});

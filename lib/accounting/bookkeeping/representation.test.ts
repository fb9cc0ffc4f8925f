import { describe, expect, it } from "vitest";
import { fold } from "@/lib/accounting/interpret/text";
import { isRepresentation } from "./representation";

describe("representation costs (input VAT not deductible)", () => {
  it.each([
    "Middag med kunden Nordlys AS etter møtet",
    "Representasjon: lunsj for to kunder",
    "Client dinner at Fjordkanten",
    "Julegave til kunde",
    "Comida de negocios con el cliente",
    "Repas d'affaires avec un client",
    "Bewirtung von Geschäftspartnern",
    "Almoço com clientes da Lisboa Lda",
  ])("%s", (text) => {
    expect(isRepresentation(fold(text))).toBe(true);
  });

  it.each(["Kontorstol", "Togbillett Oslo–Bergen", "Kaffemøte med teamet", "Lunsj til de ansatte", "Taxi to the client's office"])(
    "not: %s",
    (text) => {
      expect(isRepresentation(fold(text))).toBe(false);
    },
  );
});

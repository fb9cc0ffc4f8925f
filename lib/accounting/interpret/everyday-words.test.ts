import { describe, expect, it } from "vitest";
import { interpretWithRules } from "./index";
import { findConcepts } from "./concepts";

const read = (text: string) => interpretWithRules(text, [], { today: "2026-06-10" });

describe("everyday words for a period's closing and an employee's costs", () => {
  it("an employee's costs paid back are a travel expense", () => {
    const r = read(
      "Jonas Dahl (jonas.dahl@example.org) est allé à la foire de Bergen pour nous, les 4 et 5 mai, donc 2 jours. Il faut lui rembourser ses frais sous le titre « Foire de Bergen » : 800 couronnes par jour pour la nourriture, plus le train, 1 240 couronnes. Il a tout payé de sa poche, c'est pour ça qu'on doit le rembourser.",
    );
    expect(r.classification.type).toBe("register_travel_expense");
  });

  it("closing a period in everyday verbs, and a date is no closing", () => {
    expect(findConcepts("temos de fechar o mês de março").hits.has("closing")).toBe(true);
    expect(findConcepts("wir müssen den Monat abschließen").hits.has("closing")).toBe(true);
    expect(findConcepts("Fecha de creación: 20/03/2026").hits.has("closing")).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import { interpretWithRules } from "./index";

describe("short month names that are words too", () => {
  it("French 'des' is no December: the months of a cost comparison are the ones named", () => {
    const r = interpretWithRules(
      "HAUSSE DES CHARGES (JANV. → FÉV. 2026) : trouvez les trois comptes de charges avec la plus forte hausse et créez un projet interne pour chacun, avec une activité.",
      [],
      { today: "2026-03-10" },
    );
    expect(r.task).toMatchObject({ type: "cost_increase_projects", fromMonth: "2026-01-01", toMonth: "2026-02-01" });
  });
});

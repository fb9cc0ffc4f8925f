import { describe, expect, it } from "vitest";
import { sandboxForTests } from "@/lib/testing/practice-company";
import { registerWords } from "./job-titles";

// The sandbox keeps its companies in a private database for this file.
const sandbox = await sandboxForTests("agent-occupation-code-");
const { occupationCode } = await import("./employee-helpers");

const TODAY = "2026-05-04";

type Row = Record<string, unknown> & { id: number };

/** The register's name of the code a job title finds. */
async function nameFor(title: string): Promise<string | undefined> {
  const client = await sandbox.company(TODAY);
  const ref = await occupationCode({ client, today: TODAY, notes: [] }, { title });
  if (!ref) return undefined;
  const [row] = await client.list<Row>("/employee/employment/occupationCode", { id: String(ref.id), fields: "id,nameNO" });
  return row ? String(row.nameNO) : undefined;
}

describe("an offer letter's job title as the occupation register names it", () => {
  it("a trade in another language, in nynorsk or glossed in brackets finds the register's trade", async () => {
    expect(await nameFor("Boat Carpenter")).toBe("TØMRER");
    expect(await nameFor("carpinteiro (tømrar)")).toBe("TØMRER");
    expect(await nameFor("Elektrikar")).toBe("ELEKTRIKER");
    expect(await nameFor("Köchin")).toBe("KOKK");
  });

  it("a title heading a field finds the register's head of that field, else one of its leaders", async () => {
    expect(await nameFor("Sales Manager")).toBe("SALGSSJEF");
    expect(await nameFor("Responsable marketing")).toBe("MARKEDSSJEF");
    expect(await nameFor("Leiterin Personal")).toBe("PERSONALSJEF");
    expect(await nameFor("CEO")).toBe("ADMINISTRERENDE DIREKTØR");
    expect(await nameFor("Partnership Manager")).toMatch(/LEDER/);
  });

  it("a word as written finds only a name that is that word", () => {
    expect(registerWords("Prosjektleder bygg")).toEqual([
      { word: "prosjektleder", trade: false },
      { word: "bygg", trade: false },
    ]);
    expect(registerWords("Plombier chauffagiste")[0]).toEqual({ word: "rørlegger", trade: true });
  });
});

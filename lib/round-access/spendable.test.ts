import { describe, expect, it } from "vitest";
import { IslandApiError, type RoundStatus } from "@/lib/island";
import { spendableRound } from "./spendable";

function service(rounds: Record<string, RoundStatus>) {
  let asked = 0;
  const getRound = async (id: string) => {
    asked++;
    if (!(id in rounds)) throw new IslandApiError("not_found", 404, { detail: "Round not found" }, "Round not found", "GET", `/rounds/${id}`);
    return { status: rounds[id] };
  };
  return { getRound, asked: () => asked };
}

describe("spendableRound", () => {
  it("refuses a made-up round and a closed one, in words", async () => {
    const s = service({ open: "active", done: "completed" });
    const check = spendableRound("team-x", s.getRound);
    expect(await check("made-up")).toMatchObject({ title: "Round not found", status: 404 });
    expect(await check("done")).toMatchObject({ title: "The round is not open", status: 409 });
    expect(await check("open")).toBeNull();
  });

  it("asks the service once a minute per team and round while it is open", async () => {
    let t = 1_000_000;
    const s = service({ r1: "active" });
    const check = spendableRound("team-y", s.getRound, () => t);
    await check("r1");
    await check("r1");
    expect(s.asked()).toBe(1);
    await spendableRound("team-z", s.getRound, () => t)("r1");
    expect(s.asked()).toBe(2);
    t += 61_000;
    await check("r1");
    expect(s.asked()).toBe(3);
  });
});

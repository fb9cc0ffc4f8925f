import { describe, expect, it } from "vitest";
import type { Budget, IslandClient, TeamRound } from "@/lib/island";
import { roundBudget } from "./workspace-data";

/** A client that knows the newest active round's budget and the team's rounds. */
function client(active: Budget, mine: Partial<TeamRound>[]): IslandClient {
  return { getBudget: async () => active, getMyRounds: async () => mine as TeamRound[] } as unknown as IslandClient;
}

const newest: Budget = { round_id: "r2", queries_used: 7, queries_max: 50, active: true };

describe("roundBudget", () => {
  it("is the service's budget for its newest active round", async () => {
    expect(await roundBudget(client(newest, []), { id: "r2", status: "active" })).toEqual(newest);
  });

  it("is the round's own count for another open round, not the newest round's", async () => {
    const b = await roundBudget(client(newest, [{ id: "r1", queries_used: 12, queries_max: 50 }]), { id: "r1", status: "active" });
    expect(b).toEqual({ round_id: "r1", queries_used: 12, queries_max: 50, active: true });
  });

  it("starts at zero for a round the team has not played yet", async () => {
    const b = await roundBudget(client(newest, []), { id: "r0", status: "active" });
    expect(b).toMatchObject({ round_id: "r0", queries_used: 0, queries_max: 50 });
  });
});

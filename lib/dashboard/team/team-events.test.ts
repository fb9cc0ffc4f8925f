import { describe, expect, it } from "vitest";
import { publishTeamEvent, subscribeTeamEvents, subscriberCount, type TeamEvent } from "./team-events";

const event = { kind: "observation" as const, roundId: "r1", who: "Ada", summary: "spent a query on seed 0" };

describe("team events", () => {
  it("reaches every subscriber of the team and no other team", () => {
    const a: TeamEvent[] = [];
    const b: TeamEvent[] = [];
    const other: TeamEvent[] = [];
    const s1 = subscribeTeamEvents("team-1", (e) => a.push(e));
    const s2 = subscribeTeamEvents("team-1", (e) => b.push(e));
    const s3 = subscribeTeamEvents("team-2", (e) => other.push(e));
    publishTeamEvent("team-1", { ...event, queriesUsed: 3, queriesMax: 50 });
    expect(a).toHaveLength(1);
    expect(b).toHaveLength(1);
    expect(other).toHaveLength(0);
    expect(a[0]).toMatchObject({ kind: "observation", who: "Ada", queriesUsed: 3 });
    for (const s of [s1, s2, s3]) if (s.ok) s.unsubscribe();
    expect(subscriberCount("team-1")).toBe(0);
  });

  it("stops delivering after unsubscribe, and unsubscribing twice is harmless", () => {
    const got: TeamEvent[] = [];
    const s = subscribeTeamEvents("team-3", (e) => got.push(e));
    if (!s.ok) throw new Error("refused");
    s.unsubscribe();
    s.unsubscribe();
    publishTeamEvent("team-3", event);
    expect(got).toHaveLength(0);
  });

  it("refuses one stream more than the cap per team", () => {
    const subs = [subscribeTeamEvents("team-4", () => {}, 2), subscribeTeamEvents("team-4", () => {}, 2)];
    const third = subscribeTeamEvents("team-4", () => {}, 2);
    expect(third.ok).toBe(false);
    if (!third.ok) expect(third.reason).toMatch(/most at once \(2\)/);
    for (const s of subs) if (s.ok) s.unsubscribe();
    expect(subscribeTeamEvents("team-4", () => {}, 2).ok).toBe(true);
  });

  it("refuses a member one stream more than the member's cap, below the team's", () => {
    const ada = [1, 2].map(() => subscribeTeamEvents("team-6", () => {}, 4, { member: "ada", max: 2 }));
    const third = subscribeTeamEvents("team-6", () => {}, 4, { member: "ada", max: 2 });
    expect(third.ok).toBe(false);
    if (!third.ok) expect(third.reason).toMatch(/most one member may \(2\)/);
    // A teammate still gets a stream; the same member name on another team is someone else.
    const bo = subscribeTeamEvents("team-6", () => {}, 4, { member: "bo", max: 2 });
    expect(bo.ok).toBe(true);
    expect(subscribeTeamEvents("team-7", () => {}, 4, { member: "ada", max: 2 }).ok).toBe(true);
    const [first] = ada;
    if (first.ok) first.unsubscribe();
    expect(subscribeTeamEvents("team-6", () => {}, 4, { member: "ada", max: 2 }).ok).toBe(true);
  });

  it("limits one person's streams across many sign-ins, so the team's last slots stay for others", () => {
    // The practice team's 16 views: one client address signs in 5 times and opens 4 views each.
    const held = Array.from({ length: 5 }, (_, session) =>
      Array.from({ length: 4 }, () => subscribeTeamEvents("team-8", () => {}, 16, { member: `session-${session}`, max: 4, client: "203.0.113.9", clientMax: 8 })),
    ).flat();
    expect(held.filter((s) => s.ok)).toHaveLength(8);
    const refused = held.find((s) => !s.ok);
    if (refused && !refused.ok) expect(refused.reason).toMatch(/from your address already, the most one person may \(8\)/);
    // A real member elsewhere still gets a view, up to the team's cap.
    const others = Array.from({ length: 8 }, (_, i) => subscribeTeamEvents("team-8", () => {}, 16, { member: `m${i}`, max: 4, client: `198.51.100.${i}` }));
    expect(others.every((s) => s.ok)).toBe(true);
    for (const s of [...held, ...others]) if (s.ok) s.unsubscribe();
    expect(subscribeTeamEvents("team-8", () => {}, 16, { member: "session-0", client: "203.0.113.9", clientMax: 8 }).ok).toBe(true);
  });

  it("drops an invalid event and survives a throwing listener", () => {
    const got: TeamEvent[] = [];
    const s1 = subscribeTeamEvents("team-5", () => {
      throw new Error("closed");
    });
    const s2 = subscribeTeamEvents("team-5", (e) => got.push(e));
    expect(publishTeamEvent("team-5", { ...event, summary: "x".repeat(601) })).toBeNull();
    expect(publishTeamEvent("team-5", event)).not.toBeNull();
    expect(got).toHaveLength(1);
    for (const s of [s1, s2]) if (s.ok) s.unsubscribe();
  });
});

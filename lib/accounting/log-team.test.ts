import { describe, expect, it } from "vitest";
import { sessionLogTeam, solveKeyLogTeam } from "./log-team";

describe("the Agent log's team", () => {
  it("tells the practice team, token teams and token holders apart", () => {
    expect(sessionLogTeam({ mode: "practice" }, "tok")).toBe("practice");
    expect(sessionLogTeam({ mode: "token", id: "a1" }, "tok")).toBe("team:a1");
    const anon = sessionLogTeam({ mode: "token" }, "token-one");
    expect(anon).toMatch(/^token:/);
    expect(anon).not.toContain("token-one");
    expect(sessionLogTeam({ mode: "token" }, "token-two")).not.toBe(anon);
    expect(sessionLogTeam({ mode: "token" }, null)).toBeNull();
  });

  it("gives the grader's calls to the team that owns the key", () => {
    expect(solveKeyLogTeam(undefined)).toBe("practice");
    expect(solveKeyLogTeam("practice")).toBe("practice");
    expect(solveKeyLogTeam("a1")).toBe("team:a1");
  });
});

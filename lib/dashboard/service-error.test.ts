import { describe, expect, it } from "vitest";
import { IslandApiError } from "@/lib/island";
import { describeServiceError } from "./service-error";

const TOKEN = "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ0ZWFtLTEyMyJ9.c2lnbmF0dXJlMTIzNDU2Nzg5MA";

describe("describeServiceError", () => {
  it("shows an upstream error body as a short summary without the token it echoes", () => {
    const body = `<html>Bad gateway. Request headers: Authorization: Bearer ${TOKEN}; Cookie: access_token=${TOKEN}</html>${" padding".repeat(200)}`;
    const p = describeServiceError(new IslandApiError("server", 502, body, body.slice(0, 300), "GET", "/rounds"));
    expect(p.status).toBe(502);
    expect(p.message).not.toContain("eyJ");
    expect(p.message).toContain("Bad gateway");
    expect(p.message.length).toBeLessThanOrEqual(300);
  });

  it("redacts errors that are not the service's too", () => {
    const p = describeServiceError(new Error(`fetch failed for https://team:${TOKEN}@api.example/astar-island`));
    expect(p.message).not.toContain("eyJ");
    expect(p.message).toContain("api.example");
  });

  it("keeps the service's own words", () => {
    const p = describeServiceError(new IslandApiError("budget_exhausted", 429, { detail: "Query budget exhausted (50/50)" }, "Query budget exhausted (50/50)", "POST", "/simulate"));
    expect(p.message).toBe("Query budget exhausted (50/50)");
  });
});

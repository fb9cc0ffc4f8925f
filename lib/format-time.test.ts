import { describe, expect, it } from "vitest";
import { formatDateTime, formatTime } from "./format-time";

describe("time format", () => {
  it("writes 24-hour times with the zone, in Norwegian time whatever the machine's zone", () => {
    expect(formatDateTime("2026-11-25T20:14:03Z")).toBe("2026-11-25 21:14:03 CET");
    expect(formatTime(new Date("2026-11-25T13:05:09Z"))).toBe("14:05:09 CET");
    // Summer time shows its own zone.
    expect(formatTime("2026-07-01T12:00:00Z")).toBe("14:00:00 CEST");
  });

  it("says nothing misleading about a bad date", () => {
    expect(formatTime("not a date")).toBe("—");
  });
});

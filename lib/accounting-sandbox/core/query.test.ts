import { expect, test } from "vitest";
import type { Ctx } from "./context";
import { ApiError } from "./errors";
import { dateWindow, inWindow } from "./query";

const ctx = (qs: string) => ({ query: new URLSearchParams(qs) }) as unknown as Ctx;

test("date windows are required and end exclusively", () => {
  expect(() => dateWindow(ctx(""), "dateFrom", "dateTo")).toThrow(ApiError);
  expect(() => dateWindow(ctx("dateFrom=2026-01-01&dateTo=2026-01-01"), "dateFrom", "dateTo")).toThrow(ApiError);
  const w = dateWindow(ctx("dateFrom=2026-01-01&dateTo=2026-02-01"), "dateFrom", "dateTo");
  expect(inWindow("2026-01-31", w)).toBe(true);
  expect(inWindow("2026-02-01", w)).toBe(false);
});

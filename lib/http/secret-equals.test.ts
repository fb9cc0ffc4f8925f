import { describe, expect, it } from "vitest";
import { secretEquals } from "./secret-equals";

describe("secretEquals", () => {
  it("accepts exactly the expected secret", () => {
    expect(secretEquals("practice-admin-key", "practice-admin-key")).toBe(true);
    expect(secretEquals("practice-admin-kez", "practice-admin-key")).toBe(false);
    expect(secretEquals("practice-admin-key-", "practice-admin-key")).toBe(false);
    expect(secretEquals("", "practice-admin-key")).toBe(false);
    expect(secretEquals(null, "practice-admin-key")).toBe(false);
    expect(secretEquals(undefined, "practice-admin-key")).toBe(false);
  });

  it("answers false, not a throw, for bytes outside ASCII of the same character length", () => {
    // "é" is one character but two UTF-8 bytes: a character-length check lets it through to timingSafeEqual.
    expect(secretEquals("practice-admin-ké", "practice-admin-key")).toBe(false);
    expect(secretEquals("\u00ff".repeat(18), "practice-admin-key")).toBe(false);
    expect(secretEquals("ключ", "ключ")).toBe(true);
  });
});

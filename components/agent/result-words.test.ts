import { describe, expect, it } from "vitest";
import { summariseCalls } from "@/lib/accounting/call-summary";
import { describeCalls, duration, interpreterWords, taskWords } from "./result-words";

describe("agent result in words", () => {
  it("says how many writes and whether the accounting API rejected anything", () => {
    expect(describeCalls({ writes: 1, rejected: 0, failed: 0 })).toBe("1 write, no errors");
    expect(describeCalls({ writes: 3, rejected: 2, failed: 0 })).toBe("3 writes, 2 rejected calls");
    expect(describeCalls({ writes: 0, rejected: 1, failed: 0 })).toBe("nothing written, 1 rejected call");
  });

  it("counts a write that never reached the accounting API as an error", () => {
    const summary = summariseCalls([
      { method: "GET", status: 200 },
      { method: "POST", status: 0 },
    ]);
    expect(summary).toEqual({ writes: 1, rejected: 0, failed: 1 });
    expect(describeCalls(summary)).toBe("1 write, 1 failed call");
    expect(describeCalls(summariseCalls([{ method: "PUT", status: 422 }, { method: "POST", status: 503 }]))).toBe("2 writes, 1 rejected call, 1 failed call");
  });

  it("names a task, or a held-back one, in words as the log does", () => {
    expect(taskWords(null, "create_and_send_invoice")).toBe("Invoice sent to a customer · held back");
    expect(taskWords("create_customer", null)).toBe("New customer");
    expect(taskWords(null, null)).toBe("No task recognised");
  });

  it("writes durations for people", () => {
    expect(duration(850)).toBe("850 ms");
    expect(duration(2400)).toBe("2.4 s");
  });

  it("says which interpreter answered and when the language model was asked in vain", () => {
    expect(interpreterWords("llm", "used")).toBe("language model");
    expect(interpreterWords("rules")).toBe("rules");
    expect(interpreterWords("rules", "failed")).toBe("rules (model failed)");
    expect(interpreterWords(null, "held-back")).toBe("model held back");
    expect(interpreterWords(null)).toBe("—");
  });
});

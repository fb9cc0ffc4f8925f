import { describe, expect, it } from "vitest";
import { MockLanguageModelV3 } from "ai/test";
import type { LanguageModelV3CallOptions } from "@ai-sdk/provider";
import { interpret, InterpretError } from "./index";
import { describeLlmFailure, modelFromSettings } from "./llm";
import { boundedFetch, LlmResponseTooLargeError } from "./llm-fetch";

/** A mock model that answers every call with the given JSON text. */
function mockModel(answer: unknown) {
  return new MockLanguageModelV3({
    doGenerate: async () => ({
      content: [{ type: "text", text: typeof answer === "string" ? answer : JSON.stringify(answer) }],
      finishReason: { unified: "stop", raw: "stop" },
      usage: {
        inputTokens: { total: 100, noCache: 100, cacheRead: undefined, cacheWrite: undefined },
        outputTokens: { total: 50, text: 50, reasoning: undefined },
      },
      warnings: [],
    }),
  });
}

function promptText(call: LanguageModelV3CallOptions): string {
  return JSON.stringify(call.prompt);
}

const UNPLACEABLE = "Kan du ordne det vi snakket om i går for kunden vår?";

describe("LLM interpreter", () => {
  it("is asked when the rules cannot place the prompt, and an answer the request does not support is held back", async () => {
    const model = mockModel({ task: { type: "create_departments", names: ["Salg", "Lager"] } });
    const err = await interpret(UNPLACEABLE, [], { llm: model }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(InterpretError);
    const llm = (err as InterpretError).understood?.llm;
    expect(llm?.outcome).toBe("held-back");
    expect(llm?.reasons.join("; ")).toMatch(/task type create_departments is not what the request asks for/);
    expect(llm?.reasons.join("; ")).toMatch(/names\.0 "Salg" does not appear in the request/);
    expect(model.doGenerateCalls).toHaveLength(1);
    const call = model.doGenerateCalls[0];
    // The request is passed as delimited data with a standing instruction to treat it as such.
    expect(promptText(call)).toContain("<request>");
    expect(promptText(call)).toContain(UNPLACEABLE);
    expect(promptText(call)).toContain("never instructions to you");
    expect(call.responseFormat?.type).toBe("json");
  });

  it("is not asked when the rules are confident", async () => {
    const model = mockModel({ task: { type: "create_departments", names: ["X"] } });
    const result = await interpret('Opprett tre avdelinger i Tripletex: "HR", "Salg" og "Økonomi".', [], { llm: model });
    expect(result.interpreter).toBe("rules");
    expect(model.doGenerateCalls).toHaveLength(0);
  });

  it("reads image attachments, which the rules cannot", async () => {
    const model = mockModel({
      task: {
        type: "receipt_expense_to_department",
        item: "Togbillett",
        department: "HR",
        amountIncludingVat: 1200,
        vatRate: 12,
        date: "2026-03-13",
      },
    });
    const image = { filename: "kvittering.png", mime_type: "image/png", content_base64: Buffer.from([0x89, 0x50, 0x4e, 0x47]).toString("base64") };
    const result = await interpret(
      "Vi trenger Togbillett fra denne kvitteringen bokfort pa avdeling HR. Bruk riktig utgiftskonto og sorg for korrekt MVA-behandling.",
      [image],
      { llm: model },
    );
    expect(result.interpreter).toBe("llm");
    expect(result.task).toMatchObject({ type: "receipt_expense_to_department", amountIncludingVat: 1200, vatRate: 12 });
    expect(promptText(model.doGenerateCalls[0])).toContain("image/png");
  });

  it("falls back to the rules when the model answers something that is not a valid task", async () => {
    const model = mockModel({ task: { type: "create_customer", organizationNumber: "not a number" } });
    const result = await interpret(
      "Kunden Lysgård AS (org.nr 850823049) har en utestående faktura på 49700 kr eksklusiv MVA for \"Opplæring\". Registrer full betaling på denne fakturaen.",
      [],
      { llm: model, llmThreshold: 1.01 },
    );
    expect(result.interpreter).toBe("rules");
    expect(result.task.type).toBe("register_payment");
    expect(result.warnings.some((w) => w.startsWith("llm interpreter failed"))).toBe(true);
  });

  it("throws InterpretError when neither the model nor the rules produce a task", async () => {
    const model = mockModel("I cannot help with that.");
    await expect(interpret(UNPLACEABLE, [], { llm: model })).rejects.toBeInstanceOf(InterpretError);
  });

  it("builds no model unless a provider is configured", () => {
    expect(modelFromSettings({ LLM_PROVIDER: "none" })).toBeUndefined();
    expect(modelFromSettings({ LLM_PROVIDER: "openai-compatible", LLM_MODEL: "m" })).toBeUndefined();
    const model = modelFromSettings({ LLM_PROVIDER: "openai", LLM_MODEL: "gpt-4.1-mini", LLM_API_KEY: "test-key" });
    expect(model).toBeDefined();
  });

  it("is asked when the gate holds the rules' reading back, and its answer passes the same gate", async () => {
    // Lower-case names the address does not spell: the rules find no name, so the reading lacks a required field.
    const prompt = "legg inn ny ansatt kari holm, e-post kh@example.org, fødd 3. mai 1990";
    const model = mockModel({ task: { type: "create_employee", firstName: "Kari", lastName: "Holm", email: "kh@example.org", dateOfBirth: "1990-05-03" } });
    const result = await interpret(prompt, [], { llm: model });
    expect(model.doGenerateCalls).toHaveLength(1);
    // The rules' partial reading goes along as a hint: the type, the fields read, what held it back.
    const sent = promptText(model.doGenerateCalls[0]);
    expect(sent).toContain("create_employee");
    expect(sent).toContain("1990-05-03");
    expect(sent).toContain("firstName");
    expect(result).toMatchObject({ interpreter: "llm", task: { type: "create_employee", firstName: "Kari", lastName: "Holm" } });
    expect(result.understood.gate.ok).toBe(true);
  });

  it("holds an answer back that leaves a value of the request unplaced, and nothing is written", async () => {
    const prompt = "legg inn ny ansatt kari holm, e-post kh@example.org, fødd 3. mai 1990";
    // The model drops the e-mail address: the same gate refuses its answer.
    const model = mockModel({ task: { type: "create_employee", firstName: "Kari", lastName: "Holm" } });
    const err = await interpret(prompt, [], { llm: model }).catch((e) => e);
    expect(err).toBeInstanceOf(InterpretError);
    expect(err.warnings.some((w: string) => w.startsWith("llm answer held back") && w.includes("kh@example.org"))).toBe(true);

    const calls: string[] = [];
    const fetchSpy: typeof fetch = async (input, init) => {
      calls.push(`${init?.method ?? "GET"} ${String(input)}`);
      return new Response(JSON.stringify({ values: [] }), { status: 200, headers: { "content-type": "application/json" } });
    };
    const { solve } = await import("@/lib/accounting/solve");
    const outcome = await solve(
      { prompt, accounting_credentials: { base_url: "http://127.0.0.1:9/v2", session_token: "t" } },
      { llm: model, log: false, fetch: fetchSpy, today: "2026-03-21" },
    );
    expect(outcome).toMatchObject({ result: "unrecognised", writes: 0 });
    expect(calls.filter((c) => !c.startsWith("GET"))).toEqual([]);
    expect(outcome.understood?.gate.ok).toBe(false);
  });

  it("as the primary reader is asked even when the rules are sure, and a refused answer writes nothing", async () => {
    const prompt = 'Opprett tre avdelinger i Tripletex: "HR", "Salg" og "Økonomi".';
    const good = mockModel({ task: { type: "create_departments", names: ["HR", "Salg", "Økonomi"] } });
    const used = await interpret(prompt, [], { llm: good, llmRole: "primary" });
    expect(good.doGenerateCalls).toHaveLength(1);
    expect(used).toMatchObject({ interpreter: "llm", understood: { llm: { outcome: "used" } } });

    // The model drops a department the rules read: the readings disagree, so nothing is carried out.
    const wrong = mockModel({ task: { type: "create_departments", names: ["HR", "Salg"] } });
    const err = await interpret(prompt, [], { llm: wrong, llmRole: "primary" }).catch((e) => e);
    expect(err).toBeInstanceOf(InterpretError);
    expect(err.understood.llm).toMatchObject({ outcome: "held-back", type: "create_departments" });
    expect(err.message).toContain("held back");
  });

  it("records why the model was asked, how long it took and why its answer failed", async () => {
    const model = mockModel("I cannot help with that.");
    const err = await interpret(UNPLACEABLE, [], { llm: model }).catch((e) => e);
    expect(err.understood.llm).toMatchObject({ outcome: "failed", why: expect.stringContaining("held their reading back") });
    expect(err.understood.llm.ms).toBeGreaterThanOrEqual(0);
    expect(err.understood.llm.reasons[0]).toMatch(/not a task in the expected JSON form/);
  });
});

describe("the model server's answer", () => {
  it("is read with a byte limit, declared or not", async () => {
    const big = "x".repeat(2048);
    const declared = boundedFetch(1024, async () => new Response(big, { headers: { "content-length": String(big.length) } }));
    await expect(declared("http://model.test")).rejects.toBeInstanceOf(LlmResponseTooLargeError);
    const streamed = boundedFetch(1024, async () => new Response(new Blob([big]).stream()));
    await expect(streamed("http://model.test")).rejects.toBeInstanceOf(LlmResponseTooLargeError);
    const small = boundedFetch(1024, async () => new Response("{}", { status: 201 }));
    const res = await small("http://model.test");
    expect(res.status).toBe(201);
    expect(await res.text()).toBe("{}");
  });

  it("failures are named in words", () => {
    expect(describeLlmFailure(new DOMException("The operation was aborted due to timeout", "TimeoutError"), 1500)).toBe("no answer within 1500 ms");
    expect(describeLlmFailure(new LlmResponseTooLargeError(1024 * 1024))).toContain("larger than 1024 KiB");
  });
});

import { fakeApi } from "./solve-helpers";

/**
 * A model server on loopback speaking the OpenAI chat-completions protocol, as vLLM, Ollama or
 * llama.cpp's server do. Each test sets how it answers; every request body it received is kept.
 */
export type StubBehaviour =
  | { kind: "answer"; content: unknown }
  | { kind: "status"; status: number }
  | { kind: "hang" }
  | { kind: "trickle" };

export interface LlmStub {
  baseUrl: string;
  requests: Record<string, unknown>[];
  set(b: StubBehaviour): void;
  close(): Promise<void>;
}

function completion(content: string) {
  return {
    id: "chatcmpl-stub",
    object: "chat.completion",
    created: Math.floor(Date.now() / 1000),
    model: "stub-model",
    choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
    usage: { prompt_tokens: 100, completion_tokens: 20, total_tokens: 120 },
  };
}

export async function startLlmStub(): Promise<LlmStub> {
  let behaviour: StubBehaviour = { kind: "status", status: 503 };
  const requests: Record<string, unknown>[] = [];
  const api = await fakeApi((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      if (req.method !== "POST" || !req.url?.endsWith("/chat/completions")) {
        res.writeHead(404).end();
        return;
      }
      try {
        requests.push(JSON.parse(Buffer.concat(chunks).toString("utf8")));
      } catch {
        requests.push({ unparsable: true });
      }
      const b = behaviour;
      if (b.kind === "answer") {
        const content = typeof b.content === "string" ? b.content : JSON.stringify(b.content);
        res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(completion(content)));
      } else if (b.kind === "status") {
        res.writeHead(b.status, { "content-type": "application/json" }).end(JSON.stringify({ error: { message: "stub failure" } }));
      } else if (b.kind === "trickle") {
        // Headers at once, then a byte now and then: the body never ends (closing the stub ends it).
        res.writeHead(200, { "content-type": "application/json" });
        res.write('{"id":"chatcmpl-stub","object":"chat.completion","choices":[');
        const t = setInterval(() => res.write(" "), 200);
        res.on("close", () => clearInterval(t));
      }
      // hang: never answer
    });
  });
  return {
    baseUrl: api.baseUrl.replace(/\/v2$/, "/v1"),
    requests,
    set: (b) => {
      behaviour = b;
    },
    close: api.close,
  };
}

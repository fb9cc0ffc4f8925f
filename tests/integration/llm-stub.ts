import http from "node:http";
import type { AddressInfo } from "node:net";

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
  const sockets = new Set<import("node:net").Socket>();
  const timers = new Set<NodeJS.Timeout>();
  const server = http.createServer((req, res) => {
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
        // Headers at once, then a byte now and then: the body never ends.
        res.writeHead(200, { "content-type": "application/json" });
        res.write('{"id":"chatcmpl-stub","object":"chat.completion","choices":[');
        const t = setInterval(() => res.write(" "), 200);
        timers.add(t);
        res.on("close", () => clearInterval(t));
      }
      // hang: never answer
    });
  });
  server.on("connection", (s) => {
    sockets.add(s);
    s.on("close", () => sockets.delete(s));
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const port = (server.address() as AddressInfo).port;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    set: (b) => {
      behaviour = b;
    },
    close: () =>
      new Promise<void>((r) => {
        for (const t of timers) clearInterval(t);
        for (const s of sockets) s.destroy();
        server.close(() => r());
      }),
  };
}

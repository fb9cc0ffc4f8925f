import { describe, expect, it } from "vitest";
import { publishTeamEvent, subscriberCount } from "./team-events";
import { teamEventStream } from "./team-event-stream";

async function readUntil(reader: ReadableStreamDefaultReader<Uint8Array>, needle: string): Promise<string> {
  const dec = new TextDecoder();
  let text = "";
  while (!text.includes(needle)) {
    const { value, done } = await reader.read();
    if (done) break;
    text += dec.decode(value);
  }
  return text;
}

describe("team event stream", () => {
  it("streams the team's events of its round and frees its slot when the client goes away", async () => {
    const ac = new AbortController();
    const res = teamEventStream({ teamKey: "stream-team", roundId: "r1", signal: ac.signal });
    expect(res.headers.get("content-type")).toMatch(/text\/event-stream/);
    const reader = res.body!.getReader();
    expect(await readUntil(reader, "event: ready")).toContain("retry: 2000");
    publishTeamEvent("stream-team", { kind: "adjustment", roundId: "other", who: "Bo", summary: "not this round" });
    publishTeamEvent("stream-team", { kind: "observation", roundId: "r1", who: "Ada", summary: "spent a query" });
    const text = await readUntil(reader, "spent a query");
    expect(text).not.toContain("not this round");
    expect(text).toMatch(/event: team\ndata: \{.*"who":"Ada"/);
    expect(subscriberCount("stream-team")).toBe(1);
    ac.abort();
    expect(subscriberCount("stream-team")).toBe(0);
  });

  it("answers 429 once the team has the most streams open", () => {
    const ac = new AbortController();
    const first = teamEventStream({ teamKey: "busy-team", roundId: null, signal: ac.signal, maxPerTeam: 1 });
    expect(first.status).toBe(200);
    const second = teamEventStream({ teamKey: "busy-team", roundId: null, signal: ac.signal, maxPerTeam: 1 });
    expect(second.status).toBe(429);
    ac.abort();
  });

  it("sends heartbeats while idle", async () => {
    const ac = new AbortController();
    const res = teamEventStream({ teamKey: "idle-team", roundId: null, signal: ac.signal, heartbeatMs: 10 });
    const text = await readUntil(res.body!.getReader(), ": heartbeat");
    expect(text).toContain(": heartbeat");
    ac.abort();
  });
});

import "server-only";
import { subscribeTeamEvents, type TeamEvent } from "./team-events";

/**
 * A team's events as a server-sent event stream. Comments every `heartbeatMs` keep proxies from
 * closing an idle connection and reveal a dead one; the stream ends after `maxAgeMs` (the browser
 * reconnects by itself), so a forgotten tab does not hold a slot for ever.
 */
export type StreamOptions = {
  teamKey: string;
  /** Only events of this round (null: every round of the team). */
  roundId: string | null;
  signal: AbortSignal;
  heartbeatMs?: number;
  maxAgeMs?: number;
  maxPerTeam?: number;
  /** The member's session: one member holds at most `maxPerMember` of the team's streams. */
  member?: string;
  maxPerMember?: number;
  /** The client's address: one person holds at most `maxPerClient` streams, however many times signed in. */
  client?: string;
  maxPerClient?: number;
};

const encoder = new TextEncoder();

export function teamEventStream(opts: StreamOptions): Response {
  const { teamKey, roundId, signal, heartbeatMs = 15_000, maxAgeMs = 30 * 60_000, maxPerTeam, member, maxPerMember, client, maxPerClient } = opts;
  let controller: ReadableStreamDefaultController<Uint8Array> | null = null;
  let closed = false;
  const write = (text: string) => {
    if (closed || !controller) return;
    try {
      controller.enqueue(encoder.encode(text));
    } catch {
      close();
    }
  };
  const sub = subscribeTeamEvents(
    teamKey,
    (e: TeamEvent) => {
      if (roundId && e.roundId !== roundId) return;
      write(`id: ${e.seq}\nevent: team\ndata: ${JSON.stringify(e)}\n\n`);
    },
    maxPerTeam,
    member === undefined ? undefined : { member, max: maxPerMember, client, clientMax: maxPerClient },
  );
  if (!sub.ok) return Response.json({ detail: sub.reason }, { status: 429, headers: { "Retry-After": "30" } });

  const heartbeat = setInterval(() => write(`: heartbeat\n\n`), heartbeatMs);
  const maxAge = setTimeout(() => close(), maxAgeMs);
  function close() {
    if (closed) return;
    closed = true;
    clearInterval(heartbeat);
    clearTimeout(maxAge);
    if (sub.ok) sub.unsubscribe();
    signal.removeEventListener("abort", close);
    try {
      controller?.close();
    } catch {
      // Already closed by the client.
    }
  }
  if (signal.aborted) close();
  else signal.addEventListener("abort", close);

  const stream = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
      // The browser retries 2 s after a drop; "ready" tells the page that pushes are live.
      write(`retry: 2000\nevent: ready\ndata: {}\n\n`);
    },
    cancel: close,
  });
  return new Response(stream, {
    headers: {
      "Content-Type": "text/event-stream; charset=utf-8",
      // no-transform: compression would buffer the stream.
      "Cache-Control": "no-cache, no-transform",
      Connection: "keep-alive",
      "X-Accel-Buffering": "no",
    },
  });
}

// The hostile upstream of lib/testing/hostile-upstream.ts in a process of its own (for
// bench:solve-upstream: its writing is then not counted as the agent's stall). Argv: bytes, and
// "benign" for the 404 baseline. Tells its port over IPC, and the bytes sent when asked.
import { hostileUpstream } from "../lib/testing/hostile-upstream";

void hostileUpstream(Number(process.argv[2]), { benign: process.argv[3] === "benign" }).then((upstream) => {
  process.on("message", () => process.send?.({ sent: upstream.sent() }));
  process.send?.({ port: Number(new URL(upstream.baseUrl).port) });
});

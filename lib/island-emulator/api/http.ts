import "server-only";
import { env } from "@/lib/env";
import {
  adminCloseRound,
  adminCreateRound,
  adminCreateTeam,
  adminCreateUser,
  adminListRounds,
  adminStartRound,
  requireAdmin,
} from "./admin";
import {
  analysisHandler,
  budgetHandler,
  leaderboardHandler,
  listRoundsHandler,
  myPredictionsHandler,
  myRoundsHandler,
  replayHandler,
  roundDetailHandler,
  simulateHandler,
  submitHandler,
} from "./handlers";
import { storageProblem } from "@/lib/db/storage-error";
import { ApiError, errorResponse, jsonResponse } from "./responses";
import { startIslandEmulator } from "../startup";

/** Where the service is mounted in this app; callers may also pass the path below it. */
export const EMULATOR_PREFIX = "/emulator/astar-island";

type Route = {
  method: "GET" | "POST";
  /** Segments; ":name" captures one segment. */
  pattern: string[];
  handle: (req: Request, params: Record<string, string>) => Promise<Response>;
  admin?: boolean;
};

const route = (method: Route["method"], path: string, handle: Route["handle"], admin = false): Route => ({
  method,
  pattern: path.split("/").filter(Boolean),
  handle,
  admin,
});

const ROUTES: Route[] = [
  route("GET", "/rounds", () => listRoundsHandler()),
  route("GET", "/rounds/:id", (_req, p) => roundDetailHandler(p.id)),
  route("GET", "/budget", (req) => budgetHandler(req)),
  route("POST", "/simulate", (req) => simulateHandler(req)),
  route("POST", "/submit", (req) => submitHandler(req)),
  route("GET", "/my-rounds", (req) => myRoundsHandler(req)),
  route("GET", "/my-predictions/:id", (req, p) => myPredictionsHandler(req, p.id)),
  route("GET", "/analysis/:id/:seed", (req, p) => analysisHandler(req, p.id, p.seed)),
  route("GET", "/leaderboard", () => leaderboardHandler()),
  route("POST", "/replay", (req) => replayHandler(req)),
  route("POST", "/admin/teams", (req) => adminCreateTeam(req), true),
  route("POST", "/admin/users", (req) => adminCreateUser(req), true),
  route("GET", "/admin/rounds", () => adminListRounds(), true),
  route("POST", "/admin/rounds", (req) => adminCreateRound(req), true),
  route("POST", "/admin/rounds/:id/start", (_req, p) => adminStartRound(p.id), true),
  route("POST", "/admin/rounds/:id/close", (_req, p) => adminCloseRound(p.id), true),
];

function match(pattern: string[], segments: string[]): Record<string, string> | null {
  if (pattern.length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < pattern.length; i++) {
    if (pattern[i].startsWith(":")) params[pattern[i].slice(1)] = segments[i];
    else if (pattern[i] !== segments[i]) return null;
  }
  return params;
}

function segmentsOf(req: Request): string[] {
  let pathname = new URL(req.url).pathname;
  const at = pathname.indexOf(EMULATOR_PREFIX);
  if (at >= 0) pathname = pathname.slice(at + EMULATOR_PREFIX.length);
  return pathname.split("/").filter(Boolean).map(decodeSegment);
}

/** A percent-encoded path segment; a malformed one is kept as sent (it then matches no route: 404). */
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The island service: answers any request below the mount point with the real service's paths,
 * bodies and status codes, plus the admin API. `path` is the part below the mount point (from a
 * catch-all route); without it, it is read from the request URL.
 */
export async function handleIslandRequest(req: Request, path?: string[]): Promise<Response> {
  if (!env().EMULATOR_ENABLED) {
    return jsonResponse(404, { detail: "The island emulator is disabled on this server (EMULATOR_ENABLED=false)" });
  }
  const segments = path ? path.filter(Boolean) : segmentsOf(req);
  try {
    await startIslandEmulator();
    const candidates = ROUTES.map((r) => ({ r, params: match(r.pattern, segments) })).filter((c) => c.params !== null);
    if (candidates.length === 0) return jsonResponse(404, { detail: "Not Found" });
    const found = candidates.find((c) => c.r.method === req.method);
    if (!found) {
      const allow = [...new Set(candidates.map((c) => c.r.method))].join(", ");
      return jsonResponse(405, { detail: "Method Not Allowed" }, { allow });
    }
    if (found.r.admin) requireAdmin(req);
    return await found.r.handle(req, found.params!);
  } catch (err) {
    if (err instanceof ApiError) return errorResponse(err);
    const storage = storageProblem(err);
    if (storage) {
      console.error(`[island-emulator] ${storage.message}`, err);
      return jsonResponse(storage.status, { detail: storage.message });
    }
    console.error("[island-emulator] request failed:", err);
    return jsonResponse(500, { detail: "Internal server error" });
  }
}

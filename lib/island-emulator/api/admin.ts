import "server-only";
import { z } from "zod";
import { env } from "@/lib/env";
import { secretEquals } from "@/lib/http/secret-equals";
import { parseWith, readJson } from "./body";
import { closeRound, currentRounds, startRound, type TransitionResult } from "../rounds/lifecycle";
import { adminRoundEntry, roundDetail } from "./resources";
import { conflict, jsonResponse, notFound, unauthorized, unprocessable } from "./responses";
import { createRound, createRoundSchema } from "../rounds/round-factory";
import { createTeam, createUser, listTeams } from "./teams";
import { signAccessToken } from "./tokens";

/*
 * Admin API for practice and tests; every call needs `X-Admin-Key: <EMULATOR_ADMIN_KEY>`.
 *   POST /admin/teams {name, is_verified?}        → 201 {team_id, name, team_slug, access_token}
 *   POST /admin/users {name}                      → 201 {user_id, name, access_token} (no team)
 *   POST /admin/rounds {map_seed?, preset?, prediction_window_minutes?, round?, map_width?, map_height?, baseline?, started_by_team_id?}
 *                                                 → 201 round detail, status pending (started_by_team_id: that team,
 *                                                   not the practice team, may finish it early; a benchmark's own team)
 *   POST /admin/rounds/{id}/start                 → 200 round, active
 *   POST /admin/rounds/{id}/close                 → 200 round, scoring (completed once scored)
 *   GET  /admin/rounds                            → 200 every round with its status
 */

export function requireAdmin(req: Request): void {
  if (!secretEquals(req.headers.get("x-admin-key"), env().EMULATOR_ADMIN_KEY)) {
    throw unauthorized("Admin API: missing or wrong X-Admin-Key header");
  }
}

const nameSchema = z.string().trim().min(1, "must not be empty").max(100);

export async function adminCreateTeam(req: Request): Promise<Response> {
  const body = parseWith(z.object({ name: nameSchema, is_verified: z.boolean().optional() }), await readJson(req));
  const { team, accessToken } = await createTeam({ name: body.name, isVerified: body.is_verified });
  return jsonResponse(201, { team_id: team.id, name: team.name, team_slug: team.slug, access_token: accessToken });
}

export async function adminCreateUser(req: Request): Promise<Response> {
  const body = parseWith(z.object({ name: nameSchema }), await readJson(req));
  const user = await createUser({ name: body.name });
  return jsonResponse(201, { user_id: user.id, name: user.name, access_token: await signAccessToken(user.id) });
}

const adminCreateRoundSchema = createRoundSchema.extend({ started_by_team_id: z.string().trim().min(1).max(100).optional() });

export async function adminCreateRound(req: Request): Promise<Response> {
  const { started_by_team_id: startedByTeamId, ...body } = parseWith(adminCreateRoundSchema, await readJson(req));
  if (startedByTeamId && !(await listTeams()).some((t) => t.id === startedByTeamId)) throw unprocessable(`started_by_team_id: no team ${startedByTeamId}`);
  return jsonResponse(201, roundDetail(await createRound(body, { startedByTeamId })));
}

export async function adminListRounds(): Promise<Response> {
  return jsonResponse(200, (await currentRounds()).map(adminRoundEntry));
}

function transitionResponse(id: string, result: TransitionResult, wanted: string): Response {
  if ("error" in result) {
    if (result.error === "not_found" || !result.round) throw notFound(`Round ${id} not found`);
    throw conflict(`Round ${result.round.roundNumber} is ${result.round.status}; cannot ${wanted} it`);
  }
  return jsonResponse(200, adminRoundEntry(result.round));
}

export async function adminStartRound(id: string): Promise<Response> {
  return transitionResponse(id, await startRound(id), "start");
}

export async function adminCloseRound(id: string): Promise<Response> {
  return transitionResponse(id, await closeRound(id), "close");
}

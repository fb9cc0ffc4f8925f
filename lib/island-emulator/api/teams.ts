import "server-only";
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { islandEmuTeams, islandEmuUsers } from "@/lib/db/schema";
import { signAccessToken } from "./tokens";

export type TeamRow = typeof islandEmuTeams.$inferSelect;
export type UserRow = typeof islandEmuUsers.$inferSelect;

/** URL-safe slug of a team name; a numeric suffix keeps it unique. */
export function slugify(name: string): string {
  const base = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return base || "team";
}

async function uniqueSlug(name: string): Promise<string> {
  const db = await getDb();
  const base = slugify(name);
  for (let n = 1; ; n++) {
    const slug = n === 1 ? base : `${base}-${n}`;
    const taken = await db.select({ id: islandEmuTeams.id }).from(islandEmuTeams).where(eq(islandEmuTeams.slug, slug));
    if (taken.length === 0) return slug;
  }
}

/** A team with one member; returns the member's access token. */
export async function createTeam(opts: {
  name: string;
  isVerified?: boolean;
  isPractice?: boolean;
  slug?: string;
}): Promise<{ team: TeamRow; accessToken: string }> {
  const db = await getDb();
  const now = Date.now();
  const team: TeamRow = {
    id: randomUUID(),
    name: opts.name,
    slug: opts.slug ?? (await uniqueSlug(opts.name)),
    isPractice: opts.isPractice ?? false,
    isVerified: opts.isVerified ?? false,
    createdAt: now,
  };
  await db.insert(islandEmuTeams).values(team);
  const user = await createUser({ name: `${opts.name} member`, teamId: team.id });
  return { team, accessToken: await signAccessToken(user.id, team) };
}

/**
 * The team with this slug, created when missing (the practice team, the model baseline). A
 * concurrent creation by another process loses on the unique slug and finds the winner's row.
 */
export async function ensureTeam(opts: { name: string; slug: string; isPractice?: boolean }): Promise<TeamRow> {
  const db = await getDb();
  const find = async () => (await db.select().from(islandEmuTeams).where(eq(islandEmuTeams.slug, opts.slug)))[0];
  const existing = await find();
  if (existing) return existing;
  try {
    return (await createTeam(opts)).team;
  } catch (err) {
    const raced = await find();
    if (raced) return raced;
    throw err;
  }
}

export async function createUser(opts: { name: string; teamId?: string | null }): Promise<UserRow> {
  const db = await getDb();
  const user: UserRow = { id: randomUUID(), name: opts.name, teamId: opts.teamId ?? null, createdAt: Date.now() };
  await db.insert(islandEmuUsers).values(user);
  return user;
}

type Caller = { user: UserRow; team: TeamRow | null };

// Users never change team, so a caller once found is cached for the life of the process.
const g = globalThis as unknown as { __islandCallers?: Map<string, Caller> };
const callers = (g.__islandCallers ??= new Map());
const CALLER_CACHE_SIZE = 10_000;

/** The user and (if any) team behind a user id. */
export async function findCaller(userId: string): Promise<Caller | null> {
  const cached = callers.get(userId);
  if (cached) return cached;
  const found = await lookUpCaller(userId);
  if (found) {
    if (callers.size >= CALLER_CACHE_SIZE) callers.clear();
    callers.set(userId, found);
  }
  return found;
}

async function lookUpCaller(userId: string): Promise<Caller | null> {
  const db = await getDb();
  const rows = await db
    .select({ user: islandEmuUsers, team: islandEmuTeams })
    .from(islandEmuUsers)
    .leftJoin(islandEmuTeams, eq(islandEmuUsers.teamId, islandEmuTeams.id))
    .where(eq(islandEmuUsers.id, userId));
  const row = rows[0];
  return row ? { user: row.user, team: row.team } : null;
}

export async function listTeams(): Promise<TeamRow[]> {
  const db = await getDb();
  return db.select().from(islandEmuTeams);
}

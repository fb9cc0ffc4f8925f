import "server-only";
import { and, desc, eq } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { z } from "zod";
import { dashboardSubmissions, type DashboardSubmissionRow } from "@/lib/db/schema";
import { parseStored, recordedExpectedSchema, type RecordedExpected } from "../edits/submission-edits";

/** Log of the team's submission attempts from this dashboard. */

export async function logSubmission(row: Omit<typeof dashboardSubmissions.$inferInsert, "id" | "createdAt">): Promise<void> {
  const db = await getDb();
  await db.insert(dashboardSubmissions).values({ ...row, createdAt: new Date() });
}

export async function listSubmissions({ teamKey, roundId }: { teamKey: string; roundId: string }): Promise<DashboardSubmissionRow[]> {
  const db = await getDb();
  return db
    .select()
    .from(dashboardSubmissions)
    .where(and(eq(dashboardSubmissions.teamKey, teamKey), eq(dashboardSubmissions.roundId, roundId)))
    .orderBy(desc(dashboardSubmissions.id));
}

const loggedPinsSchema = z.array(
  z.object({ rate: z.string(), value: z.number(), likeRound: z.number().nullable().catch(null), setBy: z.string().nullable().catch(null) }),
);

/** One submission attempt as the workspace shows it (pins parsed; a damaged pins field reads as none). */
export type SubmissionEntry = {
  id: number;
  seedIndex: number;
  status: string;
  message: string | null;
  observationCount: number;
  adjustmentCount: number;
  pins: z.infer<typeof loggedPinsSchema>;
  /** The expected score the screen showed for what was sent (pending: it was updating; null: not recorded). */
  expected: RecordedExpected | null;
  createdAt: string;
};

/** The team's submission attempts of a round, newest first, at most `limit`. */
export async function listSubmissionHistory({ teamKey, roundId, limit = 50 }: { teamKey: string; roundId: string; limit?: number }): Promise<SubmissionEntry[]> {
  const rows = (await listSubmissions({ teamKey, roundId })).slice(0, limit);
  return rows.map((r) => {
    let pins: SubmissionEntry["pins"] = [];
    try {
      const parsed = loggedPinsSchema.safeParse(r.pins ? JSON.parse(r.pins) : []);
      if (parsed.success) pins = parsed.data;
    } catch {
      pins = [];
    }
    return {
      id: r.id,
      seedIndex: r.seedIndex,
      status: r.status,
      message: r.message,
      observationCount: r.observationCount,
      adjustmentCount: r.adjustmentCount,
      pins,
      expected: parseStored(recordedExpectedSchema, r.expected),
      createdAt: r.createdAt.toISOString(),
    };
  });
}

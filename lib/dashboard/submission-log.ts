import "server-only";
import { and, desc, eq } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { dashboardSubmissions, type DashboardSubmissionRow } from "@/lib/db/schema";

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

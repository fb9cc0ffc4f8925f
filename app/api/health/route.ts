import { getDb } from "@/lib/db/client";

export const dynamic = "force-dynamic";

/** Liveness and readiness: answers 200 once the database is open and migrated. */
export async function GET() {
  try {
    await getDb();
    return Response.json({ status: "ok" });
  } catch (err) {
    return Response.json({ status: "error", detail: err instanceof Error ? err.message : String(err) }, { status: 503 });
  }
}

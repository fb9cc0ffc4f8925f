import Link from "next/link";
import { Workspace } from "@/components/workspace/workspace";
import { ServiceError } from "@/components/ui/service-error";
import { getTeamContext } from "@/lib/dashboard/team-client";
import { loadWorkspace } from "@/lib/dashboard/workspace-data";

export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: { params: Promise<{ roundId: string }> }) {
  const { roundId } = await params;
  return { title: `Round workspace ${roundId.slice(0, 8)}` };
}

/** The round workspace: everything is loaded on the server; the model runs in the browser. */
export default async function RoundWorkspacePage({ params }: { params: Promise<{ roundId: string }> }) {
  const { roundId } = await params;
  const ctx = await getTeamContext();
  const loaded = await loadWorkspace(ctx, roundId);
  if (!loaded.ok) {
    return (
      <section className="space-y-4">
        <Link href="/" className="text-sm text-indigo-700 hover:underline">
          ← Rounds
        </Link>
        <ServiceError problem={loaded.problem} />
      </section>
    );
  }
  return <Workspace data={loaded.data} />;
}

import { RoundsTable } from "@/components/rounds/rounds-table";
import { ServiceError } from "@/components/ui/service-error";
import { load } from "@/lib/dashboard/service-error";
import { getTeamContext } from "@/lib/dashboard/team-client";

export const metadata = { title: "Rounds" };
export const dynamic = "force-dynamic";

export default async function RoundsPage() {
  const { client } = await getTeamContext();
  const rounds = await load(client.getMyRounds());
  return (
    <section className="space-y-4">
      <div className="flex items-baseline justify-between">
        <h1 className="text-xl font-semibold">Rounds</h1>
        <p className="text-sm text-slate-500">Open the active round to spend queries, shape priors and submit.</p>
      </div>
      {!rounds.ok ? (
        <ServiceError problem={rounds.problem} />
      ) : rounds.data.length === 0 ? (
        <div className="rounded-xl border border-dashed border-slate-300 bg-white p-10 text-center text-sm text-slate-500">
          No rounds yet. A round appears here as soon as the service starts one.
        </div>
      ) : (
        <RoundsTable rounds={rounds.data} />
      )}
    </section>
  );
}

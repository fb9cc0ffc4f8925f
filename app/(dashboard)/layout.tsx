import { redirect } from "next/navigation";
import { auth } from "@/lib/auth/config";
import { AppNav } from "@/components/layout/app-nav";
import { Providers } from "@/components/layout/providers";
import { RouteFocus } from "@/components/layout/route-focus";

/** Every signed-in page: the session is checked on the server before anything renders. */
export default async function DashboardLayout({ children }: { children: React.ReactNode }) {
  const session = await auth();
  if (!session) redirect("/login");
  return (
    <Providers>
      <div className="min-h-screen">
        <AppNav teamLabel={session.team?.label ?? "Your team"} practice={session.team?.mode === "practice"} />
        <main id="main" tabIndex={-1} className="mx-auto max-w-7xl px-4 py-6 outline-none sm:px-6">
          {children}
        </main>
        <RouteFocus targetId="main" />
      </div>
    </Providers>
  );
}

import { redirect } from "next/navigation";
import { accessCodeRequired } from "@/lib/auth/access-code";
import { safeCallbackPath } from "@/lib/auth/callback-url";
import { auth } from "@/lib/auth/config";
import { env } from "@/lib/env";
import { SignInForm } from "@/components/auth/sign-in-form";

export const metadata = { title: "Sign in" };

export default async function LoginPage({ searchParams }: { searchParams: Promise<{ callbackUrl?: string | string[] }> }) {
  const [session, params] = await Promise.all([auth(), searchParams]);
  if (session) redirect("/");
  const e = env();
  const callbackUrl = safeCallbackPath(params.callbackUrl);
  return (
    <main className="flex min-h-screen items-center justify-center px-4">
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-8 shadow-sm">
        <h1 className="text-2xl font-semibold tracking-tight">Norse Ledger</h1>
        <p className="mt-1 text-sm text-slate-600">
          Sign in to your team&apos;s island workspace.
        </p>
        <SignInForm
          practiceAvailable={e.EMULATOR_ENABLED && e.practiceMode}
          accessCodeRequired={accessCodeRequired(e)}
          serviceUrl={e.islandApiUrl}
          callbackUrl={callbackUrl === "/" ? undefined : callbackUrl}
        />
      </div>
    </main>
  );
}

"use client";

import { useActionState } from "react";
import { signInAction, type SignInState } from "@/app/login/actions";
import { SubmitButton } from "@/components/ui/submit-button";

export function SignInForm({
  practiceAvailable,
  accessCodeRequired = false,
  serviceUrl,
  callbackUrl,
}: {
  practiceAvailable: boolean;
  /** The practice button needs the team access code (a code is configured, or other machines can connect). */
  accessCodeRequired?: boolean;
  serviceUrl: string;
  callbackUrl?: string;
}) {
  const [state, action, pending] = useActionState<SignInState, FormData>(signInAction, {});
  return (
    <div className="mt-6 space-y-6">
      {practiceAvailable && (
        <form action={action} className="space-y-3">
          <input type="hidden" name="mode" value="practice" />
          {callbackUrl && <input type="hidden" name="callbackUrl" value={callbackUrl} />}
          {accessCodeRequired && (
            <div className="space-y-1">
              <label className="block text-sm font-medium text-slate-700" htmlFor="accessCode">
                Team access code
              </label>
              <input
                id="accessCode"
                name="accessCode"
                type="password"
                required
                maxLength={256}
                autoComplete="current-password"
                spellCheck={false}
                className="w-full rounded-lg border border-slate-300 px-3 py-2 font-mono text-sm focus:border-indigo-500 focus:outline-none focus:ring-2 focus:ring-indigo-200"
              />
              <p className="text-xs text-slate-500">
                Ask whoever runs this server: it is their TEAM_ACCESS_CODE, or the code the server printed when it
                started.
              </p>
            </div>
          )}
          <SubmitButton pending={pending} label="Continue as the practice team" wide />
          <p className="text-xs text-slate-500">
            Plays against the embedded island emulator: free rounds to practise on.
          </p>
        </form>
      )}
      {practiceAvailable && (
        <div className="flex items-center gap-3 text-xs text-slate-500">
          <span className="h-px flex-1 bg-slate-200" /> or <span className="h-px flex-1 bg-slate-200" />
        </div>
      )}
      <form action={action} className="space-y-3">
        <input type="hidden" name="mode" value="token" />
        {callbackUrl && <input type="hidden" name="callbackUrl" value={callbackUrl} />}
        <label className="block text-sm font-medium text-slate-700" htmlFor="token">
          Team access token
        </label>
        <textarea
          id="token"
          name="token"
          rows={3}
          required
          autoComplete="off"
          spellCheck={false}
          placeholder="eyJhbGciOi…"
          className="w-full rounded-lg border border-slate-300 px-3 py-2 font-mono text-xs focus:border-indigo-500 focus:outline-none focus:ring-2 focus:ring-indigo-200"
        />
        <p className="text-xs text-slate-500">
          The JWT of the island service ({serviceUrl}). It stays on the server, inside your encrypted session.
        </p>
        <SubmitButton pending={pending} label="Sign in with token" pendingLabel="Signing in…" variant="secondary" wide />
      </form>
      {state.error && (
        <p role="alert" className="rounded-lg bg-rose-50 px-3 py-2 text-sm text-rose-700">
          {state.error}
        </p>
      )}
    </div>
  );
}

"use client";

import Link from "next/link";

/** An unexpected failure while rendering the workspace (service errors are shown by the page itself). */
export default function WorkspaceError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <div role="alert" className="space-y-3 rounded-xl border border-rose-200 bg-rose-50 p-6 text-sm">
      <p className="font-medium text-rose-800">The round workspace could not be shown.</p>
      <p className="text-rose-700">{error.message || "An unexpected error occurred."}</p>
      <p className="text-rose-700/80">Observations already spent are stored on the server; trying again does not spend queries.</p>
      <div className="flex gap-3">
        <button onClick={reset} className="rounded-md bg-rose-700 px-3 py-1.5 text-xs font-medium text-white hover:bg-rose-800">
          Try again
        </button>
        <Link href="/" className="rounded-md px-3 py-1.5 text-xs font-medium text-rose-700 hover:bg-rose-100">
          Back to rounds
        </Link>
      </div>
    </div>
  );
}

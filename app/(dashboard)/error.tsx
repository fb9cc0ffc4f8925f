"use client";

export default function DashboardError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <div role="alert" className="rounded-xl border border-rose-200 bg-rose-50 p-6 text-sm">
      <p className="font-medium text-rose-800">This page could not be loaded.</p>
      <p className="mt-1 text-rose-700">{error.message || "An unexpected error occurred."}</p>
      <button onClick={reset} className="mt-3 rounded-md bg-rose-700 px-3 py-1.5 text-xs font-medium text-white hover:bg-rose-800">
        Try again
      </button>
    </div>
  );
}

/** Skeleton of the workspace while the round, budget and saved work load. */
export function WorkspaceSkeleton() {
  return (
    <div className="animate-pulse space-y-4" aria-busy="true" aria-label="Loading the round">
      <div className="h-7 w-56 rounded bg-slate-200" />
      <div className="flex gap-2">
        {Array.from({ length: 5 }, (_, i) => (
          <div key={i} className="h-[72px] w-36 rounded-lg bg-slate-200/70" />
        ))}
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="aspect-square max-w-[680px] rounded-md bg-slate-200/70" />
        <div className="space-y-3">
          <div className="h-40 rounded-xl bg-slate-200/70" />
          <div className="h-56 rounded-xl bg-slate-200/70" />
        </div>
      </div>
    </div>
  );
}

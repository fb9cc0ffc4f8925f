export function PageSkeleton() {
  return (
    <div className="animate-pulse space-y-3" aria-busy="true" aria-label="Loading">
      <div className="h-6 w-40 rounded bg-slate-200" />
      <div className="h-48 rounded-xl bg-slate-200/70" />
    </div>
  );
}

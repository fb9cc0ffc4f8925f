import Link from "next/link";
import { NavLinks } from "./nav-links";
import { signOutAction } from "./sign-out-action";

export function AppNav({ teamLabel, practice }: { teamLabel: string; practice: boolean }) {
  return (
    <header className="border-b border-slate-200 bg-white">
      <nav aria-label="Main" className="mx-auto flex h-14 max-w-7xl items-center gap-6 px-4 sm:px-6">
        <Link href="/" className="text-sm font-semibold tracking-tight text-slate-900">
          Norse Ledger
        </Link>
        <NavLinks />
        <div className="ml-auto flex items-center gap-3">
          <span className="text-sm text-slate-600">
            {teamLabel}
            {practice && (
              <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-800">practice</span>
            )}
          </span>
          <form action={signOutAction}>
            <button type="submit" className="rounded-md px-3 py-1.5 text-sm font-medium text-slate-600 hover:bg-slate-100 hover:text-slate-900">
              Sign out
            </button>
          </form>
        </div>
      </nav>
    </header>
  );
}

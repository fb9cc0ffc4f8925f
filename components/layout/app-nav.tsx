import Link from "next/link";
import { NavLinks } from "./nav-links";
import { signOutAction } from "./sign-out-action";

export function AppNav({ teamLabel, practice }: { teamLabel: string; practice: boolean }) {
  return (
    <header className="border-b border-slate-200 bg-white">
      {/* Phones: brand and account on the first line, the page links on a second. */}
      <nav aria-label="Main" className="mx-auto flex min-h-14 max-w-7xl flex-wrap items-center gap-x-6 gap-y-1 px-4 py-2 sm:px-6">
        <Link href="/" className="flex items-center gap-2 text-sm font-semibold tracking-tight text-slate-900">
          {/* eslint-disable-next-line @next/next/no-img-element -- a 20 px static mark needs no image pipeline */}
          <img src="/icon.svg" alt="" width={20} height={20} />
          Norse Ledger
        </Link>
        <div className="order-last w-full sm:order-none sm:w-auto">
          <NavLinks />
        </div>
        <div className="ml-auto flex min-w-0 items-center gap-2 sm:gap-3">
          <span className="min-w-0 truncate text-sm text-slate-600">
            {teamLabel}
            {practice && (
              <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-800">practice</span>
            )}
          </span>
          <form action={signOutAction}>
            <button type="submit" className="whitespace-nowrap rounded-md px-2 py-1.5 sm:px-3 text-sm font-medium text-slate-600 hover:bg-slate-100 hover:text-slate-900">
              Sign out
            </button>
          </form>
        </div>
      </nav>
    </header>
  );
}

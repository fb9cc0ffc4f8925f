"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";

const LINKS = [
  { href: "/", label: "Rounds", match: (p: string) => p === "/" || p.startsWith("/rounds") },
  { href: "/leaderboard", label: "Leaderboard", match: (p: string) => p.startsWith("/leaderboard") },
  { href: "/agent", label: "Agent", match: (p: string) => p.startsWith("/agent") },
];

export function NavLinks() {
  const pathname = usePathname() ?? "";
  return (
    <ul className="-mx-3 flex items-center gap-1 sm:mx-0">
      {LINKS.map((l) => {
        const active = l.match(pathname);
        return (
          <li key={l.href}>
            <Link
              href={l.href}
              aria-current={active ? "page" : undefined}
              className={`rounded-md px-3 py-1.5 text-sm font-medium ${active ? "bg-slate-900 text-white" : "text-slate-600 hover:bg-slate-100 hover:text-slate-900"}`}
            >
              {l.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

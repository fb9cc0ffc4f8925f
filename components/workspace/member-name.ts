"use client";

import { useSyncExternalStore } from "react";
import { cleanMemberName } from "@/lib/dashboard/team";

/**
 * The member's display name in this browser. Members of a team may sign in with one shared token,
 * so the server cannot tell them apart: each browser names itself, and that name goes with every
 * query spent and every adjustment changed ("who" in the query list and the team's live updates).
 */

const KEY = "norse-ledger.member-name";
const NAMES = ["Astrid", "Bjørn", "Freya", "Gunnar", "Ingrid", "Leif", "Sigrid", "Ragnar", "Solveig", "Tor", "Ylva", "Eirik"];
const listeners = new Set<() => void>();
let cached: string | null = null;

function read(): string {
  if (cached) return cached;
  try {
    // Cleaned as the server will: a name saved by an older version may hold hidden characters.
    const stored = cleanMemberName(window.localStorage.getItem(KEY) ?? "");
    if (stored) return (cached = stored);
  } catch {
    // Storage off (private mode): a name for this page only.
  }
  const pick = crypto.getRandomValues(new Uint32Array(2));
  cached = `${NAMES[pick[0] % NAMES.length]} ${10 + (pick[1] % 90)}`;
  try {
    window.localStorage.setItem(KEY, cached);
  } catch {
    // Kept in memory only.
  }
  return cached;
}

/** The name now (outside React: actions read it when they are sent). */
export function getMemberName(): string {
  return typeof window === "undefined" ? "A teammate" : read();
}

export function setMemberName(name: string): void {
  const clean = cleanMemberName(name);
  if (!clean) return;
  cached = clean;
  try {
    window.localStorage.setItem(KEY, clean);
  } catch {
    // Kept in memory only.
  }
  for (const l of listeners) l();
}

export function useMemberName(): string {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    getMemberName,
    () => "",
  );
}

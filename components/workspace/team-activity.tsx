"use client";

import { useEffect, useState } from "react";
import { setMemberName, useMemberName } from "./member-name";
import type { TeamEventMessage } from "./use-team-events";

function ago(at: string, now: number): string {
  const s = Math.max(0, Math.round((now - Date.parse(at)) / 1000));
  return s < 60 ? `${s} s ago` : `${Math.round(s / 60)} min ago`;
}

/**
 * Who is doing what on this round: the member's own name (editable: it goes with every query and
 * adjustment), whether live updates are on, and the team's latest changes.
 */
export function TeamActivity({ live, feed }: { live: boolean; feed: TeamEventMessage[] }) {
  const me = useMemberName();
  const [editing, setEditing] = useState(false);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (feed.length === 0) return;
    const t = setInterval(() => setNow(Date.now()), 5_000);
    return () => clearInterval(t);
  }, [feed.length]);
  const latest = feed[0];
  return (
    // overflow-wrap: a member's name is one unbroken word of up to 40 characters; it wraps instead of widening the page.
    <section aria-label="Team activity" className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-600 [overflow-wrap:anywhere]">
      <span className="flex items-center gap-1.5" title={live ? "Teammates' changes arrive within a second." : "Live updates are off: changes arrive with the 30 s refresh."}>
        <span aria-hidden className={`inline-block h-2 w-2 rounded-full ${live ? "bg-emerald-500" : "bg-slate-300"}`} />
        {live ? "Live" : "Refreshing every 30 s"}
      </span>
      {editing ? (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            setMemberName(String(new FormData(e.currentTarget).get("name") ?? ""));
            setEditing(false);
          }}
          className="flex items-center gap-1"
        >
          <input name="name" aria-label="Your name" defaultValue={me} maxLength={40} autoFocus className="w-32 rounded border border-slate-300 px-1.5 py-0.5" />
          <button className="rounded bg-slate-800 px-2 py-0.5 text-white">Save</button>
        </form>
      ) : (
        <span className="min-w-0">
          You are <strong className="text-slate-800">{me}</strong>{" "}
          <button onClick={() => setEditing(true)} className="text-indigo-700 hover:underline">
            rename
          </button>
        </span>
      )}
      {latest && (
        <span role="status" className="min-w-0 break-words" data-testid="team-latest">
          <strong className="text-slate-800">{latest.who === me ? "You" : latest.who}</strong> {latest.summary} · {ago(latest.at, now)}
        </span>
      )}
    </section>
  );
}

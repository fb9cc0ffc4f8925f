"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { clearPinAction, listPinsAction, setPinsAction } from "@/app/(dashboard)/rounds/[roundId]/actions";
import type { Pin, PinInput } from "@/lib/island/regime/pins";
import { getMemberName } from "./member-name";
import { workspaceKeys } from "./queries";

// Teammates' pins arrive with the team's live events; this refresh is the fallback.
const REFRESH_MS = 30_000;

/**
 * The team's regime pins of the round, with setters that show the change at once (the model
 * re-predicts with it) and then confirm it with the server.
 */
export function usePins(roundId: string) {
  const qc = useQueryClient();
  const key = workspaceKeys.pins(roundId);
  // Read in the browser after the first paint (stale at once), then kept fresh.
  const query = useQuery({ queryKey: key, queryFn: () => listPinsAction({ roundId }), initialData: [] as Pin[], initialDataUpdatedAt: 0, refetchInterval: REFRESH_MS });

  const optimistic = (update: (pins: Pin[]) => Pin[]) => qc.setQueryData<Pin[]>(key, (old = []) => update(old));

  /** Pins each rate given; resolves to an error message, or null when every pin was saved. */
  async function pin(inputs: PinInput[]): Promise<string | null> {
    if (inputs.length === 0) return null;
    const who = getMemberName();
    const now = new Date().toISOString();
    // A refresh already on its way would bring back the pins as they were and undo the change on screen.
    await qc.cancelQueries({ queryKey: key });
    optimistic((old) => [...old.filter((p) => !inputs.some((i) => i.rate === p.rate)), ...inputs.map((i) => ({ ...i, setBy: who, updatedAt: now }))]);
    // One action for the whole set: teammates read one line naming every pin.
    const r = await setPinsAction({ roundId, pins: inputs, who }).catch((err: unknown) => ({ ok: false as const, problem: { title: "Could not pin", message: String(err), action: "" } }));
    await qc.invalidateQueries({ queryKey: key });
    return r.ok ? null : `${r.problem.title}: ${r.problem.message}`;
  }

  /** Unpins one rate, or every rate. */
  async function unpin(rate?: string): Promise<string | null> {
    optimistic((old) => (rate ? old.filter((p) => p.rate !== rate) : []));
    const r = await clearPinAction({ roundId, rate, who: getMemberName() }).catch((err: unknown) => ({ ok: false as const, problem: { title: "Could not unpin", message: String(err), action: "" } }));
    await qc.invalidateQueries({ queryKey: key });
    return r.ok ? null : `${r.problem.title}: ${r.problem.message}`;
  }

  return { pins: query.data, pin, unpin };
}

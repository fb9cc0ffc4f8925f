"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { Budget } from "@/lib/island/schemas";
import type { Adjustment } from "@/lib/dashboard/edits";
import type { StoredObservation } from "@/lib/dashboard/spend";
import { listAdjustmentsAction, listObservationsAction, roundBudgetAction } from "@/app/(dashboard)/rounds/[roundId]/actions";

/** Server state of the workspace in the browser: one key factory, caches seeded by the server render. */
export const workspaceKeys = {
  observations: (roundId: string) => ["round", roundId, "observations"] as const,
  adjustments: (roundId: string) => ["round", roundId, "adjustments"] as const,
  budget: (roundId: string) => ["round", roundId, "budget"] as const,
  submitted: (roundId: string) => ["round", roundId, "submitted"] as const,
  pins: (roundId: string) => ["round", roundId, "pins"] as const,
  submissions: (roundId: string) => ["round", roundId, "submissions"] as const,
};

// Teammates share observations, adjustments and the budget: changes are pushed as they happen
// (use-team-events); this refresh is the fallback when the push stream is down.
const SHARED_REFRESH_MS = 30_000;

export function useObservations(roundId: string, initialData: StoredObservation[]) {
  return useQuery({
    queryKey: workspaceKeys.observations(roundId),
    queryFn: () => listObservationsAction({ roundId }),
    initialData,
    staleTime: SHARED_REFRESH_MS,
    refetchInterval: SHARED_REFRESH_MS,
  });
}

export function useAdjustments(roundId: string, initialData: Adjustment[]) {
  return useQuery({
    queryKey: workspaceKeys.adjustments(roundId),
    queryFn: () => listAdjustmentsAction({ roundId }),
    initialData,
    staleTime: SHARED_REFRESH_MS,
    refetchInterval: SHARED_REFRESH_MS,
  });
}

/** This round's budget as last reported (every /simulate answer and every teammate's spend update it). */
export function useBudget(roundId: string, initialData: Budget | null) {
  return useQuery({
    queryKey: workspaceKeys.budget(roundId),
    queryFn: async () => {
      const b = await roundBudgetAction({ roundId });
      // An unreadable budget keeps the last one shown rather than blanking it.
      if (!b) throw new Error("budget unavailable");
      return b;
    },
    initialData,
    staleTime: SHARED_REFRESH_MS,
    refetchInterval: SHARED_REFRESH_MS,
    retry: false,
  });
}

export function useSubmitted(roundId: string, initialData: (string | null)[]) {
  return useQuery({ queryKey: workspaceKeys.submitted(roundId), queryFn: () => initialData, initialData, staleTime: Infinity });
}

export { useQueryClient };

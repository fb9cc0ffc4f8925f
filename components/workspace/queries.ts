"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { Budget } from "@/lib/island/schemas";
import type { Adjustment } from "@/lib/dashboard/adjust";
import type { StoredObservation } from "@/lib/dashboard/observation-store";
import { listAdjustmentsAction, listObservationsAction } from "@/app/(dashboard)/rounds/[roundId]/actions";

/** Server state of the workspace in the browser: one key factory, caches seeded by the server render. */
export const workspaceKeys = {
  observations: (roundId: string) => ["round", roundId, "observations"] as const,
  adjustments: (roundId: string) => ["round", roundId, "adjustments"] as const,
  budget: (roundId: string) => ["round", roundId, "budget"] as const,
  submitted: (roundId: string) => ["round", roundId, "submitted"] as const,
};

// Teammates share observations and adjustments: refresh them now and then.
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

/** Budget as last reported by the service (updated from every /simulate answer). */
export function useBudget(roundId: string, initialData: Budget | null) {
  return useQuery({ queryKey: workspaceKeys.budget(roundId), queryFn: () => initialData, initialData, staleTime: Infinity });
}

export function useSubmitted(roundId: string, initialData: (string | null)[]) {
  return useQuery({ queryKey: workspaceKeys.submitted(roundId), queryFn: () => initialData, initialData, staleTime: Infinity });
}

export { useQueryClient };

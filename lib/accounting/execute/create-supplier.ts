import "server-only";
import type { CreateSupplierTask } from "@/lib/accounting/tasks";
import { createParty } from "./create-party";
import type { ExecContext } from "./toolkit";

/** Task 4 — one POST /supplier (skipped when the organisation number already exists). */
export function createSupplier(task: CreateSupplierTask, ctx: ExecContext): Promise<void> {
  return createParty("supplier", task, ctx);
}

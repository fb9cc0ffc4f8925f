import "server-only";
import type { CreateCustomerTask } from "@/lib/accounting/tasks";
import { createParty } from "./create-party";
import type { ExecContext } from "./toolkit";

/** Task 2 — one POST /customer (skipped when the organisation number already exists). */
export function createCustomer(task: CreateCustomerTask, ctx: ExecContext): Promise<void> {
  return createParty("customer", task, ctx);
}

import "server-only";
import type { CreateCustomerTask } from "@/lib/accounting/tasks";
import { compact, findCustomer, type ExecContext } from "./toolkit";

/** Task 2 — one POST /customer (skipped when the organisation number already exists). */
export async function createCustomer(task: CreateCustomerTask, ctx: ExecContext): Promise<void> {
  if (task.organizationNumber && (await findCustomer(ctx, { organizationNumber: task.organizationNumber }))) {
    ctx.notes.push("customer with this organisation number already exists: not created again");
    return;
  }
  const body: Record<string, unknown> = { name: task.name };
  if (task.organizationNumber) body.organizationNumber = task.organizationNumber;
  if (task.email) {
    body.email = task.email;
    body.invoiceEmail = task.email;
  }
  if (task.phone) body.phoneNumber = task.phone;
  if (task.address) {
    const a = compact({ ...task.address });
    body.postalAddress = a;
    body.physicalAddress = a;
  }
  await ctx.client.post("/customer", body);
}

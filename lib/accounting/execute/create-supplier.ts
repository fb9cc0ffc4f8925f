import "server-only";
import type { CreateSupplierTask } from "@/lib/accounting/tasks";
import { compact, findSupplier, type ExecContext } from "./toolkit";

/** Task 4 — one POST /supplier (skipped when the organisation number already exists). */
export async function createSupplier(task: CreateSupplierTask, ctx: ExecContext): Promise<void> {
  if (task.organizationNumber && (await findSupplier(ctx, { organizationNumber: task.organizationNumber }))) {
    ctx.notes.push("supplier with this organisation number already exists: not created again");
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
  await ctx.client.post("/supplier", body);
}

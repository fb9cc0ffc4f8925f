import "server-only";
import type { CreateCustomerTask, CreateSupplierTask } from "@/lib/accounting/tasks";
import { compact, findCustomer, findSupplier, type ExecContext } from "./toolkit";

/** What a new customer and a new supplier are made from: Tripletex takes the same fields for both. */
type PartyTask = CreateCustomerTask | CreateSupplierTask;

const FIND = { customer: findCustomer, supplier: findSupplier } as const;

/**
 * One POST /customer or /supplier, skipped when one with the organisation number already exists
 * (a second run of the same task must not make a twin).
 */
export async function createParty(kind: keyof typeof FIND, task: PartyTask, ctx: ExecContext): Promise<void> {
  if (task.organizationNumber && (await FIND[kind](ctx, { organizationNumber: task.organizationNumber }))) {
    ctx.notes.push(`${kind} with this organisation number already exists: not created again`);
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
  await ctx.client.post(`/${kind}`, body);
}

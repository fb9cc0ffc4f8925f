import "server-only";
import type { CreateProductTask } from "@/lib/accounting/tasks";
import { findProductByNumber, outgoingVat, type ExecContext } from "./toolkit";

/** Task 3 — resolve the sales VAT type by rate (free), then one POST /product. */
export async function createProduct(task: CreateProductTask, ctx: ExecContext): Promise<void> {
  if (task.productNumber && (await findProductByNumber(ctx, task.productNumber))) {
    ctx.notes.push("product with this number already exists: not created again");
    return;
  }
  const vat = await outgoingVat(ctx, task.vatRate ?? 25);
  const body: Record<string, unknown> = { name: task.name, vatType: { id: vat.id } };
  if (task.productNumber) body.number = task.productNumber;
  if (task.priceExcludingVat !== undefined) body.priceExcludingVatCurrency = task.priceExcludingVat;
  if (task.costExcludingVat !== undefined) body.costExcludingVatCurrency = task.costExcludingVat;
  await ctx.client.post("/product", body);
}

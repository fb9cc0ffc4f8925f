import "server-only";
import { TASK_SCHEMAS, type Task, type TaskOf, type TaskType } from "@/lib/accounting/tasks";
import * as executors from "./executors";
import type { ExecContext } from "./toolkit";

export type { ExecContext } from "./toolkit";

type Executor<K extends TaskType> = (task: TaskOf<K>, ctx: ExecContext) => Promise<void>;

/** A task type's name in code: `create_customer` → `createCustomer`. */
type CamelName<S extends string> = S extends `${infer H}_${infer T}` ? `${H}${Capitalize<CamelName<T>>}` : S;
const camelName = <S extends string>(s: S) => s.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase()) as CamelName<S>;

// Each executor is named after its task type, so the type list (TASK_SCHEMAS) is the one table: a
// type without its executor, or with one of the wrong shape, fails to compile here.
const BY_NAME: { [K in TaskType as CamelName<K>]: Executor<K> } = executors;

/** One executor per task type, each running the best known call sequence for it. */
export const EXECUTORS = Object.fromEntries(
  (Object.keys(TASK_SCHEMAS) as TaskType[]).map((type) => [type, BY_NAME[camelName(type)]]),
) as { [K in TaskType]: Executor<K> };

/** Runs the executor of the task's type. */
export function execute(task: Task, ctx: ExecContext): Promise<void> {
  const run = EXECUTORS[task.type] as Executor<typeof task.type>;
  return run(task as never, ctx);
}

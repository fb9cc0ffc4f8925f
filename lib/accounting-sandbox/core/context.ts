import type { RenderCtx } from "./fields";
import type { Tx } from "./store";

/** Everything a resource handler gets for one request. */
export type Ctx = RenderCtx & {
  tx: Tx;
  method: string;
  params: Record<string, string>;
  query: URLSearchParams;
  /** Parsed JSON body (undefined when there is none). */
  body: unknown;
  /** The request with its body, for a multipart upload only (undefined otherwise). */
  req: Request | undefined;
  today: string;
};

export type Reply = { status: number; body?: unknown; headers?: Record<string, string> };

export type Handler = (ctx: Ctx) => Reply | Promise<Reply>;

/** The multipart form of an upload; rejects when the request carried none. */
export function uploadForm(ctx: Ctx): Promise<FormData> {
  return ctx.req ? ctx.req.formData() : Promise.reject(new Error("not a multipart upload"));
}

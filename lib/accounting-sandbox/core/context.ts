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
  /** Raw request, for multipart uploads. */
  req: Request;
  today: string;
};

export type Reply = { status: number; body?: unknown; headers?: Record<string, string> };

export type Handler = (ctx: Ctx) => Reply | Promise<Reply>;

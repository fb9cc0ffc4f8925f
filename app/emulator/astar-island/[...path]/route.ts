import { handleIslandRequest } from "@/lib/island-emulator";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

type Context = { params: Promise<{ path: string[] }> };

export async function GET(req: Request, ctx: Context) {
  return handleIslandRequest(req, (await ctx.params).path);
}

export async function POST(req: Request, ctx: Context) {
  return handleIslandRequest(req, (await ctx.params).path);
}

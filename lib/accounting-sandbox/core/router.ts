import type { Handler } from "./context";

/**
 * Routes of the v2 API. Patterns are path segments; `{name}` captures a parameter, any other
 * segment (including `:payment` actions and `>forTimeSheet` summaries) matches literally.
 */
type Route = { method: string; segments: string[]; handler: Handler };

export class Router {
  private readonly routes: Route[] = [];

  on(method: string, pattern: string, handler: Handler): this {
    this.routes.push({ method, segments: pattern.split("/").filter(Boolean), handler });
    return this;
  }
  get(p: string, h: Handler) {
    return this.on("GET", p, h);
  }
  post(p: string, h: Handler) {
    return this.on("POST", p, h);
  }
  put(p: string, h: Handler) {
    return this.on("PUT", p, h);
  }
  delete(p: string, h: Handler) {
    return this.on("DELETE", p, h);
  }

  /** Literal segments win over parameters, so `/employee/employment` beats `/employee/{id}`. */
  match(method: string, path: string): { handler: Handler; params: Record<string, string> } | "method" | undefined {
    const segs = path.split("/").filter(Boolean).map(decodeURIComponent);
    let best: { handler: Handler; params: Record<string, string>; score: number } | undefined;
    let pathMatched = false;
    for (const r of this.routes) {
      if (r.segments.length !== segs.length) continue;
      const params: Record<string, string> = {};
      let score = 0;
      let ok = true;
      for (let i = 0; i < segs.length; i++) {
        const p = r.segments[i];
        if (p.startsWith("{") && p.endsWith("}")) params[p.slice(1, -1)] = segs[i];
        else if (p === segs[i]) score++;
        else {
          ok = false;
          break;
        }
      }
      if (!ok) continue;
      pathMatched = true;
      if (r.method !== method) continue;
      if (!best || score > best.score) best = { handler: r.handler, params, score };
    }
    if (best) return { handler: best.handler, params: best.params };
    return pathMatched ? "method" : undefined;
  }
}

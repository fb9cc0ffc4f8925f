import http from "node:http";
/*
 * Signing in over plain HTTP, as a browser without JavaScript would: the sign-in page's forms post
 * to their server action (progressive enhancement), and Auth.js's own credentials endpoint takes a
 * form with its CSRF token. Both answer a redirect; the session is the cookie it sets.
 */

export type FormFields = Array<[string, string]>;

function decodeEntities(s: string): string {
  return s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

/** The HTML of every form on a page. */
export function formsOf(html: string): string[] {
  return html.match(/<form[\s\S]*?<\/form>/g) ?? [];
}

/** The fields a form submits as rendered (hidden inputs and pre-filled values). */
export function fieldsOf(form: string): FormFields {
  const fields: FormFields = [];
  for (const [input] of form.matchAll(/<input\b[^>]*>/g)) {
    const name = input.match(/\bname="([^"]*)"/)?.[1];
    if (name === undefined) continue;
    fields.push([decodeEntities(name), decodeEntities(input.match(/\bvalue="([^"]*)"/)?.[1] ?? "")]);
  }
  return fields;
}

/** `name=value` pairs of the session and other cookies a response sets. */
export function cookiesSet(res: Response): Map<string, string> {
  const jar = new Map<string, string>();
  for (const line of res.headers.getSetCookie()) {
    const [pair] = line.split(";");
    const eq = pair.indexOf("=");
    jar.set(pair.slice(0, eq).trim(), pair.slice(eq + 1));
  }
  return jar;
}

export function cookieHeader(jar: Map<string, string>): string {
  return [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
}

export function sessionCookie(jar: Map<string, string>): string | undefined {
  return [...jar].find(([k]) => k.endsWith("authjs.session-token"))?.[1] || undefined;
}

/** Posts a page's form (found by a piece of its HTML) with extra fields, as a form submission. */
export async function submitForm(
  baseUrl: string,
  pagePath: string,
  formMarker: string | RegExp,
  extra: FormFields,
  cookie = "",
): Promise<{ res: Response; html: string }> {
  const page = await fetch(`${baseUrl}${pagePath}`, { headers: { cookie } });
  const form = formsOf(await page.text()).find((f) => (typeof formMarker === "string" ? f.includes(formMarker) : formMarker.test(f)));
  if (!form) throw new Error(`no form matching ${String(formMarker)} on ${pagePath} (status ${page.status})`);
  const body = new FormData();
  for (const [k, v] of [...fieldsOf(form), ...extra]) body.append(k, v);
  const res = await fetch(`${baseUrl}${pagePath}`, { method: "POST", body, redirect: "manual", headers: { cookie, origin: baseUrl } });
  return { res, html: res.status === 200 ? await res.text() : "" };
}

export const PRACTICE_FORM = 'name="mode" value="practice"';

/** The practice button of the sign-in page, with optional extra fields (access code, callbackUrl). */
export function signInAsPractice(baseUrl: string, extra: FormFields = [], loginPath = "/login") {
  return submitForm(baseUrl, loginPath, PRACTICE_FORM, extra);
}

/** Posts a form to one of Auth.js's own endpoints (`callback/credentials`, `signout`) with a valid CSRF token. */
export async function authJsPost(baseUrl: string, endpoint: string, fields: Record<string, string>, cookie = ""): Promise<Response> {
  const csrf = await fetch(`${baseUrl}/api/auth/csrf`, { headers: { cookie } });
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const jar = cookiesSet(csrf);
  return fetch(`${baseUrl}/api/auth/${endpoint}`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: [cookie, cookieHeader(jar)].filter(Boolean).join("; ") },
    body: new URLSearchParams({ csrfToken, ...fields }),
  });
}

/** Auth.js's credentials endpoint called directly (what a script would do instead of the form). */
export function credentialsCallback(baseUrl: string, fields: Record<string, string>): Promise<Response> {
  return authJsPost(baseUrl, "callback/credentials", fields);
}

/**
 * A request sent from a given loopback source address (`127.0.0.5`): the server sees that as the
 * socket's address, as it would see another machine. Answers a Response without following redirects.
 */
export function requestFrom(localAddress: string, url: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<Response> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: init.method ?? "GET", headers: init.headers, localAddress }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => {
        const headers = new Headers();
        for (const [k, v] of Object.entries(res.headers)) for (const one of [v ?? []].flat()) headers.append(k, one);
        resolve(new Response(res.statusCode === 204 || res.statusCode === 304 ? null : Buffer.concat(chunks), { status: res.statusCode, headers }));
      });
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end(init.body);
  });
}

/** Auth.js's credentials endpoint called from a given source address, with extra headers (a made-up X-Forwarded-For). */
export async function credentialsCallbackFrom(
  baseUrl: string,
  localAddress: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<Response> {
  const csrf = await requestFrom(localAddress, `${baseUrl}/api/auth/csrf`, { headers });
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  return requestFrom(localAddress, `${baseUrl}/api/auth/callback/credentials`, {
    method: "POST",
    headers: { ...headers, "content-type": "application/x-www-form-urlencoded", cookie: cookieHeader(cookiesSet(csrf)) },
    body: new URLSearchParams({ csrfToken, ...fields }).toString(),
  });
}

/** The refusal Auth.js put into its redirect (`?code=…`), or "" when it signed in. */
export function refusalOf(res: Response, baseUrl: string): string {
  return new URL(res.headers.get("location") ?? "/", baseUrl).searchParams.get("code") ?? "";
}

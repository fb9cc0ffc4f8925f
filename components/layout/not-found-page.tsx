import Link from "next/link";

/** The body of a 404: what is missing, in words, and the way back. */
export function NotFoundPage({ title, message, back }: { title: string; message: string; back: { href: string; label: string } }) {
  return (
    <section className="mx-auto max-w-xl space-y-4 rounded-xl border border-slate-200 bg-white p-8 text-center shadow-sm" aria-labelledby="not-found-h">
      <p className="text-sm font-semibold text-indigo-700">404</p>
      <h1 id="not-found-h" className="text-xl font-semibold text-slate-900">
        {title}
      </h1>
      <p className="text-sm text-slate-600">{message}</p>
      <Link href={back.href} className="inline-block rounded-md bg-indigo-600 px-4 py-2 text-sm font-medium text-white hover:bg-indigo-500">
        {back.label}
      </Link>
    </section>
  );
}

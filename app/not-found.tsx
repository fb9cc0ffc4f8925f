import { NotFoundPage } from "@/components/layout/not-found-page";

export const metadata = { title: "Page not found" };

/** Any URL the application does not serve. */
export default function NotFound() {
  return (
    <main className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <NotFoundPage title="Page not found" message="Nothing lives at this address. It may have moved, or the link may be mistyped." back={{ href: "/", label: "Go to the rounds" }} />
    </main>
  );
}

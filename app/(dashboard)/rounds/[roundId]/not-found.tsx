import { NotFoundPage } from "@/components/layout/not-found-page";

/** A round id the service does not know (a mistyped or old link): status 404, and a way back. */
export default function RoundNotFound() {
  return (
    <NotFoundPage
      title="No such round"
      message="The island service knows no round with this id: the link may be mistyped, or the round belongs to another service."
      back={{ href: "/", label: "Back to the rounds" }}
    />
  );
}

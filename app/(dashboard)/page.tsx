export const metadata = { title: "Rounds" };

export default function RoundsPage() {
  return (
    <section>
      <h1 className="text-xl font-semibold">Rounds</h1>
    </section>
  );
}

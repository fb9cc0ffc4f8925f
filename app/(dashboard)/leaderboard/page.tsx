export const metadata = { title: "Leaderboard" };

export default function LeaderboardPage() {
  return (
    <section>
      <h1 className="text-xl font-semibold">Leaderboard</h1>
    </section>
  );
}

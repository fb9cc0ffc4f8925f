import type { Metadata } from "next";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "Norse Ledger", template: "%s · Norse Ledger" },
  description: "Team workspace for the island prediction challenge and the accounting agent.",
};

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body className="min-h-screen font-sans">{children}</body>
    </html>
  );
}

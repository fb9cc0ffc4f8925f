/**
 * How fast the dashboard feels to a person: drives Chromium against a running production server
 * and prints, per try and as medians, the waits a person sits through.
 *
 *   npm run --silent bench:ui -- [--url http://127.0.0.1:3000] [--admin-key KEY] [--tries 3] [--no-finish]
 *
 * The server must run in practice mode (the embedded emulator, loopback sign-in), e.g.
 * `npm start`, or `E2E_PORT=3160 node scripts/e2e-server.mjs` (admin key e2e-admin-key). A run makes
 * its own team through the emulator's admin API ("UI benchmark …"), so its rounds never enter the
 * practice team's history or averages; every try starts its own practice round for that team, signs
 * in with the team's token in a fresh browser and measures:
 *
 *   sign-in → rounds list        click "Sign in with token" until the rounds table shows
 *   rounds → map drawn           click the round's link until the map is on screen: its canvas holds a
 *                                painted pixel, or the server-drawn first frame shown before it has loaded
 *   first "predicted in"         the same click until the model's first prediction is on screen
 *                                (and the time the model itself reports for it)
 *   first expected score         the same click until an expected score for the round shows (an
 *                                early figure counts; the final one, from every regime, is printed too)
 *   Finish → analysis            (after Submit all) "Finish now" and its confirmation until the
 *                                analysis shows the round's score, with the machine's load (1-minute
 *                                average) when it was measured
 *
 * Times are wall clock, read by polling the page on every animation frame (≤ 17 ms late).
 */
import { cpus, loadavg } from "node:os";
import { chromium, type Page } from "@playwright/test";

type Args = { url: string; adminKey: string; tries: number; finish: boolean };

function parseArgs(argv: string[]): Args {
  const args: Args = { url: "http://127.0.0.1:3000", adminKey: process.env.EMULATOR_ADMIN_KEY ?? "practice-admin-key", tries: 3, finish: true };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === "--url") args.url = argv[++i].replace(/\/$/, "");
    else if (a === "--admin-key") args.adminKey = argv[++i];
    else if (a === "--tries") args.tries = Math.max(1, Number(argv[++i]) || 1);
    else if (a === "--no-finish") args.finish = false;
    else throw new Error(`unknown argument ${a}`);
  }
  return args;
}

/** The same flags as playwright.config.ts: Debian's chromium, as root, no outside network. */
const LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
};

type BenchTeam = { teamId: string; token: string };

/** The run's own team: its rounds stay out of the practice team's history and averages. */
async function newTeam(args: Args): Promise<BenchTeam> {
  const headers = { "X-Admin-Key": args.adminKey, "content-type": "application/json" };
  const res = await fetch(`${args.url}/emulator/astar-island/admin/teams`, { method: "POST", headers, body: JSON.stringify({ name: `UI benchmark ${new Date().toISOString()}` }) });
  if (res.status !== 201) throw new Error(`creating the benchmark's team: HTTP ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { team_id: string; access_token: string };
  return { teamId: body.team_id, token: body.access_token };
}

async function newRound(args: Args, team: BenchTeam): Promise<{ id: string; round_number: number }> {
  const headers = { "X-Admin-Key": args.adminKey, "content-type": "application/json" };
  // Started for the benchmark's team: it may finish the round early, as a team that started one does.
  const created = await fetch(`${args.url}/emulator/astar-island/admin/rounds`, {
    method: "POST",
    headers,
    body: JSON.stringify({ preset: "balanced", started_by_team_id: team.teamId }),
  });
  if (created.status !== 201) throw new Error(`creating a practice round: HTTP ${created.status} ${await created.text()}`);
  const round = (await created.json()) as { id: string; round_number: number };
  const started = await fetch(`${args.url}/emulator/astar-island/admin/rounds/${round.id}/start`, { method: "POST", headers });
  if (!started.ok) throw new Error(`starting round ${round.round_number}: HTTP ${started.status}`);
  return round;
}

/** Milliseconds from `t0` until `check` holds in the page (polled every frame). */
async function until(page: Page, t0: number, check: () => boolean, timeout = 120_000): Promise<number> {
  await page.waitForFunction(check, undefined, { polling: "raf", timeout });
  return performance.now() - t0;
}

type Try = { signIn: number; map: number; predicted: number; predictReported: number; expected: number; expectedFinal: number; finish: number | null; finishLoad: number | null };

async function oneTry(args: Args, team: BenchTeam): Promise<Try> {
  const round = await newRound(args, team);
  const browser = await chromium.launch(LAUNCH);
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${args.url}/login`);
    await page.locator("#token").fill(team.token);
    const signInButton = page.getByRole("button", { name: "Sign in with token" });
    await signInButton.waitFor();
    let t0 = performance.now();
    await signInButton.click();
    await page.getByRole("table").first().waitFor({ timeout: 60_000 });
    const signIn = performance.now() - t0;

    const link = page.locator(`a[href="/rounds/${round.id}"]`).last();
    await link.waitFor();
    t0 = performance.now();
    await link.click();
    const map = await until(page, t0, () => {
      // The server's first frame of the map, shown until the canvas takes over, counts as on screen.
      const picture = document.querySelector<HTMLImageElement>("img[data-map-picture]");
      if (picture && picture.complete && picture.naturalWidth > 0 && picture.style.display !== "none" && picture.getBoundingClientRect().width > 0) return true;
      const c = document.querySelector<HTMLCanvasElement>('canvas[aria-label^="Map of seed"]');
      if (!c || !c.width || !c.height) return false;
      return (c.getContext("2d")?.getImageData(Math.floor(c.width / 2), Math.floor(c.height / 2), 1, 1).data[3] ?? 0) > 0;
    });
    const predicted = await until(page, t0, () => Boolean(document.querySelector('[data-testid="predict-ms"]')));
    const reportedText = (await page.getByTestId("predict-ms").textContent()) ?? "";
    const predictReported = Number(reportedText.match(/(\d+)\s*ms/)?.[1] ?? NaN);
    const expected = await until(page, t0, () => /\d/.test(document.querySelector('[data-testid="expected-round"]')?.textContent ?? ""));
    // The early figure sharpens: the final one uses every regime drawn.
    const expectedFinal = await until(
      page,
      t0,
      () => /\d/.test(document.querySelector('[data-testid="expected-round"]')?.textContent ?? "") && !document.querySelector('[data-testid="expected-early"]'),
    );

    let finish: number | null = null;
    let finishLoad: number | null = null;
    if (args.finish) {
      // Submitted seeds make a scored round, as a team would finish it.
      await page.getByRole("button", { name: /^Submit all \d+ seeds$/ }).click();
      await page.getByText(/^not submitted$/).first().waitFor({ state: "detached", timeout: 60_000 });
      await page.getByRole("button", { name: "Finish now" }).click();
      const confirm = page.getByRole("button", { name: /^Finish (and score|anyway)/ });
      await confirm.waitFor();
      t0 = performance.now();
      await confirm.click();
      await page.waitForURL(/\/analysis$/, { timeout: 240_000 });
      await page.getByText(/Score\s*\d+\.\d+/).first().waitFor({ timeout: 60_000 });
      finish = performance.now() - t0;
      finishLoad = loadavg()[0];
    }
    return { signIn, map, predicted, predictReported, expected, expectedFinal, finish, finishLoad };
  } finally {
    await browser.close();
  }
}

const median = (xs: number[]) => {
  const s = xs.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  return s.length ? s[Math.floor(s.length / 2)] : NaN;
};
const ms = (x: number | null) => (x == null || !Number.isFinite(x) ? "—" : `${Math.round(x)} ms`);

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const health = await fetch(`${args.url}/api/health`).catch(() => null);
  if (!health?.ok) throw new Error(`no server answering at ${args.url} (start one first: npm start)`);
  const team = await newTeam(args);
  const tries: Try[] = [];
  for (let i = 0; i < args.tries; i++) {
    const t = await oneTry(args, team);
    tries.push(t);
    console.log(
      `try ${i + 1}: sign-in → rounds ${ms(t.signIn)} · rounds → map drawn ${ms(t.map)} · first "predicted in" ${ms(t.predicted)} (model reports ${ms(t.predictReported)}) · first expected score ${ms(t.expected)} (final ${ms(t.expectedFinal)}) · Finish → analysis ${ms(t.finish)}${t.finishLoad === null ? "" : ` (load ${t.finishLoad.toFixed(1)})`}`,
    );
  }
  const col = (f: (t: Try) => number | null) => ms(median(tries.map((t) => f(t) ?? NaN)));
  console.log(`\nmedian of ${tries.length} (times from the click; the workspace's figures from the click on the round's link):`);
  console.log(`  sign-in → rounds list         ${col((t) => t.signIn)}`);
  console.log(`  rounds → map drawn            ${col((t) => t.map)}   (target ≤ 1000 ms after the workspace opens)`);
  console.log(`  first "predicted in" shown    ${col((t) => t.predicted)}   (model reports ${col((t) => t.predictReported)}; target ≤ 200 ms)`);
  console.log(`  first expected score          ${col((t) => t.expected)}   (target ≤ 2000 ms; final figure ${col((t) => t.expectedFinal)})`);
  if (args.finish) console.log(`  Finish → analysis             ${col((t) => t.finish)}   (target ≤ 3000 ms; load ${median(tries.map((t) => t.finishLoad ?? NaN)).toFixed(1)}, 1-minute average on ${cpus().length} cores)`);
  console.log(`  the rounds were played by the benchmark's own team; the practice team's history and averages are untouched`);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});

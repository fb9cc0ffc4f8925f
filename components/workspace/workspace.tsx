"use client";

import Link from "next/link";
import { useCallback, useMemo, useRef, useState } from "react";
import type { Viewport } from "@/lib/island/schemas";
import type { Budget } from "@/lib/island/schemas";
import type { StoredObservation } from "@/lib/dashboard/spend";
import { applyAdjustments, shiftGrid, type Adjustment } from "@/lib/dashboard/edits";
import { classMax, settledMax, summariseObservations, viewportCoverage } from "@/lib/dashboard/map";
import { siteEvidence, siteMarkOf, siteReadings } from "@/lib/dashboard/sites";
import { SitesPanel } from "./sites-panel";
import type { WorkspaceData } from "@/lib/dashboard/workspace-data";
import { replayNote, roundName } from "@/lib/dashboard/round-name";
import { spendQueryAction, updateAdjustmentAction } from "@/app/(dashboard)/rounds/[roundId]/actions";
import { LostAnswers } from "./lost-answers";
import { StatusBadge } from "@/components/ui/status-badge";
import { Countdown } from "@/components/rounds/countdown";
import { AdjustmentsPanel, draftBody } from "./adjustments-panel";
import { FinishRound } from "./finish-round";
import { getMemberName } from "./member-name";
import { QueryList } from "./query-list";
import { SpendBar } from "./spend-bar";
import { TeamActivity } from "./team-activity";
import { usePlannedRun } from "./use-planned-run";
import { useTeamEvents } from "./use-team-events";
import { HoverCard } from "./hover-card";
import { LayerSwitcher } from "./layer-switcher";
import { Legend } from "./legend";
import { MapView } from "./map-view";
import { perf } from "./perf";
import { useAdjustments, useBudget, useObservations, useQueryClient, useSubmitted, workspaceKeys } from "./queries";
import { SeedTabs } from "./seed-tabs";
import { createWorkspaceStore, WorkspaceStoreContext, useWorkspace, useWorkspaceApi, type Suggestion } from "./store";
import { SubmitPanel } from "./submit-panel";
import { SuggestionsPanel, type BatchState } from "./suggestions-panel";
import { Toolbar } from "./toolbar";
import { useModel } from "./use-model";
import { ExpectedScorePanel } from "./expected-score";
import { describeQueryValue, RegimePanel, useRatePosteriors } from "./regime-panel";
import { SubmissionHistory } from "./submission-pins";
import { useExpectedScore } from "./use-expected-score";
import { usePins } from "./use-pins";
import { pinsToOptions } from "@/lib/island/regime/pins";
import { queryValue } from "@/lib/island/regime/query-value";

type Notice = { tone: "error" | "warning" | "info"; title: string; message: string; action?: string };

/** The round workspace: spend queries, shape priors per region and submit, for one round. */
export function Workspace({ data }: { data: WorkspaceData }) {
  // A round that is not active opens on the inspect tool and the prediction: nothing can be spent or changed.
  const [store] = useState(() => createWorkspaceStore(data.round.status === "active" ? {} : { tool: "inspect", layer: "argmax" }));
  return (
    <WorkspaceStoreContext.Provider value={store}>
      <WorkspaceBody data={data} />
    </WorkspaceStoreContext.Provider>
  );
}

// The service paces /simulate at 5 per second; a batch keeps a little under that.
const BATCH_SPACING_MS = 220;
const DOUBLE_CLICK_MS = 600;

/** Random idempotency key (crypto.randomUUID needs a secure context; getRandomValues does not). */
function newKey(): string {
  const b = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(b, (x) => x.toString(16).padStart(2, "0")).join("");
}

function WorkspaceBody({ data }: { data: WorkspaceData }) {
  const { round } = data;
  const W = round.map_width;
  const H = round.map_height;
  const roundId = round.id;
  const name = roundName(round.round_number, data.replayOf?.realRound);
  const qc = useQueryClient();
  const api = useWorkspaceApi();

  const observations = useObservations(roundId, data.observations).data;
  const adjustments = useAdjustments(roundId, data.adjustments).data;
  const budget = useBudget(roundId, data.budget).data;
  const submittedAt = useSubmitted(roundId, data.submittedAt).data;

  const seed = useWorkspace((s) => s.seed);
  const layer = useWorkspace((s) => s.layer);
  const probabilityClass = useWorkspace((s) => s.probabilityClass);
  const draft = useWorkspace((s) => s.draft);
  const selection = useWorkspace((s) => s.selection);
  const draftViewport = useWorkspace((s) => s.draftViewport);
  const tool = useWorkspace((s) => s.tool);
  const team = useTeamEvents(roundId);
  // A round seen open on this page that is scored meanwhile opens its analysis: the scoring's
  // progress stays on the page until it does, however the news arrives (a push or a refresh).
  const [sawOpen] = useState(() => round.status === "active" || round.status === "scoring");

  const budgetForRound = budget && budget.round_id === roundId ? budget : null;
  const used = budgetForRound?.queries_used ?? observations.length;
  const max = budgetForRound?.queries_max ?? 50;
  const left = Math.max(0, max - used);

  const spendBlocked: string | null =
    round.status !== "active"
      ? `${name} is ${round.status}: queries can only be spent while a round is active.`
      : data.budgetProblem && !budgetForRound
        ? `${data.budgetProblem.title}: ${data.budgetProblem.message} ${data.budgetProblem.action}`
        : !budgetForRound
          ? "This round's query budget could not be read."
          : left === 0
            ? `Query budget used up (${used}/${max}). You can still adjust priors and submit.`
            : null;
  const readOnly = round.status !== "active";
  const submitBlocked = round.status !== "active" ? `${name} is ${round.status}: submissions are closed.` : null;

  const { pins, pin, unpin } = usePins(roundId);
  const pinOptions = useMemo(() => pinsToOptions(pins), [pins]);
  const posteriors = useRatePosteriors(round, observations);
  const model = useModel(round, observations, spendBlocked ? 0 : left, pinOptions);
  const summaries = useMemo(
    () => round.initial_states.map((_, i) => summariseObservations(observations, i, W, H)),
    [observations, round.initial_states, W, H],
  );
  const summary = summaries[seed];
  const base = model.prediction?.[seed] ?? null;

  // The adjustments in force for this seed, with the one being edited replaced by its draft.
  const effective = useMemo(() => {
    let list: (Adjustment | (ReturnType<typeof draftBody> & { enabled: boolean; id: string }))[] = adjustments;
    if (draft && selection) {
      const body = { ...draftBody(draft, selection, seed, round.seeds_count), enabled: true, id: draft.id ?? "draft" };
      list = draft.id ? adjustments.map((a) => (a.id === draft.id ? body : a)) : [...adjustments, body];
    }
    return list;
  }, [adjustments, draft, selection, seed, round.seeds_count]);
  const adjusted = useMemo(() => (base ? applyAdjustments(base, W, H, seed, effective) : null), [base, W, H, seed, effective]);
  // The scale follows the model's own prediction, so it holds still while sliders move.
  const probabilityMax = useMemo(() => (base ? classMax(base, probabilityClass) : 1), [base, probabilityClass]);
  const shift = useMemo(() => (base && adjusted ? shiftGrid(base, adjusted) : null), [base, adjusted]);
  // While an adjustment is edited, a layer that does not show the prediction gives way to the
  // adjustments layer, so every slider move shows on the map.
  const editing = Boolean(draft && selection) && !readOnly;
  const previewLayer = draft && selection && !["probability", "argmax", "entropy", "adjustments"].includes(layer) ? ("adjustments" as const) : null;
  const shownLayer = previewLayer ?? layer;
  const expected = useExpectedScore(round, observations, pinOptions, effective, !readOnly, data.calibration, data.replayOf?.fitScore ?? null);
  // The seed's initial settlements read against the prediction as it stands (marks included).
  const evidence = useMemo(() => siteEvidence(round, observations), [round, observations]);
  const readings = useMemo(() => siteReadings(evidence, seed, W, adjusted), [evidence, seed, W, adjusted]);
  const siteMarkers = useMemo(() => {
    const enabled = adjustments.filter((a) => a.enabled);
    return readings.map((r) => ({ x: r.x, y: r.y, seen: r.seen, fortune: r.fortune, mark: siteMarkOf(enabled, seed, r.x, r.y)?.direction ?? null }));
  }, [readings, adjustments, seed]);
  const settledTop = useMemo(() => (adjusted ? settledMax(adjusted) : 1), [adjusted]);
  const adjustmentRegions = useMemo(() => adjustments.filter((a) => a.enabled && a.seeds.includes(seed)).map((a) => a.region), [adjustments, seed]);

  const suggestions: Suggestion[] = useMemo(
    () => (model.plan ?? []).map((p) => ({ ...p, id: `${p.seed_index}:${p.x}:${p.y}:${p.w}x${p.h}` })),
    [model.plan],
  );

  // The way back offered before a costly submission: every pin taken back, every adjustment off.
  const undoEdits = async () => {
    const on = adjustments.filter((a) => a.enabled);
    qc.setQueryData<Adjustment[]>(workspaceKeys.adjustments(roundId), (old = []) => old.map((a) => ({ ...a, enabled: false })));
    await Promise.all([
      pins.length > 0 ? unpin() : null,
      ...on.map((a) => updateAdjustmentAction({ roundId, id: a.id, enabled: false, who: getMemberName() }).catch(() => null)),
    ]);
    await qc.invalidateQueries({ queryKey: workspaceKeys.adjustments(roundId) });
  };

  // ----- spending queries -----
  const [notice, setNotice] = useState<Notice | null>(null);
  const [inFlight, setInFlight] = useState(0);

  const spend = useCallback(
    async (seedIndex: number, viewport: Viewport, idempotencyKey = newKey()): Promise<{ ok: boolean; exhausted?: boolean; message?: string }> => {
      perf.querySpent(seedIndex === api.getState().seed ? summaries[seedIndex].queries : Number.MAX_SAFE_INTEGER);
      setInFlight((n) => n + 1);
      try {
        const r = await spendQueryAction({
          roundId,
          seedIndex,
          viewport: { x: viewport.x, y: viewport.y, w: viewport.w, h: viewport.h },
          idempotencyKey,
          who: getMemberName(),
        });
        if (!r.ok) {
          setNotice({ tone: "error", title: r.problem.title, message: r.problem.message, action: r.problem.action });
          const exhausted = "kind" in r && r.kind === "budget_exhausted";
          if (exhausted) qc.setQueryData<Budget | null>(workspaceKeys.budget(roundId), (b) => (b ? { ...b, queries_used: b.queries_max } : b));
          return { ok: false, exhausted, message: r.problem.message };
        }
        qc.setQueryData<StoredObservation[]>(workspaceKeys.observations(roundId), (old = []) =>
          old.some((o) => o.idempotency_key === r.observation.idempotency_key) ? old : [...old, r.observation],
        );
        qc.setQueryData<Budget | null>(workspaceKeys.budget(roundId), (b) =>
          b ? { ...b, queries_used: Math.max(b.queries_used, r.queriesUsed), queries_max: r.queriesMax } : b,
        );
        if (!r.stored) {
          setNotice({
            tone: "warning",
            title: "The database could not store this answer",
            message: r.recoveryFile
              ? `It was appended to the recovery file ${r.recoveryFile} and is on the map now; it is imported when the page next loads.`
              : "Writing the recovery file failed too: the answer is only on this page. Do not reload before noting it.",
            action: "Check the server's data directory.",
          });
        } else setNotice((n) => (n?.tone === "error" ? null : n));
        return { ok: true };
      } catch (err) {
        setNotice({ tone: "error", title: "The query could not be sent", message: err instanceof Error ? err.message : String(err), action: "Check the connection and try again." });
        return { ok: false, message: String(err) };
      } finally {
        setInFlight((n) => n - 1);
      }
    },
    [api, qc, roundId, summaries],
  );

  // The second click of a double click reuses the first one's key: the server answers it with the
  // same observation instead of spending another query.
  const lastClick = useRef<{ sig: string; at: number; key: string } | null>(null);
  const spendFromMap = (v: Viewport) => {
    const sig = `${seed}:${v.x}:${v.y}:${v.w}:${v.h}`;
    const now = performance.now();
    const prev = lastClick.current;
    const key = prev && prev.sig === sig && now - prev.at < DOUBLE_CLICK_MS ? prev.key : newKey();
    lastClick.current = { sig, at: now, key };
    void spend(seed, v, key);
  };

  // ----- batches of accepted suggestions -----
  const [batch, setBatch] = useState<BatchState>({ running: false, done: 0, total: 0, error: null });
  const stop = useRef(false);
  const runBatch = async () => {
    const queue = [...api.getState().accepted];
    stop.current = false;
    setBatch({ running: true, done: 0, total: queue.length, error: null });
    let last = 0;
    for (let k = 0; k < queue.length; k++) {
      if (stop.current) break;
      const wait = last + BATCH_SPACING_MS - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      last = performance.now();
      const s = queue[k];
      const r = await spend(s.seed_index, s);
      if (!r.ok) {
        setBatch((b) => ({ ...b, running: false, error: r.message ?? "failed" }));
        return;
      }
      api.getState().unaccept(s.id);
      setBatch((b) => ({ ...b, done: k + 1 }));
    }
    setBatch((b) => ({ ...b, running: false }));
  };

  const planned = usePlannedRun({ plan: spendBlocked ? [] : suggestions, planFor: model.planFor, computing: model.computing, observed: observations.length }, spend);

  const draftInfo = draftViewport && tool === "viewport" ? viewportCoverage(draftViewport, summary.coverage, W) : null;

  return (
    // On a wide screen the Submit bar floats at the bottom: the page ends with room for it.
    <div className={`space-y-4 ${readOnly ? "" : "lg:pb-40"}`}>
      <header className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <h1 className="text-xl font-semibold">{name}</h1>
        <StatusBadge status={round.status} />
        {round.status === "active" && data.closesAt && <Countdown closesAt={data.closesAt} />}
        <span className="text-sm text-slate-600">
          {W}×{H} · {round.seeds_count} seeds
        </span>
        {(round.status === "scoring" || round.status === "completed") && (
          <Link href={`/rounds/${roundId}/analysis`} className="rounded-md bg-indigo-600 px-3 py-1 text-sm font-medium text-white hover:bg-indigo-500">
            Open the analysis
          </Link>
        )}
        {data.practice && ((round.status === "active" && data.mayFinish) || round.status === "scoring" || (round.status === "completed" && sawOpen)) && (
          <FinishRound
            roundId={roundId}
            roundName={name}
            status={round.status}
            pushed={team.scoring}
            live={team.live}
            unsubmitted={round.initial_states.map((_, i) => i).filter((i) => !submittedAt[i])}
          />
        )}
        <div className="ml-auto flex items-center gap-3 text-sm" aria-label="Query budget">
          {budgetForRound ? (
            <>
              <span className="tabular-nums text-slate-700">
                {name}&apos;s queries <strong>{used}</strong>/{max} used{!readOnly && <> · <strong>{left}</strong> left</>}
              </span>
              <div className="h-2 w-32 overflow-hidden rounded bg-slate-200 max-sm:w-14" aria-hidden>
                <div className={`h-2 ${left === 0 ? "bg-rose-500" : "bg-indigo-500"}`} style={{ width: `${Math.min(100, (used / Math.max(1, max)) * 100)}%` }} />
              </div>
            </>
          ) : (
            <span className="tabular-nums text-slate-600">
              <strong>{observations.length}</strong> queries observed from this dashboard
            </span>
          )}
        </div>
      </header>

      {data.replayOf && (
        <p className="rounded-xl border border-sky-200 bg-sky-50 px-3 py-2 text-sm text-sky-900" data-testid="replay-note">
          {replayNote(data.replayOf)}
        </p>
      )}
      {readOnly && (
        <p role="status" className="rounded-xl border border-slate-200 bg-slate-100 px-3 py-2 text-sm text-slate-700">
          {name} is {round.status}: this workspace is read-only — queries, priors and submissions are as the round closed with them.
          {(round.status === "scoring" || round.status === "completed") && (
            <>
              {" "}
              <Link href={`/rounds/${roundId}/analysis`} className="font-medium text-indigo-700 underline hover:text-indigo-900">
                See how it scored in the analysis
              </Link>
              .
            </>
          )}
        </p>
      )}
      <TeamActivity live={team.live} feed={team.feed} />
      {data.otherOpenRounds.length > 0 && round.status === "active" && (
        <p className="text-xs text-slate-500">
          Each open round has its own budget. Also open:{" "}
          {data.otherOpenRounds.map((r, i) => (
            <span key={r.id}>
              {i > 0 && ", "}
              <Link href={`/rounds/${r.id}`} className="text-indigo-700 underline hover:text-indigo-900">
                round {r.round_number}
              </Link>{" "}
              ({r.queries_max - r.queries_used} left)
            </span>
          ))}
          .
        </p>
      )}
      {data.storageProblem && <Banner notice={{ tone: "error", title: "Saved work could not be read", message: data.storageProblem, action: "Check the server's data directory, then reload." }} />}
      {data.unrecovered > 0 && (
        <Banner notice={{ tone: "warning", title: "Recovered answers not yet in the database", message: `${data.unrecovered} paid-for answers are still only in the recovery file.`, action: "Reload once the database is writable." }} />
      )}
      <LostAnswers lost={data.lostAnswers} />
      {data.predictionsProblem && <Banner notice={{ tone: "warning", title: `Submissions could not be read: ${data.predictionsProblem.title}`, message: data.predictionsProblem.message, action: data.predictionsProblem.action }} />}
      {notice && <Banner notice={notice} onClose={() => setNotice(null)} />}
      {model.error && <Banner notice={{ tone: "error", title: "The model failed", message: model.error, action: "Reload the page; prediction layers stay empty until it runs." }} />}

      <SeedTabs grids={round.initial_states.map((s) => s.grid)} summaries={summaries} submittedAt={submittedAt} W={W} H={H} />

      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        {/* The map stays in view on wide screens while the side panels scroll: slider previews and
            hovered queries show on it wherever the panel is. */}
        {/* On a phone the map sticks to the top while an adjustment is edited, so the sliders below
            it and the map's preview share the screen; its layer and legend column steps aside then. */}
        {/* On a phone the tool hint and the note on screen width follow the map, so the map starts on the first screen. */}
        <div className={`flex flex-col gap-3 lg:sticky lg:top-2 lg:self-start ${editing ? "max-lg:sticky max-lg:top-0 max-lg:z-10 max-lg:bg-slate-50 max-lg:pb-2" : ""}`}>
          <Toolbar spendBlocked={spendBlocked} readOnly={readOnly} compact={editing} />
          <div className="flex flex-wrap items-start gap-5">
            <div className="min-w-0 flex-1 basis-[30rem]">
              <MapView
                W={W}
                H={H}
                grid={round.initial_states[seed].grid}
                summary={summary}
                prediction={adjusted}
                probabilityMax={probabilityMax}
                shift={shift}
                adjustmentRegions={adjustmentRegions}
                suggestions={spendBlocked ? [] : suggestions}
                spendBlocked={spendBlocked}
                onSpend={spendFromMap}
                layerOverride={previewLayer}
                picture={data.mapPicture}
                sites={siteMarkers}
              />
              {!readOnly && (
                <div className="mt-2">
                  <SpendBar roundName={name} left={left} summary={summary} W={W} onSpend={(seedIndex, v) => void spend(seedIndex, v)} />
                </div>
              )}
              {previewLayer && (
                <p className="mt-1 text-xs text-pink-800">Previewing the edit: the map shows how much the sliders shift each cell&apos;s prediction. It returns to your layer when the editor closes.</p>
              )}
              <div className="mt-2 flex min-h-6 flex-wrap items-center gap-3 text-xs text-slate-600" aria-live="polite">
                {draftInfo && draftViewport && (
                  <span>
                    Viewport ({draftViewport.x}, {draftViewport.y}) {draftViewport.w}×{draftViewport.h}: {draftInfo.cells} cells, {draftInfo.unseen} never seen · {left} queries left
                  </span>
                )}
                {inFlight > 0 && <span className="font-medium text-indigo-700">Spending {inFlight} quer{inFlight === 1 ? "y" : "ies"}…</span>}
                {model.computing && <span className="text-slate-500">Model updating…</span>}
                {model.predictMs !== null && (
                  <span className="text-slate-500" data-testid="predict-ms" title="Time of the last prediction of every seed, in the model's worker">
                    predicted in {Math.round(model.predictMs)} ms
                  </span>
                )}
              </div>
            </div>
            <div className={`w-56 shrink-0 space-y-5 ${editing ? "max-lg:hidden" : ""}`}>
              <LayerSwitcher modelReady={Boolean(model.prediction)} />
              <Legend layer={shownLayer} probabilityClass={probabilityClass} maxCoverage={summary.maxCoverage} probabilityMax={probabilityMax} settledMax={settledTop} readOnly={readOnly} />
            </div>
          </div>
          <p className={`text-xs text-slate-500 max-sm:order-last ${editing ? "hidden" : "sm:hidden"}`}>
            The workspace is easiest on a wide screen; here its map, tools and panels stack one above the other.
          </p>
        </div>

        <aside className="space-y-5">
          <div className="rounded-xl border border-slate-200 bg-white p-3 shadow-sm">
            <HoverCard W={W} grid={round.initial_states[seed].grid} summary={summary} prediction={adjusted} base={base} sites={readings} />
          </div>
          {!readOnly && (
            <div className="rounded-xl border border-slate-200 bg-white p-3 shadow-sm">
              <ExpectedScorePanel state={expected} seed={seed} />
            </div>
          )}
          <div className="rounded-xl border border-slate-200 bg-white p-3 shadow-sm">
            <SitesPanel roundId={roundId} seed={seed} readings={readings} adjustments={adjustments} readOnly={readOnly} />
          </div>
          <div className="rounded-xl border border-slate-200 bg-white p-3 shadow-sm">
            <RegimePanel observations={observations} posteriors={posteriors} pins={pins} onPin={pin} onUnpin={unpin} readOnly={readOnly} />
          </div>
          {!readOnly && (
            <div className="rounded-xl border border-slate-200 bg-white p-3 shadow-sm">
              <SuggestionsPanel
                suggestions={suggestions}
                computing={model.computing}
                batch={batch}
                spendBlocked={spendBlocked}
                onRun={runBatch}
                onStop={() => (stop.current = true)}
                planned={planned}
                budget={{ roundName: name, used, max }}
                valueOf={(s) => describeQueryValue(queryValue(round, s.seed_index, s, posteriors))}
              />
            </div>
          )}
          <div className="rounded-xl border border-slate-200 bg-white p-3 shadow-sm">
            <QueryList observations={observations} readOnly={readOnly} />
          </div>
          <div className="rounded-xl border border-slate-200 bg-white p-3 shadow-sm">
            <AdjustmentsPanel roundId={roundId} adjustments={adjustments} W={W} H={H} seedsCount={round.seeds_count} readOnly={readOnly} />
          </div>
          <div className="rounded-xl border border-slate-200 bg-white p-3 shadow-sm">
            <SubmitPanel
              roundId={roundId}
              seedsCount={round.seeds_count}
              submittedAt={submittedAt}
              closesAt={data.closesAt}
              blocked={submitBlocked}
              expected={readOnly ? undefined : expected.result}
              expectedStale={expected.stale}
              sends={{ pins, adjustments, observationCount: observations.length, draftOpen: Boolean(draft && selection) }}
              onUndoEdits={undoEdits}
              floating={!readOnly}
            />
            <SubmissionHistory roundId={roundId} observations={observations} />
          </div>
        </aside>
      </div>
    </div>
  );
}

function Banner({ notice, onClose }: { notice: Notice; onClose?: () => void }) {
  const tone = {
    error: "border-rose-200 bg-rose-50 text-rose-800",
    warning: "border-amber-200 bg-amber-50 text-amber-900",
    info: "border-slate-200 bg-slate-50 text-slate-700",
  }[notice.tone];
  return (
    <div role={notice.tone === "info" ? "status" : "alert"} className={`flex items-start gap-3 rounded-xl border p-3 text-sm ${tone}`}>
      <div className="flex-1">
        <p className="font-medium">{notice.title}</p>
        <p>{notice.message}</p>
        {notice.action && <p className="opacity-80">{notice.action}</p>}
      </div>
      {onClose && (
        <button onClick={onClose} aria-label="Dismiss" className="rounded px-2 text-lg leading-none opacity-60 hover:opacity-100">
          ×
        </button>
      )}
    </div>
  );
}

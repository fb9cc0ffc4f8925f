import { argmaxGrid, cellLossGrid, type Analysis } from "@/lib/island";
import { worstRegions, type Region } from "./worst-regions";

export type SeedAnalysis = {
  seedIndex: number;
  width: number;
  height: number;
  score: number | null;
  initialGrid: number[][] | null;
  /** Present when the team submitted this seed. */
  predicted: number[][][] | null;
  truth: number[][][] | null;
  predictedArgmax: number[][] | null;
  truthArgmax: number[][] | null;
  /** entropy × KL per cell; null without a prediction or ground truth. */
  loss: number[][] | null;
  regions: Region[];
};

const round3 = (v: number) => Math.round(v * 1000) / 1000;
const roundTensor = (t: number[][][]) => t.map((row) => row.map((p) => p.map(round3)));

/** Everything the analysis viewer shows for one seed, computed once on the server. */
export function summariseSeed(seedIndex: number, a: Analysis): SeedAnalysis {
  const { prediction, ground_truth: truth } = a;
  const loss = prediction && truth ? cellLossGrid(truth, prediction) : null;
  return {
    seedIndex,
    width: a.width,
    height: a.height,
    score: a.score,
    initialGrid: a.initial_grid ?? null,
    predicted: prediction ? roundTensor(prediction) : null,
    truth: truth ? roundTensor(truth) : null,
    predictedArgmax: prediction ? argmaxGrid(prediction) : null,
    truthArgmax: truth ? argmaxGrid(truth) : null,
    loss: loss?.map((row) => row.map((v) => (Number.isFinite(v) ? v : 99))) ?? null,
    regions: loss && prediction && truth ? worstRegions(loss, truth, prediction, { size: 5, count: 5 }) : [],
  };
}

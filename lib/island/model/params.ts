import { FEATURE_NAMES } from "./features";
import { RATE_NAMES } from "./latent";
import { layersFromJson, type Layer } from "./mlp";

/** Serialisable model: what `npm run train:island` writes to params.json. */
export interface ModelParams {
  version: 1;
  featureNames: string[];
  rateNames: string[];
  /** Mean of each rate over the training rounds: the latent of an unobserved round. */
  priorMean: number[];
  /** Pseudo-trials pulling observed rates toward the prior mean. */
  rateStrength: number;
  layers: { inputs: number; outputs: number; w: number[]; b: number[] }[];
  /** Softmax temperature (>1 flattens). */
  temperature: number;
  /** Minimum probability of every possible class, before renormalising. */
  floor: number;
  /**
   * Prior strength of the model's distribution when a cell's own observations are blended in
   * (posterior = (s·q + counts) / (s + n)); 0 disables blending.
   */
  cellPriorStrength: number;
  training: { rounds: number[]; seed: number; epochs: number; hidden: number[]; samples: number; loss: number };
}

const compiled = new WeakMap<ModelParams, Layer[]>();

export function compiledLayers(model: ModelParams): Layer[] {
  let layers = compiled.get(model);
  if (!layers) {
    if (model.featureNames.join() !== FEATURE_NAMES.join() || model.rateNames.join() !== RATE_NAMES.join()) {
      throw new Error("island model parameters do not match this feature set; retrain with npm run train:island");
    }
    layers = layersFromJson(model.layers);
    compiled.set(model, layers);
  }
  return layers;
}

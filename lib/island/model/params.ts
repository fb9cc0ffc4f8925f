import { FEATURE_NAMES } from "./features";
import { RATE_NAMES } from "./latent";
import { layersFromJson, type Layer } from "./mlp";
import type { Recalibration } from "./recalibrate";

type LayerJson = { inputs: number; outputs: number; w: number[]; b: number[] };

/** A further network of the ensemble: its weights and its own calibrated temperature. */
export interface MemberParams {
  layers: LayerJson[];
  temperature: number;
}

/** Serialisable model: what `npm run train:island` writes to params.json. */
export interface ModelParams {
  version: 1;
  featureNames: string[];
  rateNames: string[];
  /** Mean of each rate over the training rounds: the latent of an unobserved round. */
  priorMean: number[];
  /** Pseudo-trials pulling observed rates toward the prior mean. */
  rateStrength: number;
  layers: LayerJson[];
  /**
   * Further networks trained like the first with another seed or augmentation; the model's
   * distribution is the mean of every network's (differently seeded networks err differently).
   */
  members?: MemberParams[];
  /** Softmax temperature (>1 flattens). */
  temperature: number;
  /** Minimum probability of every possible class, before renormalising. */
  floor: number;
  /**
   * Prior strength of the model's distribution when a cell's own observations are blended in
   * (posterior = (s·q + counts) / (s + n)); 0 disables blending.
   */
  cellPriorStrength: number;
  /** Overrides of the recalibration by the queries' evidence (recalibrate.ts); absent: the defaults. */
  recalibration?: Partial<Recalibration>;
  training: { rounds: number[]; seed: number; epochs: number; hidden: number[]; samples: number; loss: number; members?: number };
}

/** One network of the ensemble, ready to run. */
export interface CompiledMember {
  layers: Layer[];
  temperature: number;
}

const compiled = new WeakMap<ModelParams, CompiledMember[]>();

/** Every network of the model (the first, then `members`), compiled once per model object. */
export function compiledMembers(model: ModelParams): CompiledMember[] {
  let members = compiled.get(model);
  if (!members) {
    if (model.featureNames.join() !== FEATURE_NAMES.join() || model.rateNames.join() !== RATE_NAMES.join()) {
      throw new Error("island model parameters do not match this feature set; retrain with npm run train:island");
    }
    members = [
      { layers: layersFromJson(model.layers), temperature: model.temperature },
      ...(model.members ?? []).map((m) => ({ layers: layersFromJson(m.layers), temperature: m.temperature })),
    ];
    compiled.set(model, members);
  }
  return members;
}

/** The first network's layers. */
export function compiledLayers(model: ModelParams): Layer[] {
  return compiledMembers(model)[0].layers;
}

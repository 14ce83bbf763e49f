// Aya's intent classifier, trained in-process from phrasings: TF-IDF vectors of character n-grams
// and words (features.ts), then one of three variants, compared on the calibration set
// (eval/calibrate.ts): the cosine to each intent's centroid, the cosine to the nearest phrasing, or a
// softmax regression. Inverted lists keep a message's cost proportional to its own features.
import { featuresOf } from "./features";

export type Variant = "centroid" | "nearest" | "softmax";

export interface Example {
  /** Folded text (normalise.ts). */
  text: string;
  intent: string;
}

export interface Understanding {
  intent: string;
  /** Cosine (centroid, nearest) or probability (softmax) of the best intent, 0 to 1. */
  confidence: number;
  /** Best minus second best. */
  margin: number;
  /** Every intent's score, in the order of `Model.intents`. */
  scores: Float64Array;
}

interface Sparse {
  ids: number[];
  values: number[];
}

export interface Model {
  variant: Variant;
  intents: string[];
  vocab: Map<string, number>;
  idf: Float64Array;
  unknownIdf: number;
  /**
   * Each feature's targets (intents, or examples for `nearest`) and weights: those of feature `f`
   * at `postingStart[f]` up to `postingStart[f + 1]`. Three arrays for every list, not an array per
   * feature (tens of thousands).
   */
  postingStart: Int32Array;
  postingTarget: Int32Array;
  postingWeight: Float64Array;
  /** Intent of each example (nearest). */
  exampleIntent: Int32Array;
  /** Softmax weights (intents × features) and biases. */
  weights: Float64Array;
  bias: Float64Array;
}

function vectorOf(
  model: Pick<Model, "vocab" | "idf" | "unknownIdf">,
  folded: string | Map<string, number>,
  scale = 1,
  into?: Map<number, number>,
): Sparse {
  const counts = typeof folded === "string" ? featuresOf(folded) : folded;
  const acc = into ?? new Map<number, number>();
  let sum = 0;
  const raw: [number, number][] = [];
  for (const [f, c] of counts) {
    const id = model.vocab.get(f);
    const v = (1 + Math.log(c)) * (id === undefined ? model.unknownIdf : (model.idf[id] ?? 0));
    sum += v * v;
    if (id !== undefined) raw.push([id, v]);
  }
  // Unknown features stay in the norm: words no phrasing used lower the confidence.
  const norm = Math.sqrt(sum) || 1;
  for (const [id, v] of raw) acc.set(id, (acc.get(id) ?? 0) + (scale * v) / norm);
  return { ids: [...acc.keys()], values: [...acc.values()] };
}

function normalise(v: Sparse): Sparse {
  const n = Math.sqrt(v.values.reduce((s, x) => s + x * x, 0)) || 1;
  return { ids: v.ids, values: v.values.map((x) => x / n) };
}

/** Trains a model on `examples`; an intent with no example is unknown to it. */
export function train(examples: Example[], variant: Variant = "nearest"): Model {
  const intents = [...new Set(examples.map((e) => e.intent))];
  const intentIndex = new Map(intents.map((i, k) => [i, k]));
  const vocab = new Map<string, number>();
  const df: number[] = [];
  // Each phrasing as feature ids and counts, in one pass; weighted once the rarities are known.
  const raw = examples.map((e) => {
    const counts = featuresOf(e.text);
    const ids = new Int32Array(counts.size);
    const values = new Float64Array(counts.size);
    let j = 0;
    for (const [f, c] of counts) {
      let id = vocab.get(f);
      if (id === undefined) {
        id = vocab.size;
        vocab.set(f, id);
        df.push(0);
      }
      df[id] = (df[id] ?? 0) + 1;
      ids[j] = id;
      values[j++] = c;
    }
    return { ids, values };
  });
  const n = examples.length;
  const idf = Float64Array.from(df, (d) => Math.log((n + 1) / (d + 1)) + 1);
  const base = { vocab, idf, unknownIdf: Math.log(n + 1) + 1 };
  const vectors: Sparse[] = raw.map(({ ids, values }) => {
    let sum = 0;
    for (let j = 0; j < ids.length; j++) {
      values[j] = (1 + Math.log(values[j] ?? 1)) * (idf[ids[j] ?? 0] ?? 0);
      sum += (values[j] ?? 0) ** 2;
    }
    const norm = Math.sqrt(sum) || 1;
    for (let j = 0; j < ids.length; j++) values[j] = (values[j] ?? 0) / norm;
    return { ids: Array.from(ids), values: Array.from(values) };
  });
  const exampleIntent = Int32Array.from(examples, (e) => intentIndex.get(e.intent) ?? 0);
  // Softmax scores through its weights; the other variants through the inverted lists of their targets.
  const postings =
    variant === "softmax"
      ? postingsOf(0, [])
      : postingsOf(vocab.size, variant === "nearest" ? vectors : centroids(intents.length, vectors, exampleIntent));
  const model: Model = {
    variant,
    intents,
    ...base,
    ...postings,
    exampleIntent,
    weights: new Float64Array(0),
    bias: new Float64Array(0),
  };
  if (variant === "softmax") trainSoftmax(model, vectors);
  return model;
}

function centroids(k: number, vectors: Sparse[], of: Int32Array): Sparse[] {
  const sums = Array.from({ length: k }, () => new Map<number, number>());
  vectors.forEach((v, e) => {
    const sum = sums[of[e] ?? 0] as Map<number, number>;
    v.ids.forEach((id, j) => {
      sum.set(id, (sum.get(id) ?? 0) + (v.values[j] ?? 0));
    });
  });
  return sums.map((s) => normalise({ ids: [...s.keys()], values: [...s.values()] }));
}

function postingsOf(features: number, targets: Sparse[]): Pick<Model, "postingStart" | "postingTarget" | "postingWeight"> {
  const postingStart = new Int32Array(features + 1);
  for (const t of targets) for (const id of t.ids) postingStart[id + 1] = (postingStart[id + 1] ?? 0) + 1;
  for (let id = 0; id < features; id++) postingStart[id + 1] = (postingStart[id + 1] ?? 0) + (postingStart[id] ?? 0);
  const postingTarget = new Int32Array(postingStart[features] ?? 0);
  const postingWeight = new Float64Array(postingTarget.length);
  const fill = postingStart.slice(0, features);
  targets.forEach((t, k) => {
    t.ids.forEach((id, j) => {
      const at = fill[id] ?? 0;
      postingTarget[at] = k;
      postingWeight[at] = t.values[j] ?? 0;
      fill[id] = at + 1;
    });
  });
  return { postingStart, postingTarget, postingWeight };
}

const EPOCHS = 12;
const LEARNING_RATE = 0.8;
const L2 = 1e-5;

function trainSoftmax(model: Model, vectors: Sparse[]): void {
  const k = model.intents.length;
  const f = model.vocab.size;
  model.weights = new Float64Array(k * f);
  model.bias = new Float64Array(k);
  const order = vectors.map((_, i) => i);
  const p = new Float64Array(k);
  let seed = 7;
  for (let epoch = 0; epoch < EPOCHS; epoch++) {
    // A fixed shuffle: the same data gives the same model.
    for (let i = order.length - 1; i > 0; i--) {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      const j = seed % (i + 1);
      [order[i], order[j]] = [order[j] as number, order[i] as number];
    }
    const rate = LEARNING_RATE / (1 + epoch);
    for (const e of order) {
      const v = vectors[e] as Sparse;
      logits(model, v, p);
      const y = model.exampleIntent[e] ?? 0;
      for (let c = 0; c < k; c++) {
        const g = (p[c] ?? 0) - (c === y ? 1 : 0);
        if (Math.abs(g) < 1e-4) continue;
        model.bias[c] = (model.bias[c] ?? 0) - rate * g;
        const row = c * f;
        for (let j = 0; j < v.ids.length; j++) {
          const at = row + (v.ids[j] ?? 0);
          model.weights[at] = (model.weights[at] ?? 0) * (1 - rate * L2) - rate * g * (v.values[j] ?? 0);
        }
      }
    }
  }
}

/** Softmax probabilities of `v` into `p`. */
function logits(model: Model, v: Sparse, p: Float64Array): void {
  const f = model.vocab.size;
  let max = Number.NEGATIVE_INFINITY;
  for (let c = 0; c < model.intents.length; c++) {
    let z = model.bias[c] ?? 0;
    for (let j = 0; j < v.ids.length; j++) z += (model.weights[c * f + (v.ids[j] ?? 0)] ?? 0) * (v.values[j] ?? 0);
    p[c] = z;
    if (z > max) max = z;
  }
  let sum = 0;
  for (let c = 0; c < model.intents.length; c++) {
    p[c] = Math.exp((p[c] ?? 0) - max);
    sum += p[c] ?? 0;
  }
  for (let c = 0; c < model.intents.length; c++) p[c] = (p[c] ?? 0) / sum;
}

/**
 * The intent of a folded message. `context` (the previous question of a follow-up) counts at
 * `contextWeight`.
 */
export function classify(model: Model, folded: string, context = "", contextWeight = 0.35): Understanding | null {
  if (model.intents.length === 0) return null;
  const acc = new Map<number, number>();
  vectorOf(model, folded, 1, acc);
  if (context) vectorOf(model, context, contextWeight, acc);
  const v = context ? normalise({ ids: [...acc.keys()], values: [...acc.values()] }) : { ids: [...acc.keys()], values: [...acc.values()] };
  if (v.ids.length === 0) return null;
  const scores = new Float64Array(model.intents.length);
  if (model.variant === "softmax") logits(model, v, scores);
  else {
    const targets = new Float64Array(model.variant === "nearest" ? model.exampleIntent.length : model.intents.length);
    const { postingStart, postingTarget, postingWeight } = model;
    v.ids.forEach((id, j) => {
      const q = v.values[j] ?? 0;
      const end = postingStart[id + 1] ?? 0;
      for (let i = postingStart[id] ?? 0; i < end; i++) {
        const target = postingTarget[i] ?? 0;
        targets[target] = (targets[target] ?? 0) + q * (postingWeight[i] ?? 0);
      }
    });
    if (model.variant === "nearest")
      targets.forEach((s, e) => {
        const c = model.exampleIntent[e] ?? 0;
        if (s > (scores[c] ?? 0)) scores[c] = s;
      });
    else scores.set(targets);
  }
  let best = 0;
  let second = -1;
  for (let c = 1; c < scores.length; c++) {
    if ((scores[c] ?? 0) > (scores[best] ?? 0)) {
      second = best;
      best = c;
    } else if (second < 0 || (scores[c] ?? 0) > (scores[second] ?? 0)) second = c;
  }
  const top = scores[best] ?? 0;
  return { intent: model.intents[best] ?? "", confidence: top, margin: top - (second >= 0 ? (scores[second] ?? 0) : 0), scores };
}

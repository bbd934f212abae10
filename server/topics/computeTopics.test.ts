import { describe, expect, it } from 'vitest';
import {
  computeTopicModel,
  layerSizes,
  MODEL_NAME,
  TooFewStatementsError,
  type Statement,
} from './computeTopics';
import { danishList } from './naming';
import { sampleStatements } from './sampleStatements';

const statements = (n: number, seed?: number): Statement[] =>
  sampleStatements(n, seed).map((txt, i) => ({ tid: i * 2 + 1, txt }));

describe('computeTopicModel', () => {
  const input = statements(90);
  const model = computeTopicModel(input, { seed: 11 });

  it('is deterministic for a fixed input and seed', () => {
    expect(computeTopicModel(input, { seed: 11 })).toEqual(model);
  });

  it('has three layers, finest first', () => {
    expect(model.modelName).toBe(MODEL_NAME);
    expect(model.layers.map((layer) => layer.layer)).toEqual([0, 1, 2]);
    const counts = model.layers.map((layer) => layer.clusters.length);
    expect(counts[0]).toBeGreaterThan(counts[1]);
    expect(counts[1]).toBeGreaterThan(counts[2]);
    expect(counts[2]).toBeGreaterThanOrEqual(2);
    expect(counts).toEqual(layerSizes(90)); // 18, 8, 3
  });

  it('assigns every statement exactly once in every layer, coarse layers nesting fine ones', () => {
    const tids = input.map((s) => s.tid).sort((a, b) => a - b);
    for (const layer of model.layers) {
      expect(layer.clusters.flatMap((c) => c.tids).sort((a, b) => a - b)).toEqual(tids);
      expect(layer.assignment).toHaveLength(input.length);
      expect(layer.weight.every((w) => w >= 0 && w <= 1 + 1e-9)).toBe(true);
    }
    const [fine, coarse] = model.layers;
    for (const cluster of fine.clusters) {
      const parents = new Set(
        cluster.tids.map((tid) => coarse.assignment[model.tids.indexOf(tid)]),
      );
      expect(parents.size).toBe(1);
    }
  });

  it('names every cluster with 1–3 capitalised words, unique within the layer', () => {
    for (const layer of model.layers) {
      const names = layer.clusters.map((c) => c.name);
      expect(new Set(names).size).toBe(names.length);
      for (const name of names) {
        expect(name).toMatch(/^\p{Lu}/u);
        expect(name.split(/, | og /).length).toBeLessThanOrEqual(3);
      }
    }
    // The sample's cycling statements all mention cycle paths or parking: some topic says so.
    expect(model.layers[0].clusters.some((c) => /cykel/i.test(c.name))).toBe(true);
  });

  it('places every statement at a finite position', () => {
    expect(model.positions).toHaveLength(input.length);
    expect(model.positions.every((p) => Number.isFinite(p.x) && Number.isFinite(p.y))).toBe(true);
  });

  it('refuses fewer than 10 statements, or fewer than 10 with words', () => {
    expect(() => computeTopicModel(statements(9))).toThrow(TooFewStatementsError);
    const empty = Array.from({ length: 12 }, (_, tid) => ({
      tid,
      txt: tid < 3 ? 'Cykler!' : `${tid}`,
    }));
    expect(() => computeTopicModel(empty)).toThrow(/mindst 10/);
  });

  it('handles exactly 10 statements, and statements with no words left', () => {
    const small = computeTopicModel([...statements(10), { tid: 999, txt: 'Jeg synes det!' }]);
    expect(small.layers.map((l) => l.clusters.length)).toEqual([2, 2, 2]);
    expect(small.layers[0].clusters.some((c) => c.tids.includes(999))).toBe(true);
  });
});

describe('layerSizes and names', () => {
  it('aims at n/5, n/12, n/30 clusters, at least 2, never more than the finer layer', () => {
    expect(layerSizes(10)).toEqual([2, 2, 2]);
    expect(layerSizes(80)).toEqual([16, 7, 3]);
    expect(layerSizes(500)).toEqual([100, 42, 17]);
  });

  it('writes Danish lists', () => {
    expect(danishList(['cykelstier'])).toBe('Cykelstier');
    expect(danishList(['øer', 'broer'])).toBe('Øer og broer');
    expect(danishList(['skoler', 'lærere', 'klasser'])).toBe('Skoler, lærere og klasser');
  });
});

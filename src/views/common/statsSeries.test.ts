import { describe, expect, it } from 'vitest';
import { cumulativeSeries, isDrawable, statsSummary } from './statsSeries';

describe('cumulativeSeries', () => {
  it('plots the nth timestamp against n', () => {
    const series = cumulativeSeries('voters', [3000, 1000, 2000]);
    expect(series.id).toBe('voters');
    expect(series.data.map((p) => [p.x.getTime(), p.y])).toEqual([
      [1000, 1],
      [2000, 2],
      [3000, 3],
    ]);
  });

  it('drops times that are not numbers', () => {
    expect(cumulativeSeries('x', [Number.NaN, 5, Infinity]).data.map((p) => p.y)).toEqual([1]);
  });

  it('is drawable from two points, not from one or none', () => {
    expect(isDrawable(cumulativeSeries('x', []))).toBe(false);
    expect(isDrawable(cumulativeSeries('x', [1]))).toBe(false);
    expect(isDrawable(cumulativeSeries('x', [1, 2]))).toBe(true);
  });
});

describe('statsSummary', () => {
  it('counts voters, commenters, votes and comments', () => {
    expect(
      statsSummary(12, {
        voteTimes: [1, 2, 3, 4],
        firstVoteTimes: [1, 3],
        commentTimes: [1, 2, 5],
        firstCommentTimes: [1],
        votesHistogram: [],
        burstHistogram: [],
      }),
    ).toEqual({ participants: 12, voters: 2, commenters: 1, votes: 4, comments: 3 });
  });
});

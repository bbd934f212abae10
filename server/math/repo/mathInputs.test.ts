// parseVoteChunk (mathInputs.ts): the chunk query's text read into typed arrays, negative votes and
// millisecond timestamps included, and a malformed text refused rather than read as wrong votes.
import { describe, expect, it } from 'vitest';
import { parseVoteChunk } from './mathInputs';

describe('parseVoteChunk', () => {
  it('reads every column of every row', () => {
    const chunk = parseVoteChunk('7,1,12,-1,1764151200123,0;8,2,3,0,1764151200456,1;901,3,4,1,5,0');
    expect(Array.from(chunk.voteId)).toEqual([7, 8, 901]);
    expect(Array.from(chunk.pid)).toEqual([1, 2, 3]);
    expect(Array.from(chunk.tid)).toEqual([12, 3, 4]);
    expect(Array.from(chunk.vote)).toEqual([-1, 0, 1]);
    expect(Array.from(chunk.created)).toEqual([1764151200123, 1764151200456, 5]);
    expect(Array.from(chunk.important)).toEqual([0, 1, 0]);
  });

  it('reads an empty chunk as no votes', () => {
    expect(parseVoteChunk('').voteId).toHaveLength(0);
  });

  it('refuses a row with a column missing, an empty value or a stray character', () => {
    for (const text of ['7,1,12,-1,5', '7,1,,-1,5,0', '7,1,12,-1,5,0;', '7,1,12,x,5,0']) {
      expect(() => parseVoteChunk(text), text).toThrow(/malformed vote chunk/);
    }
  });
});

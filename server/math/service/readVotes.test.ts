// The size of the math's vote-reading chunks on PGlite (readVotes.ts): it moves towards chunks of
// CHUNK_TARGET_MS, no more than doubling or halving at a time, within its bounds.
import { describe, expect, it } from 'vitest';
import { CHUNK_TARGET_MS, CHUNK_VOTES, MIN_CHUNK_VOTES, nextChunkSize } from './readVotes';

describe('nextChunkSize', () => {
  it('keeps a size whose chunk took the target time', () => {
    expect(nextChunkSize(400, CHUNK_TARGET_MS)).toBe(400);
  });

  it('shrinks a chunk that took too long, at most by half a step', () => {
    expect(nextChunkSize(400, CHUNK_TARGET_MS * 1.6)).toBe(250);
    expect(nextChunkSize(400, CHUNK_TARGET_MS * 10)).toBe(200);
  });

  it('grows a quick chunk, at most doubling a step', () => {
    expect(nextChunkSize(400, CHUNK_TARGET_MS / 1.5)).toBe(600);
    expect(nextChunkSize(400, 0)).toBe(800);
  });

  it('stays within its bounds', () => {
    expect(nextChunkSize(MIN_CHUNK_VOTES, 1_000)).toBe(MIN_CHUNK_VOTES);
    expect(nextChunkSize(CHUNK_VOTES, 0)).toBe(CHUNK_VOTES);
  });
});

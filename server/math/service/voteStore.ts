// A conversation's votes held by the math worker between updates, so each update reads only the
// votes cast since the last one. Columns grow by doubling; `columns()` hands the engine views of the
// filled part (no copy).
import type { VoteColumns } from '../engine/types';
import type { VoteBatch } from './protocol';

export class VoteStore {
  private size = 0;
  private pid = new Int32Array(1024);
  private tid = new Int32Array(1024);
  private vote = new Int8Array(1024);
  private created = new Float64Array(1024);
  private important = new Uint8Array(1024);
  private lastId = 0;

  get count(): number {
    return this.size;
  }

  get lastVoteId(): number {
    return this.lastId;
  }

  append(batch: VoteBatch): void {
    const n = batch.pid.length;
    this.reserve(this.size + n);
    this.pid.set(batch.pid, this.size);
    this.tid.set(batch.tid, this.size);
    this.vote.set(batch.vote, this.size);
    this.created.set(batch.created, this.size);
    this.important.set(batch.important, this.size);
    this.size += n;
    for (let i = 0; i < n; i++) if (batch.voteId[i] > this.lastId) this.lastId = batch.voteId[i];
  }

  columns(): { votes: VoteColumns; important: Uint8Array } {
    const n = this.size;
    return {
      votes: {
        pid: this.pid.subarray(0, n),
        tid: this.tid.subarray(0, n),
        vote: this.vote.subarray(0, n),
        created: this.created.subarray(0, n),
      },
      important: this.important.subarray(0, n),
    };
  }

  private reserve(wanted: number): void {
    if (wanted <= this.pid.length) return;
    let capacity = this.pid.length;
    while (capacity < wanted) capacity *= 2;
    const grow = <T extends Int32Array | Int8Array | Float64Array | Uint8Array>(
      old: T,
      make: (n: number) => T,
    ): T => {
      const next = make(capacity);
      next.set(old.subarray(0, this.size) as never);
      return next;
    };
    this.pid = grow(this.pid, (c) => new Int32Array(c));
    this.tid = grow(this.tid, (c) => new Int32Array(c));
    this.vote = grow(this.vote, (c) => new Int8Array(c));
    this.created = grow(this.created, (c) => new Float64Array(c));
    this.important = grow(this.important, (c) => new Uint8Array(c));
  }
}

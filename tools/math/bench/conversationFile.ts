// The synthetic conversation on disk, so each measured run can start in a fresh process that holds
// only what a math worker would hold: the votes as typed arrays and the statements' flags.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { MathInput, StatementFlags, VoteColumns } from '../../../server/math/engine/types';
import type { SyntheticConversation } from './syntheticConversation';

interface Header {
  votes: number;
  extra: number;
  statements: StatementFlags[];
}

function writeColumns(dir: string, name: string, votes: VoteColumns): void {
  for (const key of ['pid', 'tid', 'vote', 'created'] as const) {
    const array = votes[key];
    writeFileSync(
      join(dir, `${name}.${key}`),
      new Uint8Array(array.buffer, array.byteOffset, array.byteLength),
    );
  }
}

function readColumns(dir: string, name: string): VoteColumns {
  // Views on the file's bytes (large reads get their own, aligned buffer); a copy only otherwise.
  const view = <T>(
    key: string,
    size: number,
    make: (b: ArrayBuffer, offset: number, n: number) => T,
  ) => {
    const buffer = readFileSync(join(dir, `${name}.${key}`));
    if (buffer.byteOffset % size === 0) {
      return make(buffer.buffer as ArrayBuffer, buffer.byteOffset, buffer.byteLength / size);
    }
    const copy = buffer.buffer.slice(
      buffer.byteOffset,
      buffer.byteOffset + buffer.byteLength,
    ) as ArrayBuffer;
    return make(copy, 0, buffer.byteLength / size);
  };
  return {
    pid: view('pid', 4, (b, o, n) => new Int32Array(b, o, n)),
    tid: view('tid', 4, (b, o, n) => new Int32Array(b, o, n)),
    vote: view('vote', 1, (b, o, n) => new Int8Array(b, o, n)),
    created: view('created', 8, (b, o, n) => new Float64Array(b, o, n)),
  };
}

export function writeConversation(dir: string, conversation: SyntheticConversation): void {
  const header: Header = {
    votes: conversation.input.votes.pid.length,
    extra: conversation.extra.pid.length,
    statements: [...conversation.input.statements],
  };
  writeFileSync(join(dir, 'header.json'), JSON.stringify(header));
  writeColumns(dir, 'votes', conversation.input.votes);
  writeColumns(dir, 'extra', conversation.extra);
}

export function readConversation(dir: string): { input: MathInput; extra: VoteColumns } {
  const header = JSON.parse(readFileSync(join(dir, 'header.json'), 'utf8')) as Header;
  return {
    input: { votes: readColumns(dir, 'votes'), statements: header.statements },
    extra: readColumns(dir, 'extra'),
  };
}

// The synthetic conversation on disk, so each measured run can start in a fresh process that holds
// only what a math worker would hold: the votes as typed arrays and the statements' flags.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { MathInput, StatementFlags, VoteColumns } from '../types';
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
  const bytes = (key: string) => {
    const buffer = readFileSync(join(dir, `${name}.${key}`));
    // Copy into a fresh, aligned ArrayBuffer (a Buffer may share a pool at any offset).
    return buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength);
  };
  return {
    pid: new Int32Array(bytes('pid')),
    tid: new Int32Array(bytes('tid')),
    vote: new Int8Array(bytes('vote')),
    created: new Float64Array(bytes('created')),
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

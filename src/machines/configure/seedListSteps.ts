// The seedList chart's context and the pure steps its actions take (docs/behaviour.md#seedlist).
import type { SeedStatement } from '../../../contract/types';
import type { ResponseProblem } from '../common/responseText';
import { previewStatements, remainingText, type Preview } from './seedBulk';

export interface SeedListInput {
  conversationId: string;
  /** The conversation's statement limit (comment_max_length). */
  maxLength: number;
}

/** A statement the server refused while adding many, with its reason. */
export interface BulkRefusal {
  text: string;
  problem: ResponseProblem;
}

export interface SeedListContext extends SeedListInput {
  seeds: SeedStatement[];
  listError: ResponseProblem | null;
  /** A statement was added while the list was being reloaded: reload once more. */
  stale: boolean;
  /** The seed being reworded, and the words typed so far. */
  editing: { tid: number; text: string } | null;
  /** A refused edit or removal, beside the seed it concerns. */
  rowError: { tid: number; problem: ResponseProblem } | null;
  removingTid: number | null;
  bulkText: string;
  fileError: string | null;
  /** The statements being added, the number done so far, and the refusals so far. */
  toAdd: string[];
  added: number;
  refused: BulkRefusal[];
  /** The lines with a problem when 'Tilføj' was clicked: they go back into the box. */
  setAside: string[];
  /** How many the last round added (for 'N startudsagn tilføjet'). */
  lastAdded: number | null;
}

export function initialContext(input: SeedListInput): SeedListContext {
  return {
    ...input,
    seeds: [],
    listError: null,
    stale: false,
    editing: null,
    rowError: null,
    removingTid: null,
    bulkText: '',
    fileError: null,
    toAdd: [],
    added: 0,
    refused: [],
    setAside: [],
    lastAdded: null,
  };
}

const characters = (text: string) => [...text.trim()].length;

/** A seed nobody has voted on: it may be reworded or removed. */
export const isEditableSeed = (context: SeedListContext, tid: number) =>
  context.seeds.some((seed) => seed.tid === tid && seed.vote_count === 0);

export const fitsLimit = (context: SeedListContext, text: string) =>
  characters(text) <= context.maxLength;

export function canSaveEdit(context: SeedListContext): boolean {
  const text = context.editing?.text ?? '';
  return text.trim() !== '' && fitsLimit(context, text);
}

export function startEdit(context: SeedListContext, tid: number): Partial<SeedListContext> {
  const seed = context.seeds.find((s) => s.tid === tid);
  return { editing: { tid, text: seed?.txt ?? '' }, rowError: null };
}

export const previewOf = (context: SeedListContext): Preview =>
  previewStatements(
    context.bulkText,
    context.seeds.map((seed) => seed.txt),
    context.maxLength,
  );

/** 'Tilføj N startudsagn': the good lines go out, the others wait to go back into the box. */
export function startBulk(context: SeedListContext): Partial<SeedListContext> {
  const preview = previewOf(context);
  return {
    toAdd: preview.sendable,
    setAside: preview.items.filter((item) => item.problem !== null).map((item) => item.text),
    added: 0,
    refused: [],
    lastAdded: null,
  };
}

/** The statement being posted now. */
export const currentBulkText = (context: SeedListContext) =>
  context.toAdd[context.added + context.refused.length];

export const hasMoreToAdd = (context: SeedListContext) =>
  context.added + context.refused.length + 1 < context.toAdd.length;

export function refuseCurrent(
  context: SeedListContext,
  problem: ResponseProblem,
): Partial<SeedListContext> {
  return { refused: [...context.refused, { text: currentBulkText(context), problem }] };
}

/** Once every statement was tried: the box holds the refused and the set-aside lines. */
export function finishBulk(context: SeedListContext): Partial<SeedListContext> {
  return {
    bulkText: remainingText([...context.refused.map((r) => r.text), ...context.setAside]),
    lastAdded: context.added,
  };
}

// fromPromise for API calls: the call gets the actor's AbortSignal, and once that signal has fired
// the call's outcome is dropped instead of delivered.
//
// Why: leaving a state aborts its request (docs/architecture.md#statechart-conventions), and the
// rejection that follows means nothing. Under React StrictMode it would even do harm: the dev-only
// unmount/remount of an actor aborts the first run and restores the actor's snapshot, so the first
// run's AbortError would arrive as the failure of the second, still healthy, run.
import { fromPromise, type NonReducibleUnknown } from 'xstate';

export function fromRequest<TOutput, TInput = NonReducibleUnknown>(
  run: (args: { input: TInput; signal: AbortSignal }) => Promise<TOutput>,
) {
  return fromPromise<TOutput, TInput>(({ input, signal }) =>
    unlessAborted(run({ input, signal }), signal),
  );
}

/** Settles like `promise`, or never once `signal` has aborted. */
export function unlessAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    promise.then(
      (value) => {
        if (!signal.aborted) resolve(value);
      },
      (error: unknown) => {
        if (!signal.aborted) reject(error);
      },
    );
  });
}

/** The actor for an API call that takes the actor's input as it is: `requestActor(saveChange)`. */
export function requestActor<TInput, TOutput>(
  call: (input: TInput, signal: AbortSignal) => Promise<TOutput>,
) {
  return fromRequest<TOutput, TInput>(({ input, signal }) => call(input, signal));
}

/** The input of a chart, a request or a listener about one conversation. */
export interface ConversationInput {
  conversationId: string;
}

/** The actor for an API call about one conversation, asked with its id. */
export function conversationRequest<TOutput>(
  call: (conversationId: string, signal: AbortSignal) => Promise<TOutput>,
) {
  return fromRequest<TOutput, ConversationInput>(({ input, signal }) =>
    call(input.conversationId, signal),
  );
}

/** The invoke input of a conversationRequest, or of an appEvents listener: the chart's conversation. */
export const conversationInput = ({
  context,
}: {
  context: ConversationInput;
}): ConversationInput => ({
  conversationId: context.conversationId,
});

import { describe, expect, it } from 'vitest';
import { createActor, sendTo, setup } from 'xstate';
import { appEvents, listenTo } from './appEvents';

// Two tiny charts, started as separate roots the way screens start theirs: one tells, one hears.
const teller = setup({}).createMachine({
  on: {
    tell: {
      actions: sendTo(appEvents, { type: 'comments.changed', conversationId: 'abc1234567' }),
    },
  },
});

let translated = 0;

const hearer = setup({
  types: {
    context: {} as { conversationId: string; heard: string[] },
    events: {} as { type: 'refetch'; about: string },
    input: {} as { conversationId: string },
  },
  actors: {
    listen: listenTo('comments.changed', ({ conversationId }) => {
      translated += 1;
      return { type: 'refetch' as const, about: conversationId };
    }),
  },
}).createMachine({
  context: ({ input }) => ({ conversationId: input.conversationId, heard: [] }),
  invoke: { src: 'listen', input: ({ context }) => ({ conversationId: context.conversationId }) },
  on: {
    refetch: { actions: ({ context, event }) => context.heard.push(event.about) },
  },
});

describe('appEvents', () => {
  it('carries a message from one chart to the charts of the same conversation only', () => {
    const same = createActor(hearer, { input: { conversationId: 'abc1234567' } }).start();
    const other = createActor(hearer, { input: { conversationId: 'xyz7654321' } }).start();
    createActor(teller).start().send({ type: 'tell' });
    expect(same.getSnapshot().context.heard).toEqual(['abc1234567']);
    expect(other.getSnapshot().context.heard).toEqual([]);
    same.stop();
    other.stop();
  });

  it('stops listening when the chart that invoked the listener stops', () => {
    const chart = createActor(hearer, { input: { conversationId: 'abc1234567' } }).start();
    appEvents.send({ type: 'comments.changed', conversationId: 'abc1234567' });
    const before = translated;
    chart.stop();
    appEvents.send({ type: 'comments.changed', conversationId: 'abc1234567' });
    expect(translated).toBe(before);
    expect(chart.getSnapshot().context.heard).toEqual(['abc1234567']);
  });
});

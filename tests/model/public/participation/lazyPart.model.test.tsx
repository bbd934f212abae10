// Model-based test of the lazyPart chart (src/machines/public/participation/lazyPart.machine.ts): the part of the
// participation page whose code arrives after the first statement, walked through the real
// LazyPart view with the real statement form as its part. The part's import is held by the test
// and then let through (the real module) or failed as a browser fails a chunk it cannot fetch.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { expect, vi } from 'vitest';
import * as da from '../../../../src/copy/da';
import { lazyPartMachine } from '../../../../src/machines/public/participation/lazyPart.machine';
import { ConfigContext } from '../../../../src/views/common/configContext';
import { InspectContext } from '../../../../src/views/common/inspectContext';
import { LazyPart } from '../../../../src/views/public/participation/LazyPart';
import { createSnapshotProbe, defineModelTest } from '../../harness/walkModel';
import { CONFIG } from '../../support/app';

type Form = ComponentType<{
  conversationId: string;
  maxLength: number;
  frozen: boolean;
  strictModeration: boolean;
}>;

/** Each load of the part, held until the test lets it through or fails it. */
function heldLoads() {
  const pending: { resolve: (part: Form) => void; reject: (error: Error) => void }[] = [];
  const load = () => new Promise<Form>((resolve, reject) => pending.push({ resolve, reject }));
  const next = async () => {
    await vi.waitFor(() => expect(pending.length).toBeGreaterThan(0), { timeout: 2000 });
    return pending.shift()!;
  };
  return { load, next, waiting: () => pending.length };
}

defineModelTest({
  name: 'lazyPart',
  machine: lazyPartMachine,
  input: { load: () => Promise.resolve(null) },
  journeys: {
    'the code cannot be fetched, then can': [
      'xstate.error.actor.loadPart',
      'part.retry',
      'xstate.done.actor.loadPart',
    ],
  },
  setup: () => {
    const probe = createSnapshotProbe(lazyPartMachine.id);
    const loads = heldLoads();
    render(
      <ConfigContext.Provider value={CONFIG}>
        <InspectContext.Provider value={probe.inspect}>
          <LazyPart
            load={loads.load}
            loadingLabel={da.participation.formLoading}
            failedText={da.participation.formLoadFailed}
            props={{
              conversationId: 'c000000001',
              maxLength: 140,
              frozen: false,
              strictModeration: false,
            }}
          />
        </InspectContext.Provider>
      </ConfigContext.Provider>,
    );
    return { user: userEvent.setup({ advanceTimers: vi.advanceTimersByTime }), probe, loads };
  },
  actual: ({ probe }) => probe.latest(),
  events: {
    'part.retry': {
      exec: ({ user }) =>
        user.click(screen.getByRole('button', { name: da.participation.partRetry })),
    },
    'xstate.done.actor.loadPart': {
      samples: { form: { output: null } },
      exec: async ({ loads }) => {
        const { StatementForm } =
          await import('../../../../src/views/public/participation/StatementForm');
        (await loads.next()).resolve(StatementForm);
      },
    },
    'xstate.error.actor.loadPart': {
      exec: async ({ loads }) =>
        (await loads.next()).reject(
          new TypeError('Failed to fetch dynamically imported module: /assets/StatementForm.js'),
        ),
    },
  },
  states: {
    loading: async ({ loads }) => {
      expect(await screen.findByRole('status')).toHaveTextContent(da.participation.formLoading);
      await vi.waitFor(() => expect(loads.waiting()).toBe(1));
      expect(screen.queryByLabelText(da.participation.form.label)).toBeNull();
    },
    shown: async () => {
      expect(await screen.findByLabelText(da.participation.form.label)).toBeVisible();
      expect(screen.queryByText(da.participation.formLoading)).toBeNull();
      expect(screen.queryByRole('alert')).toBeNull();
    },
    failed: async () => {
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(da.participation.formLoadFailed);
      expect(screen.getByRole('button', { name: da.participation.partRetry })).toBeVisible();
      expect(screen.queryByLabelText(da.participation.form.label)).toBeNull();
    },
  },
  labels: {
    events: {
      'part.retry': "Klik 'Prøv igen'",
      'xstate.done.actor.loadPart:form': 'Koden til feltet til dit eget udsagn er hentet',
      'xstate.error.actor.loadPart': 'Koden kan ikke hentes (ingen forbindelse, ny version)',
    },
    states: {
      loading: "'Henter feltet til dit eget udsagn …'",
      shown: "Feltet 'Dit udsagn' vises",
      failed: "'Feltet til dit eget udsagn kunne ikke hentes. …' med 'Prøv igen'",
    },
  },
});

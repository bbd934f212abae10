// Model-based test of the reports chart (src/machines/reports/reports.machine.ts): every path walked
// through the real reports screen at /m/{id}/reports, against the gated backend forwarding to the
// real server. Before a list request is answered the conversation is given exactly as many
// reports as the sample holds, so the server's answer is the sample (ids aside).
import { screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import * as da from '../../../src/copy/da';
import { reportsMachine } from '../../../src/machines/reports/reports.machine';
import { createGatedBackend } from '../harness/gatedBackend';
import { createSnapshotProbe, defineModelTest } from '../harness/walkModel';
import { expectPermissionsError, openAdmin, SLOW } from '../support/adminArea';
import { apiFaultSamples, failRequest } from '../support/apiFaults';
import { setupTestServer } from '../support/app';
import { keepReports, reports } from '../support/reportsData';

const server = setupTestServer();
const backend = createGatedBackend({ backend: (request) => server().fetch(request) });

const generateButton = () =>
  screen.getByRole('button', {
    name: new RegExp(`${da.reports.generate}|${da.reports.generating}`),
  });

const shownRows = () => {
  const list = screen.queryByRole('list', { name: da.reports.listLabel });
  // Each row's link to the report (beside it: 'Skriv tekst', the report's text editor).
  return list
    ? within(list)
        .getAllByRole('link')
        .filter((link) => !link.getAttribute('aria-label')?.startsWith('Skriv tekst'))
    : [];
};

defineModelTest({
  name: 'reports',
  machine: reportsMachine,
  input: { conversationId: 'c000000001' },
  serializeState: (s) => JSON.stringify([s.value, s.context.reports.length]),
  journeys: {
    'create twice, the second refresh fails, retry': [
      'xstate.done.actor.fetchReports:none',
      'report.create',
      'xstate.done.actor.createReport',
      'xstate.done.actor.fetchReports:one',
      'report.create',
      'xstate.done.actor.createReport',
      'xstate.error.actor.fetchReports:http500',
      'reports.retry',
      'xstate.done.actor.fetchReports:two',
    ],
    'creation refused, then allowed': [
      'xstate.done.actor.fetchReports:one',
      'report.create',
      'xstate.error.actor.createReport:http500',
      'report.create',
      'xstate.done.actor.createReport',
      'xstate.done.actor.fetchReports:two',
    ],
    'denied, then granted': [
      'xstate.error.actor.fetchReports:forbidden',
      'reports.retry',
      'xstate.done.actor.fetchReports:two',
    ],
  },
  setup: async () => {
    const probe = createSnapshotProbe(reportsMachine.id);
    const opened = await openAdmin(server(), '/reports', { inspect: probe.inspect });
    backend.autoRelease('GET /conversations', 'real');
    expect(
      await screen.findByRole('heading', { level: 1, name: da.reports.heading }, SLOW),
    ).toBeVisible();
    return { ...opened, probe };
  },
  actual: ({ probe }) => probe.latest(),
  events: {
    'report.create': { exec: ({ user }) => user.click(generateButton()) },
    'reports.retry': {
      exec: ({ user }) => user.click(screen.getByRole('button', { name: da.reports.retry })),
    },
    'xstate.done.actor.fetchReports': {
      samples: {
        none: { output: [] },
        one: { output: reports(1) },
        two: { output: reports(2) },
      },
      exec: async ({ conversationId }, event) => {
        await keepReports(server(), conversationId, event.output.length);
        await backend.release('GET /reports', 'real');
      },
    },
    'xstate.error.actor.fetchReports': {
      samples: { http500: apiFaultSamples.http500, forbidden: apiFaultSamples.forbidden },
      exec: (_ctx, _event, step) => failRequest(backend, 'GET /reports', step.sample),
    },
    'xstate.done.actor.createReport': {
      exec: () => backend.release('POST /reports', 'real'),
    },
    'xstate.error.actor.createReport': {
      samples: { http500: apiFaultSamples.http500, forbidden: apiFaultSamples.forbidden },
      exec: (_ctx, _event, step) => failRequest(backend, 'POST /reports', step.sample),
    },
  },
  states: {
    loading: async ({ conversationId }) => {
      const request = await backend.waitForRequest('GET /reports');
      expect(request.url.searchParams.get('conversation_id')).toBe(conversationId);
      expect(await screen.findByText(da.reports.loading)).toBeVisible();
    },
    loaded: async (_ctx, snapshot) => {
      const count = snapshot.context.reports.length;
      if (count === 0) expect(await screen.findByText(da.reports.empty)).toBeVisible();
      else await expect.poll(() => shownRows().length).toBe(count);
      for (const row of shownRows()) {
        expect(row).toHaveAttribute('target', '_blank');
        expect(row.getAttribute('href')).toMatch(/^https:\/\/dialog\.example\.dk\/report\/r/);
        expect(row).toHaveTextContent(/\d{1,2}\. [a-zæøå]+\.? \d{4}(,| kl\.) \d{2}\.\d{2}/u);
      }
      expect(generateButton()).toHaveTextContent(da.reports.generate);
      expect(generateButton()).not.toHaveAttribute('aria-disabled');
    },
    failed: async () => {
      expect(await screen.findByRole('alert')).toHaveTextContent(/Rapporterne kunne ikke hentes/);
    },
    denied: async () => {
      await expectPermissionsError();
    },
    creating: async ({ conversationId }) => {
      const request = await backend.waitForRequest('POST /reports');
      expect(await request.request.clone().json()).toEqual({ conversation_id: conversationId });
      expect(generateButton()).toHaveTextContent(da.reports.generating);
      expect(generateButton()).toHaveAttribute('aria-disabled', 'true');
    },
    createFailed: async (_ctx, snapshot) => {
      expect(await screen.findByRole('alert')).toHaveTextContent(/Rapporten kunne ikke genereres/);
      expect(shownRows()).toHaveLength(snapshot.context.reports.length);
      expect(generateButton()).not.toHaveAttribute('aria-disabled');
    },
    refreshing: async () => {
      await backend.waitForRequest('GET /reports');
      expect(generateButton()).toHaveTextContent(da.reports.generating);
    },
  },
  labels: {
    events: {
      'report.create': "Klik 'Generér rapport'",
      'reports.retry': "Klik 'Prøv igen'",
      'xstate.done.actor.fetchReports:none': 'Serveren sender en tom liste af rapporter',
      'xstate.done.actor.fetchReports:one': 'Serveren sender listen med 1 rapport',
      'xstate.done.actor.fetchReports:two': 'Serveren sender listen med 2 rapporter',
      'xstate.error.actor.fetchReports:http500': 'Serveren svarer 500 på listen',
      'xstate.error.actor.fetchReports:forbidden':
        'Serveren svarer 403 på listen (også på genforsøget)',
      'xstate.done.actor.createReport': 'Serveren opretter rapporten',
      'xstate.error.actor.createReport:http500': 'Serveren svarer 500 på oprettelsen',
      'xstate.error.actor.createReport:forbidden': 'Serveren svarer 403 på oprettelsen',
    },
    states: {
      loading: "'Henter rapporter'",
      loaded:
        "Rapporterne som links med dato og tid (eller 'Der er ingen rapporter endnu. …'); 'Generér rapport' er aktiv",
      failed: "Fejlen 'Rapporterne kunne ikke hentes: …'",
      denied: "'Du har ikke adgang til denne samtale'",
      creating: "Knappen viser 'Genererer rapport…' og er deaktiveret",
      createFailed: "Fejlen 'Rapporten kunne ikke genereres: …'; listen er uændret, knappen aktiv",
      refreshing: "Knappen viser stadig 'Genererer rapport…', mens listen hentes igen",
    },
  },
});

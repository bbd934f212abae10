// Faults of the polling screens and the report list: leaving a screen stops its polling (no
// request after navigating away, and one in flight is aborted); report times sent as numeric
// strings or invalid; a chart with one point or fewer is hidden. 'Henter statistikken…' until the
// first stats arrive is a state check of tests/model/monitoring/monitoring.model.test.tsx.
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import * as da from '../../../src/copy/da';
import { formatReportTime } from '../../../src/views/reports/formatReportTime';
import { createGatedBackend } from '../../model/harness/gatedBackend';
import { openAdmin, SLOW } from '../../model/support/adminArea';
import { setupTestServer } from '../../model/support/app';
import { seedComments } from '../../model/support/moderationData';
import { useFakeClock } from '../../support/fakeClock';

const server = setupTestServer();
const backend = createGatedBackend({ backend: (request) => server().fetch(request) });

useFakeClock();

const LISTS = ['mod=0', 'mod=1', 'mod=-1'].map((q) => `GET /comments?moderation=true&${q}`);

describe('leaving a screen stops its polling', () => {
  it('moderation: no list request after navigating away', async () => {
    const { router, owner, conversationId } = await openAdmin(server(), '/comments');
    await seedComments(server(), owner.access_token, conversationId);
    backend.autoRelease('GET /conversations', 'real');
    // Fetched beside the lists and the stats since the map work; not what these tests are about.
    backend.autoRelease('GET /math/statementVotes', 'real');
    backend.autoRelease('GET /math/status', 'real');
    backend.autoRelease('GET /seedComments', 'real');
    await screen.findByRole('heading', { level: 1, name: da.moderation.heading }, SLOW);
    for (const list of LISTS) await backend.release(list, 'real');
    await act(() => router.navigate('/tos'));
    const sent = backend.requests('GET /comments').length;
    await act(() => vi.advanceTimersByTimeAsync(3 * 60_000));
    expect(backend.requests('GET /comments')).toHaveLength(sent);
  });

  it('monitoring: a poll in flight is aborted, and none follows', async () => {
    const { router } = await openAdmin(server(), '/stats');
    backend.autoRelease('GET /conversations', 'real');
    // Fetched beside the lists and the stats since the map work; not what these tests are about.
    backend.autoRelease('GET /math/statementVotes', 'real');
    backend.autoRelease('GET /math/status', 'real');
    backend.autoRelease('GET /seedComments', 'real');
    await screen.findByRole('heading', { level: 1, name: da.monitoring.heading }, SLOW);
    await backend.release('GET /conversationStats', 'real');
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    const inFlight = await backend.waitForRequest('GET /conversationStats');
    await act(() => router.navigate('/tos'));
    await vi.waitFor(() => expect(inFlight.state).toBe('aborted'));
    await act(() => vi.advanceTimersByTimeAsync(5 * 10_000));
    expect(backend.requests('GET /conversationStats')).toHaveLength(2);
  });
});

describe('report times', () => {
  it('accepts numeric strings and shows an invalid date as nothing', async () => {
    await openAdmin(server(), '/reports');
    backend.autoRelease('GET /conversations', 'real');
    // Fetched beside the lists and the stats since the map work; not what these tests are about.
    backend.autoRelease('GET /math/statementVotes', 'real');
    backend.autoRelease('GET /math/status', 'real');
    backend.autoRelease('GET /seedComments', 'real');
    await screen.findByRole('heading', { level: 1, name: da.reports.heading }, SLOW);
    const at = 1_700_000_000_000;
    await backend.release('GET /reports', {
      status: 200,
      json: [
        { report_id: 'r00000000000000000003', created: String(at) },
        { report_id: 'r00000000000000000002', created: 'i går' },
        { report_id: 'r00000000000000000001', created: null },
      ],
    });
    const list = await screen.findByRole('list', { name: da.reports.listLabel });
    const [first, second, third] = within(list)
      .getAllByRole('link')
      .filter((link) => !link.getAttribute('aria-label')?.startsWith('Skriv tekst'));
    const expected = new Intl.DateTimeFormat('da-DK', {
      dateStyle: 'medium',
      timeStyle: 'short',
    }).format(at);
    expect(first.querySelector('.report-row__time')).toHaveTextContent(expected);
    expect(first).toHaveAttribute('href', 'https://dialog.example.dk/report/r00000000000000000003');
    expect(first).toHaveTextContent('/report/r00000000000000000003');
    expect(second.querySelector('.report-row__time')!.textContent).toBe('');
    expect(third.querySelector('.report-row__time')!.textContent).toBe('');
    expect(formatReportTime(String(at))).toBe(expected);
  });
});

describe('monitoring charts', () => {
  it('hide a series of one point, draw one of two', async () => {
    await openAdmin(server(), '/stats');
    backend.autoRelease('GET /conversations', 'real');
    // Fetched beside the lists and the stats since the map work; not what these tests are about.
    backend.autoRelease('GET /math/statementVotes', 'real');
    backend.autoRelease('GET /math/status', 'real');
    backend.autoRelease('GET /seedComments', 'real');
    await screen.findByRole('heading', { level: 1, name: da.monitoring.heading }, SLOW);
    await backend.release('GET /conversationStats', {
      status: 200,
      json: {
        voteTimes: ['1700000000000', '1700000060000', '1700000120000'],
        firstVoteTimes: ['1700000000000', '1700000120000'],
        commentTimes: [1700000000000],
        firstCommentTimes: [1700000000000],
      },
    });
    const voters = (await screen.findByText(da.monitoring.votersChart)).closest('figure')!;
    // Drawn at 500 × 500 and scaled to the width there is (the viewBox).
    expect(voters.querySelector('svg')).toHaveAttribute('viewBox', '0 0 500 500');
    expect(screen.queryByText(da.monitoring.commentersChart)).toBeNull();
    expect(screen.getByText(da.monitoring.tooFewCommenters)).toBeVisible();
  });
});

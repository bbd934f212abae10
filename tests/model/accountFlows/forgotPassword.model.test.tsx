// @vitest-environment jsdom
// jsdom, not the web project's happy-dom: a path adds the access-code cookie to the request it
// forwards, a header happy-dom's Request drops as a browser's would
// (tests/README.md#keeping-the-suite-fast).
// Model-based test of the forgotten-password chart (src/machines/accountFlows/forgotPassword.machine.ts): every
// path through the real app at /account/forgot, against the real server (embedded provider mode).
// 'accepted' is the server's real answer to a browser that has given the access code; 'refused'
// its real answer to one that has not (the request needs the access-code cookie).
import { screen, within } from '@testing-library/react';
import { afterAll, beforeAll, expect } from 'vitest';
import { createFakeAuthClient } from '../../support/fakeAuthClient';
import * as da from '../../../src/copy/da';
import { forgotPasswordMachine } from '../../../src/machines/accountFlows/forgotPassword.machine';
import { createTestServer, type TestServer } from '../../server/support';
import { createGatedBackend } from '../harness/gatedBackend';
import { createSnapshotProbe, defineModelTest } from '../harness/walkModel';
import { preloadLazyRoutes, renderAppAt } from '../support/app';

const RESET = 'POST /api/account/password-reset';
const backend = createGatedBackend({ extraPaths: ['/api/account/password-reset'] });
let server: TestServer;
let cookie = '';
beforeAll(async () => {
  server = await createTestServer({
    embedded: true,
    accountLimits: {
      mailPerEmail: { max: 1000, windowMs: 60_000 },
      mailPerAddress: { max: 1000, windowMs: 60_000 },
    },
  });
  cookie = (await server.accounts.gate.issueCookie()).split(';')[0];
  backend.setBackend(server.fetch);
});
afterAll(async () => {
  await server?.close();
});
preloadLazyRoutes();

const t = da.forgotPassword;
const field = () => screen.getByLabelText(t.emailLabel, { selector: 'input' });
const SLOW = { timeout: 5000 };

defineModelTest({
  name: 'forgotPassword',
  machine: forgotPasswordMachine,
  serializeState: (s) => JSON.stringify([s.value, s.context.email, s.context.problem]),
  setup: () => {
    const probe = createSnapshotProbe(forgotPasswordMachine.id);
    const app = renderAppAt('/account/forgot', {
      authClient: createFakeAuthClient(),
      inspect: probe.inspect,
    });
    return { ...app, probe };
  },
  actual: ({ probe }) => probe.latest(),
  events: {
    'email.change': {
      samples: { ida: { value: 'ida@example.dk' }, blank: { value: '' } },
      exec: async ({ user }, event) => {
        await user.clear(field());
        if (event.value) await user.type(field(), event.value);
      },
    },
    'email.submit': { exec: ({ user }) => user.type(field(), '{Enter}') },
    'xstate.done.actor.sendEmail': {
      samples: {
        accepted: { output: { ok: true, data: {} } },
        refused: {
          output: {
            ok: false,
            refusal: { status: 403, error: 'access_code_required', message: '' },
          },
        },
      },
      exec: (_ctx, event) =>
        backend.release(RESET, (request) =>
          event.output.ok
            ? server.fetch(
                new Request(request, {
                  headers: { ...Object.fromEntries(request.headers), cookie },
                }),
              )
            : server.fetch(request),
        ),
    },
    'xstate.error.actor.sendEmail': {
      samples: { network: { error: new Error('Network Error') } },
      exec: () => backend.release(RESET, 'network-error'),
    },
  },
  states: {
    editing: async (_ctx, snapshot) => {
      expect(await screen.findByRole('heading', { name: t.heading }, SLOW)).toBeVisible();
      expect(field()).toHaveValue(snapshot.context.email);
      const { problem } = snapshot.context;
      if (problem === null) {
        expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      } else if (problem === 'blank') {
        expect(field()).toHaveAccessibleDescription(t.blank);
      } else if (problem === 'unavailable') {
        expect(screen.getByRole('alert')).toHaveTextContent(t.unavailable);
      } else {
        // The server's own words: here, that the access code comes first.
        expect(screen.getByRole('alert')).toHaveTextContent(/adgangskoden til Rådslag først/u);
      }
    },
    sending: async () => {
      const request = await backend.waitForRequest(RESET);
      expect(await request.request.clone().json()).toEqual({ email: 'ida@example.dk' });
      expect(screen.getByRole('button', { name: t.sending })).toHaveAttribute(
        'aria-disabled',
        'true',
      );
    },
    sent: async () => {
      expect(await screen.findByRole('heading', { name: t.sentHeading }, SLOW)).toBeVisible();
      expect(screen.getByRole('status')).toHaveTextContent(t.sent('ida@example.dk'));
      // The reset link went out (to the test server's mailbox), to Ida's address only.
      expect(server.mailbox.sent.at(-1)?.to).toBe('ida@example.dk');
      expect(within(screen.getByRole('main')).getByRole('link', { name: t.back })).toHaveAttribute(
        'href',
        '/signin',
      );
    },
  },
  labels: {
    events: {
      'email.change:ida': "Skriv 'ida@example.dk' i 'E-mail'",
      'email.change:blank': "Tøm feltet 'E-mail'",
      'email.submit': "Tryk Enter i 'E-mail'",
      'xstate.done.actor.sendEmail:accepted':
        'Serveren tager imod (browseren har givet adgangskoden)',
      'xstate.done.actor.sendEmail:refused': 'Serveren afviser: adgangskoden til Rådslag mangler',
      'xstate.error.actor.sendEmail:network': 'Serveren svarer ikke',
    },
    states: {
      editing: "Overskriften 'Glemt adgangskode', feltet 'E-mail' og evt. en fejl ved feltet",
      sending: "Knappen viser 'Sender …'",
      sent: "'Tjek din e-mail' og at linket er sendt, hvis adressen har en konto",
    },
  },
});

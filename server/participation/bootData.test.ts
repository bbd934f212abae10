// The participation page with its boot data (docs/api.md#static-pages): public.html carries the
// public config and a newcomer's participationInit as inline JSON that no browser executes, safely
// escaped, the CSP unchanged; a report page carries the config; an unknown conversation or a
// database that fails leaves the start out, so the page fetches it.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { BootData } from '../../contract/boot';
import { buildAppConfig } from '../platform/config/config';
import { createConversationVia, signIn } from '../../tests/server/support';
import { postSeed } from '../../tests/server/support/activity';
import { setupTestServer } from '../../tests/server/support/vitest';
import { inlineJson, withBootData } from './bootData';

const PAGE =
  '<!doctype html><html><head><title>Rådslag</title>' +
  '<script type="module" crossorigin src="/assets/public.js"></script>' +
  '<link rel="stylesheet" crossorigin href="/assets/public.css"></head>' +
  '<body><div id="root"></div><noscript>Rådslag kræver JavaScript.</noscript></body></html>';

const PUBLIC_CSS = '.vote-button{min-height:44px}';

function distWithPublicPage(): string {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'raadslag-dist-'));
  writeFileSync(path.join(dist, 'index.html'), '<p>admin</p>');
  writeFileSync(path.join(dist, 'public.html'), PAGE);
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'assets', 'public.css'), PUBLIC_CSS);
  return dist;
}

/** The boot element's JSON, as the SPA reads it. */
function bootOf(html: string): unknown {
  const match = /<script type="application\/json" id="boot-data">([^<]*)<\/script>/.exec(html);
  return match ? (JSON.parse(match[1]) as unknown) : null;
}

describe('inline JSON', () => {
  it('cannot close its script element or break a line in it', () => {
    const hostile = { txt: '</script><script>alert(1)</script><!-- & \u2028\u2029' };
    const text = inlineJson(hostile);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(hostile);
  });

  it('goes right after the root element, or nowhere when the page has none', () => {
    const config = { productName: 'Rådslag' } as BootData['config'];
    expect(withBootData(PAGE, { config })).toContain(
      '<div id="root"></div><script type="application/json" id="boot-data">',
    );
    expect(withBootData('<p>public</p>', { config })).toBe('<p>public</p>');
  });
});

describe('the participation page with its boot data', () => {
  const server = setupTestServer({ staticDir: distWithPublicPage() });

  async function conversationWithStatement(txt: string) {
    const { token } = await signIn(server(), 'ejer', { email: 'ejer@example.dk', name: 'Ejer' });
    const { conversation_id } = await createConversationVia(server(), token, {
      is_draft: false,
      is_active: true,
      topic: 'Cykelstier',
    });
    await postSeed(server(), token, conversation_id, txt);
    return { conversationId: conversation_id, token };
  }

  it('carries the config and exactly what participationInit answers a newcomer', async () => {
    const txt = 'Stierne skal ryddes for sne </script><script>alert(1)</script> \u2028 først.';
    const { conversationId } = await conversationWithStatement(txt);
    const response = await server().request(`/${conversationId}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).not.toContain('<script>alert(1)');
    const init = await server().request(
      `/api/v3/participationInit?conversation_id=${conversationId}`,
    );
    expect(bootOf(html)).toEqual({
      config: buildAppConfig(server().config),
      participation: { conversationId, init: await init.json() },
    });
    expect(
      (bootOf(html) as { participation: { init: { nextComment: { txt: string } } } }).participation
        .init.nextComment.txt,
    ).toBe(txt);
    // Still no inline script may run: the boot element is data, not code.
    const csp = response.headers.get('Content-Security-Policy')!;
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toContain("unsafe-inline'; style");
    expect(csp.split('; ').find((d) => d.startsWith('script-src'))).toBe("script-src 'self'");
    expect(response.headers.get('Cache-Control')).toBe('no-cache');
  });

  it("writes a newcomer's first statement into the page, its styles inline, the early-vote script after it", async () => {
    const txt = 'Stier & pladser </p><script>alert(1)</script> "nu"';
    const { conversationId } = await conversationWithStatement(txt);
    const response = await server().request(`/${conversationId}`);
    const html = await response.text();
    const boot = bootOf(html) as BootData;
    const { tid } = boot.participation!.init.nextComment!;
    // The card inside the root, for the statement the boot data starts from.
    expect(html).toMatch(
      new RegExp(
        `<div id="root"><div class="site public-site">.*id="first-statement" data-tid="${tid}"`,
      ),
    );
    expect(html).toContain(
      '<p>Stier &amp; pladser &lt;/p&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;nu&quot;</p>',
    );
    expect(html).not.toContain('<script>alert(1)');
    // The stylesheet inline, ahead of the app's module script, so the card needs no second
    // round trip; its link at the end, where the app's lazy chunks find it.
    expect(html.indexOf(`<style>${PUBLIC_CSS}</style>`)).toBeGreaterThan(html.indexOf('<title>'));
    expect(html.indexOf(`<style>${PUBLIC_CSS}</style>`)).toBeLessThan(
      html.indexOf('<script type="module"'),
    );
    expect(html.match(/<link rel="stylesheet"/g)).toHaveLength(1);
    // A classic script from 'self', after the card, then the link, at the end of the body.
    expect(html).toMatch(
      /id="first-statement"[\s\S]*<script src="\/early-vote\.js"><\/script><link rel="stylesheet" crossorigin href="\/assets\/public\.css"><\/body>/,
    );
    // The card says why its buttons need JavaScript; the page's own line gives way to it.
    expect(html.match(/<noscript>/g)).toHaveLength(1);
    expect(html).toContain('Slå JavaScript til i din browser for at stemme.');
    const csp = response.headers.get('Content-Security-Policy')!;
    expect(csp.split('; ').find((d) => d.startsWith('script-src'))).toBe("script-src 'self'");
  });

  it('leaves a closed conversation, and the report page, to the app', async () => {
    const { conversationId, token } = await conversationWithStatement('Flere bænke.');
    await server().request('/api/v3/conversations', {
      method: 'PUT',
      token,
      json: { conversation_id: conversationId, is_active: false },
    });
    for (const page of [`/${conversationId}`, `/report/r${'a1'.repeat(10)}`]) {
      const html = await (await server().request(page)).text();
      expect(html, page).toContain('<div id="root"></div>');
      expect(html, page).not.toContain('early-vote.js');
      expect(html, page).toContain('<noscript>Rådslag kræver JavaScript.</noscript>');
    }
  });

  it('never carries a participant, whoever asks', async () => {
    const { conversationId } = await conversationWithStatement('Flere bænke.');
    const vote = await server().request('/api/v3/votes', {
      method: 'POST',
      json: { conversation_id: conversationId, tid: 0, vote: -1 },
    });
    const { auth } = (await vote.json()) as { auth: { token: string } };
    const html = await (await server().request(`/${conversationId}`, { token: auth.token })).text();
    expect(bootOf(html)).toMatchObject({
      participation: { init: { participant: null, votedCount: 0 } },
    });
  });

  it('answers 304 while the page is the same', async () => {
    const { conversationId } = await conversationWithStatement('Flere bænke.');
    const first = await server().request(`/${conversationId}`);
    const again = await server().request(`/${conversationId}`, {
      headers: { 'If-None-Match': first.headers.get('ETag')! },
    });
    expect(again.status).toBe(304);
  });

  it('leaves the start out for an unknown conversation, and a report page has only the config', async () => {
    const unknown = await (await server().request('/zzzzzzzzzz')).text();
    expect(bootOf(unknown)).toEqual({ config: buildAppConfig(server().config) });
    const report = await (await server().request(`/report/r${'a1'.repeat(10)}`)).text();
    expect(bootOf(report)).toEqual({ config: buildAppConfig(server().config) });
  });

  it("carries none of a draft's words, as participationInit answers it", async () => {
    const { token } = await signIn(server(), 'ejer', { email: 'ejer@example.dk', name: 'Ejer' });
    const { conversation_id: id } = await createConversationVia(server(), token, {
      is_draft: true,
      is_active: true,
      topic: 'Hemmeligt udkast om skolelukninger',
      description: 'Byrådet overvejer at lukke Nordskolen',
    });
    await postSeed(server(), token, id, 'Nordskolen bør lukke i 2028');
    const html = await (await server().request(`/${id}`)).text();
    expect(html).not.toMatch(/skolelukninger|Nordskolen/);
    const init = await server().request(`/api/v3/participationInit?conversation_id=${id}`);
    expect(bootOf(html)).toMatchObject({
      participation: {
        conversationId: id,
        init: { ...(await init.json()), conversation: { is_draft: true, topic: '' } },
      },
    });
  });

  it('leaves the start out when the database fails, and still serves the page', async () => {
    const { conversationId } = await conversationWithStatement('Flere bænke.');
    const { db } = server();
    const query = db.query.bind(db);
    db.query = (() => Promise.reject(new Error('the database is away'))) as typeof db.query;
    try {
      const response = await server().request(`/${conversationId}`);
      expect(response.status).toBe(200);
      expect(bootOf(await response.text())).toEqual({ config: buildAppConfig(server().config) });
    } finally {
      db.query = query;
    }
  });

  it('leads a closed conversation to its newest report, and says when it closes while open', async () => {
    const { conversationId, token } = await conversationWithStatement('Flere bænke.');
    const closesAt = Date.now() + 86_400_000;
    await server().request('/api/v3/conversations', {
      method: 'PUT',
      token,
      json: { conversation_id: conversationId, closes_at: closesAt },
    });
    const open = bootOf(await (await server().request(`/${conversationId}`)).text());
    expect(open).toMatchObject({
      participation: { init: { conversation: { closes_at: closesAt, report_id: null } } },
    });
    const reports: string[] = [];
    for (let i = 0; i < 2; i++) {
      const created = await server().request('/api/v3/reports', {
        method: 'POST',
        token,
        json: { conversation_id: conversationId },
      });
      reports.push(((await created.json()) as { report_id: string }).report_id);
    }
    await server().request('/api/v3/conversations', {
      method: 'PUT',
      token,
      json: { conversation_id: conversationId, is_active: false },
    });
    const closed = bootOf(await (await server().request(`/${conversationId}`)).text());
    expect(closed).toMatchObject({
      participation: { init: { conversation: { closes_at: null, report_id: reports[1] } } },
    });
  });
});

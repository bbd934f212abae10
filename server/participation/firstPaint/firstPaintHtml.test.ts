// Which starts the server paints itself (a newcomer's first statement of an open conversation) and
// which it leaves to the app, and how text is escaped on the way
// (docs/architecture.md#the-first-paint). The markup itself is compared with the app's in
// tests/screens/public/firstPaint.test.tsx.
import { describe, expect, it } from 'vitest';
import { aParticipationInit, anAppConfig } from '../../../tests/support/contractFixtures';
import type { ParticipationInit } from '../../../contract/types';
import { firstPaintFallback, firstPaintHtml } from './firstPaintHtml';
import { escapeHtml } from '../../platform/text/html';

const init = (
  over: Partial<ParticipationInit['conversation']> = {},
  nextComment: ParticipationInit['nextComment'] = {
    tid: 3,
    txt: 'Flere træer.',
    remaining: 5,
    total: 5,
  },
): ParticipationInit => aParticipationInit({ conversation_id: 'c000000001', ...over }, nextComment);

describe('the first paint', () => {
  it("shows a newcomer's first statement with the three vote buttons", () => {
    const html = firstPaintHtml(anAppConfig(), init(), Date.now())!;
    expect(html).toContain('<section class="vote-card" id="first-statement" data-tid="3"');
    expect(html).toContain('<p>Flere træer.</p>');
    for (const [choice, label] of [
      ['agree', 'Enig'],
      ['disagree', 'Uenig'],
      ['pass', 'Spring over'],
    ]) {
      expect(html).toContain(
        `<button class="button vote-button vote-button--${choice}" type="button" data-vote="${choice}">${label}</button>`,
      );
    }
    expect(html).toContain('data-early-text="Din stemme sendes, når siden er klar"');
    expect(html).toContain('Udsagn 1 af 5');
  });

  it.each([
    ['a draft', init({ is_draft: true }), 'draft'],
    ['a closed conversation', init({ is_active: false }), 'closed'],
    ['no statement left', init({}, null), 'noStatement'],
    ["'Vigtigt for mig'", init({ importance_enabled: true }), 'importance'],
    [
      'a colour that is no plain CSS colour',
      init({ help_color: 'red; position: fixed' }),
      'colours',
    ],
  ])('is left to the app for %s', (_, start, why) => {
    expect(firstPaintFallback(start)).toBe(why);
    expect(firstPaintHtml(anAppConfig(), start, Date.now())).toBeNull();
  });

  it('takes plain help colours', () => {
    const start = init({ help_bgcolor: '#fff3cd', help_color: 'rgb(0, 0, 80)' });
    expect(firstPaintFallback(start)).toBeNull();
    expect(firstPaintHtml(anAppConfig(), start, Date.now())).toContain(
      'style="background-color: #fff3cd; color: rgb(0, 0, 80);"',
    );
  });

  it('escapes text and attribute values', () => {
    expect(escapeHtml(`<script>"a" & 'b'</script>`)).toBe(
      '&lt;script&gt;&quot;a&quot; &amp; &#39;b&#39;&lt;/script&gt;',
    );
    const html = firstPaintHtml(
      anAppConfig(),
      init(
        { topic: '<b>Emne</b>' },
        { tid: 1, txt: '</p><script>x()</script>', remaining: 1, total: 1 },
      ),
      Date.now(),
    )!;
    expect(html).not.toMatch(/<script|<b>/);
    expect(html).toContain('&lt;/p&gt;&lt;script&gt;x()&lt;/script&gt;');
  });
});

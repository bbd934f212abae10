// The participation page's first paint: a newcomer's first statement written into the HTML the
// server sends, so the topic, the statement and 'Enig' / 'Uenig' / 'Spring over' show before any
// of the app's JavaScript has arrived (docs/architecture.md#the-first-paint). It is the markup the
// app renders for the same start — the same elements and classes, styled by the app's own
// stylesheets, which the page's <head> links — so nothing moves when the app replaces it
// (tests/screens/public/firstPaint.test.tsx compares the two). Every other start is left to the
// app (`firstPaintFallback` says which, and why).
import { FIRST_PAINT } from '../../../contract/boot';
import type { AppConfig, ParticipationInit } from '../../../contract/types';
import * as da from '../../../src/copy/da';
import {
  closingTimeText,
  introColours,
  splitDescription,
} from '../../../src/copy/danish/public/participation/intro';
import { element as el, text, type Markup } from './markup';

/**
 * Why the page starts without a server-rendered statement (the app then renders it as before):
 * - `draft`, `closed`, `noStatement`: the page shows a notice, not a statement;
 * - `importance`: the card has 'Vigtigt for mig', a toggle the early-vote script does not keep;
 * - `colours`: help colours that are no plain CSS colour (the settings refuse such, an import may
 *   bring one), so they never go into a style attribute.
 * A returning participant is the browser's to tell (a token on the device): the early-vote script
 * shows the loading line instead (`returning` below).
 */
export type FirstPaintFallback = 'draft' | 'closed' | 'noStatement' | 'importance' | 'colours';

// The settings' own rule for colours (conversations/rules/validateConversationUpdate.ts).
const PLAIN_COLOUR = /^[#a-zA-Z0-9(),.%\s-]*$/;

export function firstPaintFallback(init: ParticipationInit): FirstPaintFallback | null {
  const { conversation } = init;
  if (conversation.is_draft) return 'draft';
  if (!conversation.is_active) return 'closed';
  if (!init.nextComment) return 'noStatement';
  if (conversation.importance_enabled) return 'importance';
  if (!PLAIN_COLOUR.test(`${conversation.help_bgcolor} ${conversation.help_color}`)) {
    return 'colours';
  }
  return null;
}

type FrameConfig = Pick<AppConfig, 'productName' | 'siteOwner'>;

/** The whole page inside #root for a newcomer's first statement, or null: see the fallbacks. */
export function firstPaintHtml(config: FrameConfig, init: ParticipationInit, now: number) {
  if (firstPaintFallback(init) !== null) return null;
  const main = el(
    'main',
    { id: 'main', class: 'site-main public-main', tabindex: '-1' },
    el(
      'div',
      { class: 'page participation', 'data-first-paint': 'newcomer' },
      ...newcomer(init, now),
    ),
    returning(config),
  );
  return el('div', { class: 'site public-site' }, ...header(config), main, footer(config)).html;
}

// PublicApp's frame: skip link and header.
function header({ productName }: FrameConfig): Markup[] {
  return [
    el('a', { class: 'skip-link', href: '#main' }, text(da.app.skipToContent)),
    el(
      'header',
      { class: 'site-header public-header' },
      el(
        'div',
        { class: 'site-header__inner public-header__inner' },
        el(
          'a',
          {
            href: '/home',
            class: 'site-header__brand',
            'aria-label': da.publicSite.homeLabel(productName),
          },
          el('img', { src: '/logo.svg', alt: '', width: 28, height: 28, class: 'logo' }),
          el('span', { 'aria-hidden': 'true' }, text(productName)),
        ),
      ),
    ),
  ];
}

// ParticipationPage in `voting`: the intro (ConversationIntro), the card (VotingCard) and how to
// take part.
function newcomer(init: ParticipationInit, now: number): Markup[] {
  const { conversation } = init;
  const comment = init.nextComment!;
  const topic = conversation.topic.trim() || da.participation.untitled;
  const colours = introColours(conversation);
  const style = colours
    ? [
        colours.backgroundColor && `background-color: ${colours.backgroundColor};`,
        colours.color && `color: ${colours.color};`,
      ]
        .filter(Boolean)
        .join(' ')
    : null;
  const { lead, rest, clipped } = splitDescription(conversation.description);
  const closesAt = conversation.closes_at ?? null;
  const intro = el(
    'section',
    {
      class: colours ? 'intro-box intro-box--custom' : 'intro-box',
      style,
      'aria-label': da.participation.introLabel,
    },
    el('h1', { class: 'intro-box__topic' }, text(topic)),
    closesAt !== null
      ? el('p', { class: 'intro-box__closes' }, text(closingTimeText(closesAt, now)))
      : null,
    lead
      ? el(
          'p',
          {
            class: clipped
              ? 'intro-box__description intro-box__description--clipped'
              : 'intro-box__description',
          },
          text(lead),
        )
      : null,
    rest
      ? el(
          'details',
          { class: 'intro-box__more' },
          el('summary', {}, text(da.participation.readMore)),
          el('p', { class: 'intro-box__description' }, text(rest)),
        )
      : null,
  );
  // A newcomer's first statement: position 1 (remaining = total), so the bar is empty.
  const total = Math.max(comment.total, comment.remaining, 1);
  const position = total - Math.min(Math.max(comment.remaining, 1), total) + 1;
  const progressId = `${FIRST_PAINT.statementId}-progress`;
  const button = (choice: 'agree' | 'disagree' | 'pass') =>
    el(
      'button',
      { class: `button vote-button vote-button--${choice}`, type: 'button', 'data-vote': choice },
      text(da.participation[choice]),
    );
  const card = el(
    'section',
    {
      class: 'vote-card',
      id: FIRST_PAINT.statementId,
      'data-tid': comment.tid,
      'aria-labelledby': progressId,
      tabindex: '-1',
    },
    el(
      'div',
      { 'aria-live': 'polite', 'aria-atomic': 'true' },
      el(
        'p',
        { id: progressId, class: 'vote-card__progress' },
        text(da.participation.progress(position, total)),
      ),
      el('blockquote', { class: 'vote-card__statement' }, el('p', {}, text(comment.txt))),
    ),
    el(
      'div',
      { class: 'vote-card__bar', 'aria-hidden': 'true' },
      el('span', { class: 'vote-card__bar-fill' }),
    ),
    el(
      'div',
      { class: 'vote-card__buttons', role: 'group', 'aria-label': da.participation.voteGroupLabel },
      button('agree'),
      button('disagree'),
      button('pass'),
    ),
    // The early-vote script writes its line here (aria-live through role=status).
    el('p', {
      class: 'vote-card__status',
      role: 'status',
      'data-early-text': da.participation.earlyVote,
    }),
    el('noscript', {}, el('p', { class: 'vote-card__noscript' }, text(da.participation.noScript))),
  );
  return [intro, card, el('p', { class: 'participation__how' }, text(da.participation.howTo))];
}

// What the app shows a returning participant while it asks for their own next statement
// (`loading`): hidden unless the early-vote script found their token on this device.
function returning({ productName }: FrameConfig): Markup {
  return el(
    'div',
    { class: 'page participation', 'data-first-paint': 'returning', hidden: true },
    el('h1', { class: 'visually-hidden' }, text(productName)),
    el(
      'div',
      { class: 'participation__loading' },
      el(
        'div',
        { class: 'spinner', role: 'status', 'aria-live': 'polite' },
        el('span', { class: 'spinner__wheel', 'aria-hidden': 'true' }),
        el('span', { class: 'spinner__label' }, text(da.participation.loading)),
      ),
    ),
  );
}

// The common Footer with the participant app's promise.
function footer({ siteOwner }: FrameConfig): Markup {
  const link = (href: string, label: string) => el('li', {}, el('a', { href }, text(label)));
  return el(
    'footer',
    { class: 'site-footer public-footer' },
    el(
      'div',
      { class: 'site-footer__inner' },
      el('p', { class: 'site-footer__owner' }, text(da.publicSite.anonymous)),
      el(
        'p',
        { class: 'site-footer__credit' },
        text(da.footer.creditPrefix),
        el(
          'a',
          { href: 'https://compdemocracy.org/', target: '_blank', rel: 'noopener noreferrer' },
          text(da.footer.creditLink),
        ),
        text(da.footer.creditSuffix),
      ),
      siteOwner
        ? el('p', { class: 'site-footer__owner' }, text(da.footer.ownerLine(siteOwner)))
        : null,
      el(
        'ul',
        { class: 'site-footer__links' },
        link('/tos', da.footer.terms),
        link('/privacy', da.footer.privacy),
      ),
    ),
  );
}

// The operator's privacy notice (docs/deploy.md#privacy-notice), end to end from the environment:
// PRIVACY_* / TERMS_* → the server's /config.json body → the SPA's parsing → /privacy and /tos.
// Without configuration every fact shows its default text, marked as a default; with it, the
// operator's words and no mark.
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { buildAppConfig, loadServerConfig } from '../../../server/platform/config/config';
import { parseAppConfig } from '../../../src/api/common/config';
import * as da from '../../../src/copy/da';
import { ConfigContext } from '../../../src/views/common/configContext';
import { PrivacyPage } from '../../../src/views/privacy/PrivacyPage';
import { TermsPage } from '../../../src/views/terms/TermsPage';

const CONFIGURED = {
  PRIVACY_CONTROLLER: 'Aarhus Kommune, Rådhuspladsen 2, 8000 Aarhus C',
  PRIVACY_CONTACT_EMAIL: 'borgerdialog@aarhus.dk',
  PRIVACY_DPO: 'Databeskyttelsesrådgiver Jens Hansen, dpo@aarhus.dk',
  PRIVACY_LEGAL_BASIS: 'Databeskyttelsesforordningens art. 6, stk. 1, litra e',
  PRIVACY_RETENTION: 'Deltagernes data slettes 90 dage efter samtalens lukning.',
  TERMS_OWNER: 'Aarhus Kommune',
  TERMS_CONTACT_EMAIL: 'vilkaar@aarhus.dk',
};

function renderPage(page: 'privacy' | 'terms', env: Record<string, string>) {
  // Through JSON, as the browser receives it.
  const config = parseAppConfig(JSON.parse(JSON.stringify(buildAppConfig(loadServerConfig(env)))));
  render(
    <ConfigContext.Provider value={config}>
      {page === 'privacy' ? <PrivacyPage /> : <TermsPage />}
    </ConfigContext.Provider>,
  );
}

/** The <dd> of a fact by its label. */
const fact = (label: string) =>
  screen.getAllByRole('definition').find((dd) => dd.previousElementSibling?.textContent === label)!;

describe('/privacy and /tos: the operator’s notice', () => {
  afterEach(cleanup);

  it('without configuration shows every default, marked as a default', () => {
    renderPage('privacy', {});
    const notice = da.privacyNotice;
    for (const item of [
      notice.controller,
      notice.contact,
      notice.dpo,
      notice.legalBasis,
      notice.retention,
    ]) {
      expect(fact(item.label)).toHaveTextContent(item.fallback);
      expect(within(fact(item.label)).getByText(notice.defaultMark)).toBeVisible();
    }
    expect(screen.getByRole('heading', { name: notice.complaintHeading })).toBeVisible();
    expect(screen.getByText(/Datatilsynet, Carl Jacobsens Vej 35/)).toBeVisible();
    expect(screen.getByText(/under "Mine data"/)).toBeVisible();
  });

  it('with configuration shows the operator’s words and no default mark', () => {
    renderPage('privacy', CONFIGURED);
    const notice = da.privacyNotice;
    expect(fact(notice.controller.label)).toHaveTextContent(CONFIGURED.PRIVACY_CONTROLLER);
    expect(within(fact(notice.contact.label)).getByRole('link')).toHaveAttribute(
      'href',
      'mailto:borgerdialog@aarhus.dk',
    );
    expect(fact(notice.dpo.label)).toHaveTextContent(CONFIGURED.PRIVACY_DPO);
    expect(fact(notice.legalBasis.label)).toHaveTextContent(CONFIGURED.PRIVACY_LEGAL_BASIS);
    expect(fact(notice.retention.label)).toHaveTextContent(CONFIGURED.PRIVACY_RETENTION);
    expect(screen.queryByText(notice.defaultMark)).not.toBeInTheDocument();
  });

  it('names the terms’ owner and contact, or marks the defaults', () => {
    renderPage('terms', CONFIGURED);
    expect(fact(da.privacyNotice.termsOwner.label)).toHaveTextContent('Aarhus Kommune');
    expect(screen.getByRole('link', { name: 'vilkaar@aarhus.dk' })).toBeVisible();
    expect(screen.queryByText(da.privacyNotice.defaultMark)).not.toBeInTheDocument();
    cleanup();
    renderPage('terms', {});
    expect(screen.getAllByText(da.privacyNotice.defaultMark)).toHaveLength(2);
  });
});

// The public entry's frame (public.html): a slim header, the page the path names, and the common
// footer opened with the privacy promise. No router, no sign-in, no admin code: the participation page
// is in the entry chunk, the report (and its charts) load on demand.
import { lazy, Suspense } from 'react';
import type { AppConfig, ParticipationInit } from '../../../contract/types';
import * as da from '../../copy/da';
import type { VoteChoice } from '../../machines/public/participation/participationRules';
import type { PublicRoute } from './publicRoute';
import { ConfigContext } from '../../views/common/configContext';
import { InspectContext, type AppInspect } from '../../views/common/inspectContext';
import { Footer } from '../../views/common/Footer';
import { LoadFailureBoundary } from '../../views/common/LoadFailureBoundary';
import { Logo } from '../../views/common/Logo';
import { Spinner } from '../../views/common/Spinner';
import { ParticipationPage } from '../../views/public/participation/ParticipationPage';
import { PublicNotFound } from '../../views/public/PublicNotFound';
import '../../styles/public/frame.css';

const PublicReportPage = lazy(() =>
  import('../../views/public/publicReport/PublicReportPage').then((m) => ({
    default: m.PublicReportPage,
  })),
);

export function PublicApp({
  config,
  route,
  boot = null,
  earlyVote = null,
  inspect,
}: {
  config: AppConfig;
  route: PublicRoute;
  /** The participation page's start from the page's boot data (routes/public/bootData.ts). */
  boot?: ParticipationInit | null;
  /** A vote tapped on the server's first paint before the app was live (firstPaint.ts). */
  earlyVote?: VoteChoice | null;
  inspect?: AppInspect;
}) {
  return (
    <ConfigContext.Provider value={config}>
      <InspectContext.Provider value={inspect}>
        <div className="site public-site">
          <a className="skip-link" href="#main">
            {da.app.skipToContent}
          </a>
          <header className="site-header public-header">
            <div className="site-header__inner public-header__inner">
              <a
                href="/home"
                className="site-header__brand"
                aria-label={da.publicSite.homeLabel(config.productName)}
              >
                <Logo size={28} />
                <span aria-hidden="true">{config.productName}</span>
              </a>
            </div>
          </header>
          <main id="main" className="site-main public-main" tabIndex={-1}>
            {/* A lazy chunk (the report, its charts, the opinion map) that fails to load. */}
            <LoadFailureBoundary>
              <PublicPage route={route} boot={boot} earlyVote={earlyVote} />
            </LoadFailureBoundary>
          </main>
          <Footer className="public-footer" notice={da.publicSite.anonymous} />
        </div>
      </InspectContext.Provider>
    </ConfigContext.Provider>
  );
}

function PublicPage({
  route,
  boot,
  earlyVote,
}: {
  route: PublicRoute;
  boot: ParticipationInit | null;
  earlyVote: VoteChoice | null;
}) {
  switch (route.page) {
    case 'participation':
      return (
        <ParticipationPage
          key={route.conversationId}
          conversationId={route.conversationId}
          boot={boot}
          earlyVote={earlyVote}
        />
      );
    case 'report':
      return (
        <Suspense fallback={<Spinner label={da.publicReport.loading} />}>
          <PublicReportPage key={route.reportId} reportId={route.reportId} />
        </Suspense>
      );
    default:
      return (
        <PublicNotFound title={da.publicSite.notFoundTitle} body={da.publicSite.notFoundBody} />
      );
  }
}

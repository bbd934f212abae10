// Header, content, footer (docs/behaviour.md#layout) around every screen — of the full app
// (routes/RootLayout.tsx) and of the landing shell (views/app/LandingRoot.tsx).
import type { ReactNode } from 'react';
import * as da from '../../copy/da';
import { Footer } from './Footer';
import { Header } from './Header';

export function SiteFrame({ children }: { children: ReactNode }) {
  return (
    <div className="site">
      <a href="#main" className="skip-link">
        {da.app.skipToContent}
      </a>
      <Header />
      <main id="main" className="site-main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </div>
  );
}

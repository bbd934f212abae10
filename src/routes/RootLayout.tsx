// Header, content, footer (SPEC §1) around every screen.
import { Outlet, ScrollRestoration } from 'react-router-dom';
import * as da from '../copy/da';
import { Footer } from '../views/layout/Footer';
import { Header } from '../views/layout/Header';

export function RootLayout() {
  return (
    <div className="site">
      <a href="#main" className="skip-link">
        {da.app.skipToContent}
      </a>
      <Header />
      <main id="main" className="site-main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <ScrollRestoration />
    </div>
  );
}

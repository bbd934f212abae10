// Header, content, footer (docs/behaviour.md#layout) around every screen of the full app.
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { SiteFrame } from '../views/layout/SiteFrame';

export function RootLayout() {
  return (
    <>
      <SiteFrame>
        <Outlet />
      </SiteFrame>
      <ScrollRestoration />
    </>
  );
}

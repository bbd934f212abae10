// Smoke tests of the pages anyone may see: /home with its media links and footer credit, the
// terms, the privacy policy and the Danish 404.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as da from '../../../src/copy/da';
import { CONFIG, renderAt, useSmokeServer } from './smokeApp';

useSmokeServer();

describe('/home', () => {
  it('shows the landing page with how it works, media links and the footer credit', async () => {
    renderAt('/home');
    expect(screen.getByRole('heading', { level: 1, name: 'Rådslag' })).toBeInTheDocument();
    expect(screen.getByText(/fra hundrede op til mange tusinde/)).toBeInTheDocument();
    const steps = screen
      .getByRole('heading', { name: da.home.howItWorksTitle })
      .closest('section')!;
    expect(within(steps).getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByRole('link', { name: 'Lokalavisen: Borgerne tager ordet' })).toHaveAttribute(
      'href',
      'https://avis.example.dk/a',
    );
    expect(
      screen.getByRole('link', { name: "The Computational Democracy Project's Polis" }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Testkommunen/)).toBeInTheDocument();
    // Signed out: the logo links to /home, and 'Log ind' appears once the session has loaded.
    expect(screen.getByRole('link', { name: 'Rådslag – forside' })).toHaveAttribute(
      'href',
      '/home',
    );
    expect(await screen.findByRole('link', { name: da.header.signIn })).toHaveAttribute(
      'href',
      '/signin',
    );
  });

  it("takes a signed-out visit to the site's root here, telling a participant where to go", async () => {
    const { router } = renderAt('/');
    expect(
      await screen.findByRole('heading', { level: 2, name: da.home.participantTitle }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/home');
    expect(screen.getByText(da.home.participantBody)).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('still sends a signed-out visit to another guarded address to sign-in', async () => {
    const { router } = renderAt('/conversations');
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
  });

  it('hides the media section when there are no links', () => {
    renderAt('/home', { config: { ...CONFIG, mediaLinks: [] } });
    expect(screen.queryByRole('heading', { name: da.home.mediaTitle })).not.toBeInTheDocument();
  });
});

describe('other pages', () => {
  it('/tos has the terms', async () => {
    renderAt('/tos');
    expect(await screen.findByRole('heading', { name: da.terms.title })).toBeVisible();
    expect(screen.getByText(/mindst 16 år/)).toBeVisible();
    expect(screen.getByText(/mindst 30 dage/)).toBeVisible();
    expect(screen.getByText(/\$100/)).toBeVisible();
  });

  it('/privacy has the policy', async () => {
    renderAt('/privacy');
    expect(await screen.findByRole('heading', { name: da.privacy.title })).toBeVisible();
    expect(screen.getByText(/ikke navne, kontaktoplysninger/)).toBeVisible();
  });

  it('an unknown path is a Danish 404', () => {
    renderAt('/findes-ikke');
    expect(screen.getByRole('heading', { name: da.notFound.title })).toBeVisible();
  });
});

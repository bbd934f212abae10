// A lazy chunk that cannot be fetched (a new deployment replaced it, or the server is down) shows a
// Danish message with a reload button, never the browser's English error text
// (docs/behaviour.md#startup). Both places such a chunk loads: the admin's route table (RouteError)
// and the public entry's boundary.
import { cleanup, render, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as da from '../../../src/copy/da';
import { RouteError } from '../../../src/views/app/RouteError';
import { isChunkLoadError } from '../../../src/views/common/chunkError';
import { LoadFailureBoundary } from '../../../src/views/common/LoadFailureBoundary';

const chromeText =
  'Failed to fetch dynamically imported module: http://127.0.0.1:3000/assets/TopicsLayout-3f9a.js';

function expectDanishReload(english: string) {
  expect(screen.getByRole('heading', { name: da.routeError.chunkTitle })).toBeInTheDocument();
  expect(screen.getByText(da.routeError.chunkBody)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: da.routeError.reload })).toBeInTheDocument();
  expect(document.body.textContent).not.toContain(english);
}

afterEach(cleanup);

describe('a chunk that fails to load', () => {
  it('is told apart from other errors by the browsers’ wordings', () => {
    expect(isChunkLoadError(new TypeError(chromeText))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module: x'))).toBe(
      true,
    );
    expect(isChunkLoadError(new TypeError('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });

  it('in the admin: the route’s error screen says it in Danish and offers a reload', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const router = createMemoryRouter(
      [
        {
          path: '/',
          errorElement: <RouteError />,
          lazy: () => Promise.reject(new TypeError(chromeText)),
        },
      ],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expectDanishReload(chromeText);
    spy.mockRestore();
  });

  it('on the public pages: the boundary says it in Danish instead of a blank page', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const Broken = lazy(() => Promise.reject(new TypeError('Importing a module script failed.')));
    render(
      <LoadFailureBoundary>
        <Suspense fallback={<p>{da.spinner.loading}</p>}>
          <Broken />
        </Suspense>
      </LoadFailureBoundary>,
    );
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expectDanishReload('Importing a module script failed.');
    spy.mockRestore();
  });

  it('any other failure keeps the general Danish text and hides the technical message', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    function Throws(): never {
      throw new Error('Cannot read properties of undefined (reading "map")');
    }
    render(
      <LoadFailureBoundary>
        <Throws />
      </LoadFailureBoundary>,
    );
    expect(await screen.findByRole('heading', { name: da.routeError.title })).toBeInTheDocument();
    expect(document.body.textContent).not.toContain('Cannot read properties');
    expect(screen.getByRole('button', { name: da.routeError.reload })).toBeInTheDocument();
    spy.mockRestore();
  });
});

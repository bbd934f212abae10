// @vitest-environment happy-dom
// public/silent-renew.js re-implements oidc-client-ts's silent callback (see the comment there).
// This checks it posts exactly what UserManager.signinSilentCallback() posts.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { UserManager } from 'oidc-client-ts';
import { afterEach, expect, it, vi } from 'vitest';

afterEach(() => vi.restoreAllMocks());

it('posts the same message as the library', async () => {
  const url = `${window.location.origin}/silent-renew.html?code=c0de&state=5tate`;
  window.history.replaceState(null, '', '/silent-renew.html?code=c0de&state=5tate');
  const post = vi.spyOn(window, 'postMessage').mockImplementation(() => undefined);

  await new UserManager({
    authority: 'https://idp.example',
    client_id: 'raadslag',
    redirect_uri: `${window.location.origin}/`,
  }).signinSilentCallback(url);
  const fromLibrary = post.mock.calls[0];

  post.mockClear();
  // Vitest runs from the project root.
  const script = readFileSync(resolve(process.cwd(), 'public/silent-renew.js'), 'utf8');
  new Function(script)();
  const fromScript = post.mock.calls[0];

  expect(fromScript).toEqual(fromLibrary);
  expect(fromScript[0]).toEqual({ source: 'oidc-client', url, keepOpen: false });
});

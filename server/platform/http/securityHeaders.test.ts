import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { loadServerConfig } from '../config/config';
import { contentSecurityPolicy, securityHeaders } from './securityHeaders';

const directive = (csp: string, name: string) =>
  csp.split('; ').find((part) => part.startsWith(`${name} `));

describe('contentSecurityPolicy', () => {
  it('allows no inline script and no framing, with the embedded provider on our own origin', () => {
    const csp = contentSecurityPolicy(loadServerConfig({ PUBLIC_ORIGIN: 'https://r.example.dk' }));
    expect(csp).toBe(
      [
        "default-src 'self'",
        "script-src 'self'",
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data:",
        "connect-src 'self'",
        "frame-src 'self' https://r.example.dk",
        "frame-ancestors 'none'",
        "base-uri 'self'",
        "form-action 'self' https://r.example.dk",
      ].join('; '),
    );
  });

  it('lets the SPA reach an external identity provider', () => {
    const csp = contentSecurityPolicy(
      loadServerConfig({ OIDC_ISSUER: 'https://tenant.eu.auth0.com/' }),
    );
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self' https://tenant.eu.auth0.com");
    expect(directive(csp, 'frame-src')).toBe("frame-src 'self' https://tenant.eu.auth0.com");
    expect(directive(csp, 'form-action')).toBe("form-action 'self' https://tenant.eu.auth0.com");
  });

  it('lets the SPA reach an upstream Polis API', () => {
    const csp = contentSecurityPolicy(
      loadServerConfig({ API_BASE_URL: 'https://polis.example.dk/api/v3' }),
    );
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self' https://polis.example.dk");
  });

  it('lets the share screen preview the participation page on a separate public site', () => {
    const csp = contentSecurityPolicy(
      loadServerConfig({
        PUBLIC_ORIGIN: 'https://admin.example.dk',
        PUBLIC_SITE_URL: 'https://dialog.example.dk/',
      }),
    );
    expect(directive(csp, 'frame-src')).toBe(
      "frame-src 'self' https://admin.example.dk https://dialog.example.dk",
    );
    expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'none'");
  });

  it('takes extra sources and overrides (for the identity provider’s own pages)', () => {
    const csp = contentSecurityPolicy(loadServerConfig({}), {
      extraSources: { 'form-action': ['https://client.example'] },
      override: { 'style-src': ["'self'"] },
    });
    expect(directive(csp, 'form-action')).toBe(
      "form-action 'self' http://127.0.0.1:3000 https://client.example",
    );
    expect(directive(csp, 'style-src')).toBe("style-src 'self'");
  });
});

describe('securityHeaders middleware', () => {
  const config = loadServerConfig({});

  it('sets the headers on every response, errors and redirects included', async () => {
    const app = new Hono();
    app.use('*', securityHeaders(config));
    app.get('/ok', (c) => c.text('ok'));
    app.get('/redirect', () => Response.redirect('http://127.0.0.1:3000/ok', 302));
    for (const path of ['/ok', '/redirect', '/missing']) {
      const response = await app.request(path);
      expect(response.headers.get('Content-Security-Policy')).toContain("script-src 'self'");
      expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
      expect(response.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    }
  });

  it('keeps a policy a handler set itself', async () => {
    const app = new Hono();
    app.use('*', securityHeaders(config));
    app.get('/own', (c) => {
      c.header('Content-Security-Policy', "default-src 'none'");
      return c.text('own');
    });
    const response = await app.request('/own');
    expect(response.headers.get('Content-Security-Policy')).toBe("default-src 'none'");
  });
});

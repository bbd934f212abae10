import { createHash } from 'node:crypto';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildAppConfig, loadServerConfig } from './config';

describe('loadServerConfig', () => {
  it('has a working embedded default for every variable', () => {
    const config = loadServerConfig({});
    expect(config).toEqual({
      port: 3000,
      host: '127.0.0.1',
      dataDir: path.resolve('./data'),
      databaseUrl: null,
      publicSiteUrl: 'http://127.0.0.1:3000/',
      publicOrigin: 'http://127.0.0.1:3000',
      accessCode: 'dialog',
      productName: 'Rådslag',
      siteOwner: 'Rådslag',
      oidc: {
        issuer: 'http://127.0.0.1:3000/oidc',
        embeddedIdp: true,
        embedded: true,
        clientId: 'raadslag-admin',
        audience: 'raadslag-api',
        jwksUri: null,
      },
      adminEmails: [],
      apiBaseUrl: '/api/v3',
      mediaLinks: [],
      math: { debounceMs: 5000, timeoutMs: 120_000 },
    });
  });

  it('reads every variable', () => {
    const config = loadServerConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATA_DIR: '/var/lib/raadslag',
      DATABASE_URL: 'postgres://u:p@db/raadslag',
      PUBLIC_SITE_URL: 'https://dialog.example.dk',
      PUBLIC_ORIGIN: 'https://admin.example.dk/ignored/path',
      ACCESS_CODE: 'Hemmelig',
      PRODUCT_NAME: 'Borgerdialog',
      SITE_OWNER: 'Eksempel Kommune',
      OIDC_ISSUER: 'https://login.example.dk/',
      OIDC_CLIENT_ID: 'spa',
      OIDC_AUDIENCE: 'https://api.example.dk',
      OIDC_JWKS_URI: 'https://login.example.dk/keys',
      ADMIN_EMAILS: ' Anna@Example.dk, bo@example.dk ,,',
      API_BASE_URL: 'https://polis.example.dk/api/v3/',
      MEDIA_LINKS: '[{"title":"Avis","url":"https://avis.example.dk/artikel"}]',
      MATH_DEBOUNCE_MS: '0',
      MATH_TIMEOUT_MS: '30000',
    });
    expect(config).toEqual({
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/var/lib/raadslag',
      databaseUrl: 'postgres://u:p@db/raadslag',
      publicSiteUrl: 'https://dialog.example.dk/',
      publicOrigin: 'https://admin.example.dk',
      accessCode: 'Hemmelig',
      productName: 'Borgerdialog',
      siteOwner: 'Eksempel Kommune',
      oidc: {
        issuer: 'https://login.example.dk',
        embeddedIdp: false,
        embedded: false,
        clientId: 'spa',
        audience: 'https://api.example.dk',
        jwksUri: 'https://login.example.dk/keys',
      },
      adminEmails: ['anna@example.dk', 'bo@example.dk'],
      apiBaseUrl: 'https://polis.example.dk/api/v3',
      mediaLinks: [{ title: 'Avis', url: 'https://avis.example.dk/artikel' }],
      math: { debounceMs: 0, timeoutMs: 30_000 },
    });
  });

  it('derives the public addresses and the embedded issuer from PUBLIC_ORIGIN', () => {
    const config = loadServerConfig({ PUBLIC_ORIGIN: 'https://raadslag.example.dk' });
    expect(config.oidc.issuer).toBe('https://raadslag.example.dk/oidc');
    // PUBLIC_SITE_URL defaults to the local address, not PUBLIC_ORIGIN (it may be another site).
    expect(config.publicSiteUrl).toBe('http://127.0.0.1:3000/');
  });

  it('treats blank variables as unset', () => {
    expect(loadServerConfig({ PORT: '', OIDC_ISSUER: '  ', DATABASE_URL: '' })).toMatchObject({
      port: 3000,
      databaseUrl: null,
      oidc: { embeddedIdp: true },
    });
  });

  it('brackets an IPv6 host in the default addresses', () => {
    expect(loadServerConfig({ HOST: '::1' }).publicOrigin).toBe('http://[::1]:3000');
  });

  it.each([
    [{ PORT: 'abc' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ OIDC_ISSUER: 'not a url' }, /OIDC_ISSUER/],
    [{ PUBLIC_SITE_URL: '/relative' }, /PUBLIC_SITE_URL/],
    [{ MEDIA_LINKS: '{' }, /MEDIA_LINKS/],
    [{ MEDIA_LINKS: '[{"title":1}]' }, /MEDIA_LINKS/],
    [{ MATH_DEBOUNCE_MS: '5s' }, /MATH_DEBOUNCE_MS/],
    [{ MATH_TIMEOUT_MS: '-1' }, /MATH_TIMEOUT_MS/],
  ])('refuses %j with a clear error', (env, message) => {
    expect(() => loadServerConfig(env)).toThrow(message);
  });
});

describe('buildAppConfig', () => {
  it('gives the SPA what it needs and only the hash of the access code', () => {
    const appConfig = buildAppConfig(
      loadServerConfig({ ACCESS_CODE: 'Dialog', OIDC_ISSUER: 'https://login.example.dk' }),
    );
    expect(appConfig).toEqual({
      productName: 'Rådslag',
      siteOwner: 'Rådslag',
      publicSiteUrl: 'http://127.0.0.1:3000/',
      oidc: {
        authority: 'https://login.example.dk',
        clientId: 'raadslag-admin',
        audience: 'raadslag-api',
      },
      accessCodeSha256: createHash('sha256').update('dialog').digest('hex'),
      apiBaseUrl: '/api/v3',
      mediaLinks: [],
      math: { debounceMs: 5000, timeoutMs: 120_000 },
    });
    expect(JSON.stringify(appConfig)).not.toContain('Dialog');
  });
});

import { createHash } from 'node:crypto';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildAppConfig, loadServerConfig } from './config';

/** The privacy notice's details when none is configured: the notice then names none. */
const NO_PRIVACY_NOTICE = {
  controller: null,
  contactEmail: null,
  dpo: null,
  legalBasis: null,
  retention: null,
  termsOwner: null,
  termsContact: null,
};

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
        tokens: {
          emailClaim: 'email',
          linkVerifiedEmail: false,
          types: ['at+jwt'],
          maxAgeSeconds: 900,
        },
      },
      signup: { mode: 'invite' },
      mail: { smtpUrl: null, from: 'Rådslag <no-reply@127.0.0.1>' },
      trustProxy: null,
      allowedOrigins: ['http://127.0.0.1:3000', 'http://localhost:5173', 'http://127.0.0.1:5173'],
      demo: true,
      apiBaseUrl: '/api/v3',
      apiServer: 'raadslag',
      mediaLinks: [],
      privacy: NO_PRIVACY_NOTICE,
      math: { debounceMs: 5000, timeoutMs: 120_000 },
      conversationsPerDay: 50,
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
      OIDC_EMAIL_CLAIM: 'https://raadslag.dk/email',
      OIDC_LINK_VERIFIED_EMAIL: '1',
      OIDC_TOKEN_TYPES: 'at+jwt',
      OIDC_MAX_TOKEN_AGE: '3600',
      SIGNUP_MODE: 'domains',
      SIGNUP_DOMAINS: 'Aarhus.dk, @odense.dk',
      SMTP_URL: 'smtps://u:p@mail.example.dk',
      MAIL_FROM: 'Rådslag <noreply@example.dk>',
      TRUST_PROXY: '2',
      ALLOWED_ORIGINS: 'https://other.example.dk/path',
      DEMO_DATA: '0',
      API_BASE_URL: 'https://polis.example.dk/api/v3/',
      MEDIA_LINKS: '[{"title":"Avis","url":"https://avis.example.dk/artikel"}]',
      MATH_DEBOUNCE_MS: '0',
      MATH_TIMEOUT_MS: '30000',
      CONVERSATIONS_PER_DAY: '12',
      PRIVACY_CONTROLLER: 'Eksempel Kommune, Rådhuspladsen 1, 8000 Aarhus C',
      PRIVACY_CONTACT_EMAIL: 'dialog@example.dk',
      PRIVACY_DPO: 'DPO, dpo@example.dk',
      PRIVACY_LEGAL_BASIS: 'Art. 6, stk. 1, litra e',
      PRIVACY_RETENTION: '90 dage efter lukning',
      TERMS_OWNER: 'Eksempel Kommune',
      TERMS_CONTACT_EMAIL: 'vilkaar@example.dk',
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
        tokens: {
          emailClaim: 'https://raadslag.dk/email',
          linkVerifiedEmail: true,
          types: ['at+jwt'],
          maxAgeSeconds: 3600,
        },
      },
      signup: { mode: 'domains', domains: ['aarhus.dk', 'odense.dk'] },
      mail: { smtpUrl: 'smtps://u:p@mail.example.dk', from: 'Rådslag <noreply@example.dk>' },
      trustProxy: { hops: 2 },
      allowedOrigins: [
        'https://admin.example.dk',
        'https://dialog.example.dk',
        'https://other.example.dk',
      ],
      demo: false,
      apiBaseUrl: 'https://polis.example.dk/api/v3',
      apiServer: 'polis',
      mediaLinks: [{ title: 'Avis', url: 'https://avis.example.dk/artikel' }],
      privacy: {
        controller: 'Eksempel Kommune, Rådhuspladsen 1, 8000 Aarhus C',
        contactEmail: 'dialog@example.dk',
        dpo: 'DPO, dpo@example.dk',
        legalBasis: 'Art. 6, stk. 1, litra e',
        retention: '90 dage efter lukning',
        termsOwner: 'Eksempel Kommune',
        termsContact: 'vilkaar@example.dk',
      },
      math: { debounceMs: 0, timeoutMs: 30_000 },
      conversationsPerDay: 12,
    });
  });

  it('derives the public addresses and the embedded issuer from PUBLIC_ORIGIN', () => {
    const config = loadServerConfig({ PUBLIC_ORIGIN: 'https://raadslag.example.dk' });
    expect(config.oidc.issuer).toBe('https://raadslag.example.dk/oidc');
    // PUBLIC_SITE_URL defaults to PUBLIC_ORIGIN: behind a proxy, a share link to the local
    // listening address would lead nowhere. Another site is named by PUBLIC_SITE_URL.
    expect(config.publicSiteUrl).toBe('https://raadslag.example.dk/');
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
    [{ CONVERSATIONS_PER_DAY: '0' }, /CONVERSATIONS_PER_DAY/],
    [{ CONVERSATIONS_PER_DAY: 'mange' }, /CONVERSATIONS_PER_DAY/],
    [{ ADMIN_EMAILS: 'a@example.dk' }, /npm run user:add -- <e-mail> --admin/],
    [{ SIGNUP_MODE: 'open' }, /SIGNUP_MODE/],
    [{ SIGNUP_MODE: 'domains' }, /SIGNUP_DOMAINS/],
    [{ TRUST_PROXY: 'yes' }, /TRUST_PROXY/],
    [{ ALLOWED_ORIGINS: 'not a url' }, /ALLOWED_ORIGINS/],
    [{ SMTP_URL: 'mail.example.dk' }, /SMTP_URL/],
    [{ PRIVACY_CONTACT_EMAIL: 'ikke en adresse' }, 'PRIVACY_CONTACT_EMAIL must be an e-mail'],
    [{ TERMS_CONTACT_EMAIL: 'x@y' }, 'TERMS_CONTACT_EMAIL must be an e-mail'],
  ])('refuses %j with a clear error', (env, message) => {
    expect(() => loadServerConfig(env)).toThrow(message);
  });
});

describe('buildAppConfig', () => {
  it('gives the SPA what it needs and nothing from which the access code can be found', () => {
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
      accessCodeRequired: true,
      accounts: { enabled: false, signup: false, passkeys: false },
      apiBaseUrl: '/api/v3',
      apiServer: 'raadslag',
      mediaLinks: [],
      privacy: NO_PRIVACY_NOTICE,
    });
    expect(JSON.stringify(appConfig).toLowerCase()).not.toContain('dialog');
    expect(JSON.stringify(appConfig)).not.toContain(
      createHash('sha256').update('dialog').digest('hex'),
    );
    const embedded = buildAppConfig(loadServerConfig({ PUBLIC_ORIGIN: 'https://r.example.dk' }));
    expect(embedded.accounts).toEqual({ enabled: true, signup: false, passkeys: true });
    expect(buildAppConfig(loadServerConfig({})).accounts.passkeys).toBe(false); // an IP origin
  });

  it('API_SERVER says which server answers; unset, an API_BASE_URL elsewhere means upstream Polis', () => {
    expect(loadServerConfig({}).apiServer).toBe('raadslag');
    expect(loadServerConfig({ API_BASE_URL: '/api/v3/' }).apiServer).toBe('raadslag');
    expect(loadServerConfig({ API_BASE_URL: 'https://polis.example.dk/api/v3' }).apiServer).toBe(
      'polis',
    );
    // Another Rådslag server elsewhere: the operator says so.
    expect(
      loadServerConfig({ API_BASE_URL: 'https://r.example.dk/api/v3', API_SERVER: 'raadslag' })
        .apiServer,
    ).toBe('raadslag');
    expect(() => loadServerConfig({ API_SERVER: 'upstream' })).toThrow(/API_SERVER/);
  });
});

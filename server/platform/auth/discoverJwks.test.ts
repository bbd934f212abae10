import { describe, expect, it, vi } from 'vitest';
import { loadServerConfig } from '../config/config';
import { configuredJwksUri, createRemoteJwks, discoverJwksUri } from './discoverJwks';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('JWKS location', () => {
  it('uses OIDC_JWKS_URI when given', () => {
    const { oidc } = loadServerConfig({
      OIDC_ISSUER: 'https://login.example.dk',
      OIDC_JWKS_URI: 'https://keys.example.dk/jwks.json',
    });
    expect(configuredJwksUri(oidc)).toBe('https://keys.example.dk/jwks.json');
  });

  it("knows the embedded provider's address", () => {
    const { oidc } = loadServerConfig({ PUBLIC_ORIGIN: 'https://raadslag.example.dk' });
    expect(configuredJwksUri(oidc)).toBe('https://raadslag.example.dk/oidc/jwks');
  });

  it('leaves an external issuer to discovery', () => {
    expect(
      configuredJwksUri(loadServerConfig({ OIDC_ISSUER: 'https://x.eu.auth0.com/' }).oidc),
    ).toBe(null);
  });

  it("reads jwks_uri from the issuer's discovery document", async () => {
    const fetchImpl = vi.fn(async () =>
      json({ jwks_uri: 'https://x.eu.auth0.com/.well-known/jwks.json' }),
    );
    expect(await discoverJwksUri('https://x.eu.auth0.com/', fetchImpl)).toBe(
      'https://x.eu.auth0.com/.well-known/jwks.json',
    );
    expect(fetchImpl).toHaveBeenCalledWith(
      'https://x.eu.auth0.com/.well-known/openid-configuration',
      expect.anything(),
    );
  });

  it('fails clearly when discovery fails', async () => {
    await expect(discoverJwksUri('https://x', async () => json({}, 500))).rejects.toThrow(/500/);
    await expect(discoverJwksUri('https://x', async () => json({}))).rejects.toThrow(/jwks_uri/);
  });

  it('retries discovery on the next token after a failure', async () => {
    const fetchImpl = vi.fn(async () => json({}, 503));
    const getKey = createRemoteJwks(loadServerConfig({ OIDC_ISSUER: 'https://x' }).oidc, fetchImpl);
    const header = { alg: 'RS256' };
    const token = { payload: '', signature: '' };
    await expect(getKey(header, token)).rejects.toThrow(/503/);
    await expect(getKey(header, token)).rejects.toThrow(/503/);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });
});

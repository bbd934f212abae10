// Our own client is first-party: it gets the fixed scope without a consent screen. The grant
// carries both the OpenID scopes (ID token, userinfo) and the same scopes for the API resource
// (the JWT access token).
import type Provider from 'oidc-provider';
import type { Grant } from 'oidc-provider';
import { SCOPE, type IdpContext } from './idpContext';

export type FirstPartyGrant = (accountId: string, existingGrantId?: string) => Promise<Grant>;

/** `provider` is read when a grant is made: the configuration needs this before it exists. */
export function createFirstPartyGrant(
  provider: () => Provider,
  { clientId, resourceIndicator }: Pick<IdpContext, 'clientId' | 'resourceIndicator'>,
): FirstPartyGrant {
  return async (accountId, existingGrantId) => {
    const { Grant } = provider();
    let grant = existingGrantId ? await Grant.find(existingGrantId) : undefined;
    if (!grant || grant.accountId !== accountId || grant.clientId !== clientId) {
      grant = new Grant({ accountId, clientId });
    }
    const before = `${grant.getOIDCScope()}|${grant.getResourceScope(resourceIndicator)}`;
    grant.addOIDCScope(SCOPE);
    grant.addResourceScope(resourceIndicator, SCOPE);
    const after = `${grant.getOIDCScope()}|${grant.getResourceScope(resourceIndicator)}`;
    if (!grant.jti || before !== after) await grant.save();
    return grant;
  };
}

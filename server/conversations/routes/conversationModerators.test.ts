// /conversationModerators: the owner names colleagues by e-mail; they then moderate the
// conversation and see it in their list; a not-yet-existing account is a pending invitation that
// applies when the account is made. Who may call what is in security/accessMatrix.test.ts.
import { describe, expect, it } from 'vitest';
import type { ConversationListItem, ConversationModerator } from '../../../contract/types';
import { postSeed } from '../../../tests/server/support/activity';
import { createConversationVia, signIn } from '../../../tests/server/support';
import { setupTestServer } from '../../../tests/server/support/vitest';

const API = '/api/v3/conversationModerators';

describe('/conversationModerators', () => {
  const server = setupTestServer({ embedded: true });

  async function ownerWithConversation() {
    const owner = await signIn(server(), 'ejer', { email: 'ejer@kommune.dk', name: 'Eja Ejer' });
    const conversation = await createConversationVia(server(), owner.token, { topic: 'Bymidten' });
    return { owner, cid: conversation.conversation_id };
  }
  const name = (token: string, cid: string, email: string) =>
    server().request(API, { method: 'POST', token, json: { conversation_id: cid, email } });
  const remove = (token: string, cid: string, email: string) =>
    server().request(`${API}?conversation_id=${cid}&email=${encodeURIComponent(email)}`, {
      method: 'DELETE',
      token,
    });
  const list = async (token: string) =>
    (await (
      await server().request('/api/v3/conversations?include_all_conversations_i_am_in=true', {
        token,
      })
    ).json()) as ConversationListItem[];

  it('a named colleague with an account moderates: list, moderation, a mail with the link', async () => {
    const { owner, cid } = await ownerWithConversation();
    const colleague = await signIn(server(), 'kollega', { email: 'kollega@kommune.dk' });
    await postSeed(server(), owner.token, cid, 'Flere bænke på torvet');
    // Before: no access.
    const before = await server().request(
      `/api/v3/comments?moderation=true&mod=1&conversation_id=${cid}`,
      {
        token: colleague.token,
      },
    );
    expect(before.status).toBe(403);

    const added = await name(owner.token, cid, '  Kollega@Kommune.DK ');
    expect(added.status).toBe(200);
    // Invited, by address only, until the colleague opens the conversation (migration 073).
    expect(await added.json()).toEqual([
      {
        email: 'kollega@kommune.dk',
        hname: null,
        pending: true,
        created: expect.any(Number),
      },
    ]);
    const mail = server().mailbox.sent.at(-1)!;
    expect(mail.to).toBe('kollega@kommune.dk');
    expect(mail.subject).toBe('Du er moderator af samtalen »Bymidten« i Rådslag');
    expect(mail.text).toContain(`/m/${cid}`);

    const items = await list(colleague.token);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ conversation_id: cid, is_owner: false, is_mod: true });
    const reject = await server().request('/api/v3/comments', {
      method: 'PUT',
      token: colleague.token,
      json: { conversation_id: cid, tid: 0, active: true, mod: -1, is_meta: false, velocity: 1 },
    });
    expect(reject.status).toBe(200);
    const { rows } = await server().db.query<{ mod: number }>('SELECT mod FROM comments');
    expect(rows).toEqual([{ mod: -1 }]);
    // Having moderated it, the colleague shows by name.
    const seen = await server().request(`${API}?conversation_id=${cid}`, { token: owner.token });
    expect(await seen.json()).toEqual([
      {
        email: 'kollega@kommune.dk',
        hname: 'kollega',
        pending: false,
        created: expect.any(Number),
      },
    ]);
    // A co-moderator may not change who moderates.
    expect((await name(colleague.token, cid, 'tredje@kommune.dk')).status).toBe(403);
    expect((await remove(colleague.token, cid, 'kollega@kommune.dk')).status).toBe(403);

    // Removed: the access goes with the row.
    const removed = await remove(owner.token, cid, 'kollega@kommune.dk');
    expect(await removed.json()).toEqual([]);
    expect(await list(colleague.token)).toEqual([]);
  });

  it('an address without an account gets an invite; the grant applies when the account is made', async () => {
    const { owner, cid } = await ownerWithConversation();
    const added = await name(owner.token, cid, 'ny@kommune.dk');
    expect(((await added.json()) as ConversationModerator[])[0]).toMatchObject({
      email: 'ny@kommune.dk',
      pending: true,
    });
    expect(server().mailbox.lastLink('ny@kommune.dk')).toMatch(/\/account\/password#/u);
    // Accepting the invite creates the account (as upsertAccountPassword does); signIn does the same.
    const newcomer = await signIn(server(), 'ny', { email: 'ny@kommune.dk' });
    expect((await list(newcomer.token))[0]).toMatchObject({ conversation_id: cid, is_mod: true });
    const moderators = await server().request(`${API}?conversation_id=${cid}`, {
      token: newcomer.token,
    });
    expect(((await moderators.json()) as ConversationModerator[])[0].pending).toBe(false);
  });

  it('answers alike whether or not an address has an account, until its person opens it', async () => {
    const { owner, cid } = await ownerWithConversation();
    await signIn(server(), 'har', { email: 'har.konto@kommune.dk', name: 'Hanne Har' });
    const withAccount = (await (
      await name(owner.token, cid, 'har.konto@kommune.dk')
    ).json()) as ConversationModerator[];
    const without = (await (
      await name(owner.token, cid, 'ingen.konto@kommune.dk')
    ).json()) as ConversationModerator[];
    const shape = ({ email: _email, created: _created, ...rest }: ConversationModerator) => rest;
    expect(without.map(shape)).toEqual([
      { hname: null, pending: true },
      { hname: null, pending: true },
    ]);
    expect(withAccount.map(shape)).toEqual([{ hname: null, pending: true }]);
  });

  it('refuses a bad address, the owner, a repeat and an unknown removal, next to the field', async () => {
    const { owner, cid } = await ownerWithConversation();
    const cases: [string, number, RegExp][] = [
      ['', 400, /Skriv kollegaens e-mailadresse/u],
      ['kollega', 400, /gyldig e-mailadresse/u],
      ['ejer@kommune.dk', 400, /ejer samtalen/u],
    ];
    for (const [email, status, message] of cases) {
      const response = await name(owner.token, cid, email);
      expect(response.status).toBe(status);
      expect(await response.json()).toMatchObject({
        field: 'email',
        message: expect.stringMatching(message),
      });
    }
    expect((await name(owner.token, cid, 'a@kommune.dk')).status).toBe(200);
    const again = await name(owner.token, cid, 'A@kommune.dk');
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ message: 'a@kommune.dk er allerede moderator.' });
    expect((await remove(owner.token, cid, 'b@kommune.dk')).status).toBe(404);
    const { rows } = await server().db.query('SELECT email FROM conversation_moderators');
    expect(rows).toEqual([{ email: 'a@kommune.dk' }]);
  });
});

import { describe, expect, it } from 'vitest';
import { createConversationVia, signIn, testEngines } from '../../../tests/server/support';
import {
  addParticipants,
  backdateComment,
  castVotes,
  postSeed,
  zidOf,
} from '../../../tests/server/support/activity';
import { setupTestServer } from '../../../tests/server/support/vitest';

const API = '/api/v3/export';
const T = Date.UTC(2025, 4, 12, 9, 30); // 12 May 2025 09:30 UTC
const HOUR = 3_600_000;

/** An RFC 4180 reader, independent of the writer under test. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted && ch === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (ch === '"') {
      quoted = !quoted;
    } else if (!quoted && ch === ',') {
      row.push(cell);
      cell = '';
    } else if (!quoted && ch === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else {
      cell += ch;
    }
  }
  expect(cell).toBe(''); // the file ends with CRLF
  return rows;
}

/** The rows of a CSV response, checking the UTF-8 byte-order mark first. */
async function csvRows(response: Response): Promise<string[][]> {
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
  expect(text.startsWith('\uFEFF')).toBe(true);
  return parseCsv(text.slice(1));
}

const TEXTS = [
  'Mere grønt, færre biler',
  'Han sagde "nej"\ntil torvet',
  '=1+1 er ikke en formel',
  'Æbler',
];

describe.each(testEngines())('/export on $name', (engine) => {
  const server = setupTestServer({ databaseUrl: engine.databaseUrl });
  const db = () => server().db;

  /** Four statements an hour apart; votes on the first two, one revised the next day. */
  async function setup() {
    const alice = await signIn(server(), 'alice');
    const mallory = await signIn(server(), 'mallory');
    const { conversation_id: id } = await createConversationVia(server(), alice.token);
    const zid = await zidOf(db(), id);
    for (const [tid, txt] of TEXTS.entries()) {
      await postSeed(server(), alice.token, id, txt);
      await backdateComment(db(), zid, tid, T + tid * HOUR);
    }
    await db().query('UPDATE comments SET mod = -1 WHERE zid = $1 AND tid = 2', [zid]);
    await db().query('UPDATE comments SET mod = 0, is_meta = true WHERE zid = $1 AND tid = 3', [
      zid,
    ]);
    const [p1, p2, p3] = await addParticipants(db(), zid, 3);
    await castVotes(db(), zid, [
      { pid: p1, tid: 0, vote: -1, created: T + 10 * HOUR },
      { pid: p2, tid: 0, vote: 1, created: T + 11 * HOUR },
      { pid: p3, tid: 0, vote: 0, created: T + 12 * HOUR },
      { pid: p1, tid: 1, vote: -1, created: T + 13 * HOUR },
      { pid: p2, tid: 1, vote: -1, created: T + 14 * HOUR },
      { pid: p2, tid: 0, vote: -1, created: T + 30 * HOUR }, // p2 changes their mind
    ]);
    return { alice, mallory, id };
  }
  const download = async (file: string, id: string, token: string, until?: number) => {
    const query = `conversation_id=${id}${until === undefined ? '' : `&until=${until}`}`;
    const response = await server().request(`${API}/${file}?${query}`, { token });
    expect(response.status).toBe(200);
    return response;
  };

  it('exports the statements with their latest vote counts, as a spreadsheet reads them', async () => {
    const { alice, id } = await setup();
    const response = await download('comments.csv', id, alice.token);
    expect(response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('Content-Disposition')).toBe(
      `attachment; filename="raadslag-${id}-comments.csv"`,
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parseCsv(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes).slice(1));
    expect(rows).toEqual([
      ['tid', 'created', 'text', 'moderation', 'is_meta', 'agrees', 'disagrees', 'passes'],
      ['0', '2025-05-12T09:30:00.000Z', TEXTS[0], 'accepted', 'false', '2', '0', '1'],
      ['1', '2025-05-12T10:30:00.000Z', TEXTS[1], 'accepted', 'false', '2', '0', '0'],
      ['2', '2025-05-12T11:30:00.000Z', `'${TEXTS[2]}`, 'rejected', 'false', '0', '0', '0'],
      ['3', '2025-05-12T12:30:00.000Z', 'Æbler', 'pending', 'true', '0', '0', '0'],
    ]);
  });

  it('exports every vote in time order, with its meaning', async () => {
    const { alice, id } = await setup();
    const response = await download('votes.csv', id, alice.token);
    expect(response.headers.get('Content-Disposition')).toContain(`raadslag-${id}-votes.csv`);
    const rows = await csvRows(response);
    expect(rows[0]).toEqual(['participant', 'tid', 'vote', 'vote_label', 'time']);
    expect(rows.slice(1)).toEqual([
      ['1', '0', '-1', 'agree', '2025-05-12T19:30:00.000Z'],
      ['2', '0', '1', 'disagree', '2025-05-12T20:30:00.000Z'],
      ['3', '0', '0', 'pass', '2025-05-12T21:30:00.000Z'],
      ['1', '1', '-1', 'agree', '2025-05-12T22:30:00.000Z'],
      ['2', '1', '-1', 'agree', '2025-05-12T23:30:00.000Z'],
      ['2', '0', '-1', 'agree', '2025-05-13T15:30:00.000Z'],
    ]);
    // The same as the database holds.
    const stored = await db().query<{ n: number }>('SELECT count(*) AS n FROM votes');
    expect(rows.length - 1).toBe(stored.rows[0].n);
  });

  it('stops at `until`: statements, votes and counts as they stood then', async () => {
    const { alice, id } = await setup();
    const endOfDay = Date.UTC(2025, 4, 12, 23, 59, 59, 999) + 1;
    const comments = await csvRows(await download('comments.csv', id, alice.token, endOfDay));
    expect(comments[1]).toEqual([
      '0',
      '2025-05-12T09:30:00.000Z',
      TEXTS[0],
      'accepted',
      'false',
      '1',
      '1',
      '1',
    ]);
    const votes = await csvRows(await download('votes.csv', id, alice.token, endOfDay));
    expect(votes).toHaveLength(6); // header + the five votes of 12 May
    const early = await csvRows(await download('comments.csv', id, alice.token, T + HOUR));
    expect(early.map((row) => row[0])).toEqual(['tid', '0']);
  });

  it('for Danish Excel (dialect=excel-da): BOM, semicolons, Danish headers, Copenhagen time', async () => {
    const { alice, id } = await setup();
    const get = (file: string, dialect: string) =>
      server().request(`${API}/${file}?conversation_id=${id}&dialect=${dialect}`, {
        token: alice.token,
      });
    const comments = await get('comments.csv', 'excel-da');
    expect(comments.status).toBe(200);
    expect(comments.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    expect(comments.headers.get('Content-Disposition')).toBe(
      `attachment; filename="raadslag-${id}-comments-excel-da.csv"`,
    );
    const bytes = new Uint8Array(await comments.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes).slice(1);
    const lines = text.split('\r\n');
    // 09:30 UTC on 12 May is 11:30 in Copenhagen (summer time); a quote or line break is quoted,
    // a comma is not (it is no separator here), and a formula still gets its guard.
    expect(lines.slice(0, 2)).toEqual([
      'Udsagn nr.;Oprettet;Tekst;Moderation;Metadata;Enige;Uenige;Sprang over',
      `0;2025-05-12 11:30:00;${TEXTS[0]};accepteret;nej;2;0;1`,
    ]);
    expect(text).toContain(
      `1;2025-05-12 12:30:00;"Han sagde ""nej""\ntil torvet";accepteret;nej;2;0;0`,
    );
    expect(text).toContain(`2;2025-05-12 13:30:00;'${TEXTS[2]};afvist;nej;0;0;0`);
    expect(text).toContain('3;2025-05-12 14:30:00;Æbler;afventer;ja;0;0;0\r\n');

    const votes = new TextDecoder('utf-8', { ignoreBOM: true }).decode(
      await (await get('votes.csv', 'excel-da')).arrayBuffer(),
    );
    expect(votes.startsWith('\uFEFFDeltager;Udsagn nr.;Stemme;Betydning;Tidspunkt\r\n')).toBe(true);
    expect(votes).toContain('1;0;-1;enig;2025-05-12 21:30:00\r\n');
    expect(votes).toContain('3;0;0;sprang over;2025-05-12 23:30:00\r\n');
    expect(votes).toContain('2;0;-1;enig;2025-05-13 17:30:00\r\n');

    const bad = await get('votes.csv', 'excel');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: 'polis_err_param_parse_failed_dialect' });
  });

  it.each(['comments.csv', 'votes.csv'])(
    '%s: 403 to another user, 401 without a token, 400 for a bad until',
    async (file) => {
      const { alice, mallory, id } = await setup();
      const denied = await server().request(`${API}/${file}?conversation_id=${id}`, {
        token: mallory.token,
      });
      expect(denied.status).toBe(403);
      expect(await denied.json()).toMatchObject({ error: 'polis_err_export_permissions' });
      expect((await server().request(`${API}/${file}?conversation_id=${id}`)).status).toBe(401);
      const bad = await server().request(`${API}/${file}?conversation_id=${id}&until=tomorrow`, {
        token: alice.token,
      });
      expect(bad.status).toBe(400);
    },
  );
});

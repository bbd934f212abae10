// The SPA's reading of the opinion groups (src/api/math.ts) against what our server really sends:
// parsing loses nothing and changes nothing, from the empty first answer to computed camps, and the
// status a moderator polls. Lives under tests/ because server/ may not import src/api.
import { describe, expect, it } from 'vitest';
import { parseMathStatus, parsePca2 } from '../../src/api/math';
import { mathKit } from './support/mathKit';
import { setupTestServer } from './support/vitest';

describe('src/api/math.ts reads our server', () => {
  const server = setupTestServer();
  const kit = mathKit(server);

  it('keeps every key and value of the empty and the computed body, and of the status', async () => {
    const { id, zid } = await kit.conversation();
    const empty = await kit.pca2(id);
    expect(parsePca2(empty.body)).toEqual(empty.body);
    expect(parseMathStatus(await kit.status(id))).toEqual(await kit.status(id));

    await kit.plantCamps(zid, 6);
    await kit.participation.newParticipant(id, 0, -1);
    await server().math.flush();
    const { body } = await kit.pca2(id);
    expect(body!['group-clusters']).toHaveLength(2);
    expect(body!.stability).not.toBeNull();
    expect(parsePca2(body)).toEqual(body);
    const status = await kit.status(id);
    expect(status.phase).toBe('current');
    expect(parseMathStatus(status)).toEqual(status);
  });
});

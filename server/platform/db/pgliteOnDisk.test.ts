// PGlite in a data directory keeps what it stored across a restart. Two cold starts with initdb
// on disk take 10-20 s, so this runs in CI's second lane beside the browser journeys, not in
// `npm test` (@slow-lane; docs/architecture.md#tests).
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './index';

describe('PGlite on disk', () => {
  // Two cold PGlite starts on disk: ~10 s on a loaded 2-core machine, so more than the default.
  it('keeps its data in DATA_DIR/pglite across restarts', { timeout: 60_000 }, async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'raadslag-db-'));
    try {
      const first = await openDatabase({ dataDir });
      await first.query("INSERT INTO users (email, hname) VALUES ('disk@test.local', 'Disk')");
      await first.close();
      const second = await openDatabase({ dataDir });
      const { rows } = await second.query<{ email: string }>('SELECT email FROM users');
      await second.close();
      expect(rows).toEqual([{ email: 'disk@test.local' }]);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

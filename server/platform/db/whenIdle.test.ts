// db.whenIdle on PGlite: a background reader waits while a request's statements run (a transaction
// held open here) or while a request is being answered between its statements (duringRequest),
// goes on once they are done, and does not wait forever under constant load. On PostgreSQL it waits
// for requests being answered only: the pool's statements do not wait for each other.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../../tests/server/support/engines';
import { openTestDatabase, openTestPglite } from '../../../tests/server/support/testDatabases';
import type { Db } from './types';

/** whenIdle waits while a request is answered, also between its statements, then resolves. */
async function expectWaitsForRequest(db: Db): Promise<void> {
  let release!: () => void;
  const held = new Promise<void>((done) => (release = done));
  const order: string[] = [];
  const request = db.duringRequest!(async () => {
    await db.query('SELECT 1');
    await held; // e.g. checking a token's signature, between two statements
    await db.query('SELECT 2');
    order.push('request answered');
  });
  const waiting = db.whenIdle!(10_000).then(() => order.push('idle'));
  await new Promise((done) => setTimeout(done, 50));
  expect(order).toEqual([]);
  release();
  await Promise.all([request, waiting]);
  expect(order).toEqual(['request answered', 'idle']);
}

describe('whenIdle (PGlite)', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openTestPglite();
  });
  afterAll(async () => {
    await db.close();
  });

  it('resolves at once when nothing runs', async () => {
    const started = Date.now();
    await db.whenIdle!(5_000);
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('waits for a running transaction to end', async () => {
    let release!: () => void;
    const held = new Promise<void>((done) => (release = done));
    const order: string[] = [];
    const transaction = db.transaction(async (tx) => {
      await tx.query('SELECT 1');
      await held;
      order.push('transaction done');
    });
    const waiting = db.whenIdle!(10_000).then(() => order.push('idle'));
    await new Promise((done) => setTimeout(done, 50));
    expect(order).toEqual([]);
    release();
    await Promise.all([transaction, waiting]);
    expect(order).toEqual(['transaction done', 'idle']);
  });

  it('waits for a request being answered, even while none of its statements runs', () =>
    expectWaitsForRequest(db));

  it('gives up waiting after maxWaitMs', async () => {
    let release!: () => void;
    const held = new Promise<void>((done) => (release = done));
    const transaction = db.transaction(() => held);
    const started = Date.now();
    await db.whenIdle!(100);
    const waited = Date.now() - started;
    release();
    await transaction;
    expect(waited).toBeGreaterThanOrEqual(100);
  });
});

describe.each(testEngines().filter((engine) => engine.name === 'postgres'))(
  'whenIdle ($name)',
  ({ databaseUrl }) => {
    let db: Db;
    beforeAll(async () => {
      db = await openTestDatabase(databaseUrl);
    });
    afterAll(async () => {
      await db.close();
    });

    it('waits for a request being answered, and goes on once it is', () =>
      expectWaitsForRequest(db));

    it('does not wait for a transaction outside any request', async () => {
      let release!: () => void;
      const held = new Promise<void>((done) => (release = done));
      const transaction = db.transaction(() => held);
      const started = Date.now();
      await db.whenIdle!(5_000);
      expect(Date.now() - started).toBeLessThan(1_000);
      release();
      await transaction;
    });

    it('gives up waiting after maxWaitMs', async () => {
      let release!: () => void;
      const held = new Promise<void>((done) => (release = done));
      const request = db.duringRequest!(() => held);
      const started = Date.now();
      await db.whenIdle!(100);
      expect(Date.now() - started).toBeGreaterThanOrEqual(100);
      release();
      await request;
    });
  },
);

// The demo conversation's opinion map makes sense to a reader: its voting model has camps
// (votingModel.ts: green, car-dependent, a pragmatic middle), and the math finds them — one group
// represented by the car-light statements, another by the car-friendly ones, consensus on the
// statements every camp shares. Read against the stance each statement was written with.
import { describe, expect, it, vi } from 'vitest';
import { mathKit } from '../../tests/server/support/mathKit';
import { setupTestServer } from '../../tests/server/support/vitest';
import { planDemo } from './plan';
import { seedDemo } from './seedDemo';

const NOW = Date.UTC(2025, 5, 1, 12, 0);

describe('the demo conversation’s opinion groups', () => {
  const server = setupTestServer();
  const kit = mathKit(server);

  it('separates the car-light camp from the car-dependent one, and agrees on what all share', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const seeded = await seedDemo(server().db, {
      owner: { email: 'demo@test.local', hname: 'Demo' },
      now: NOW,
    });
    expect(await server().math.catchUp()).toBe(1);
    await server().math.flush();
    const { body } = await kit.pca2(seeded.conversation_id);
    const stance = new Map(planDemo({ now: NOW }).comments.map((c) => [c.tid, c.stance]));

    const groups = body!['group-clusters'];
    expect(groups.length).toBeGreaterThanOrEqual(2);
    expect(body!.stability!.ari).toBeGreaterThan(0.7);
    // +1 for each representative statement that leans green (agreeing with a green statement or
    // disagreeing with a car one), −1 for each that leans toward the car.
    const lean = groups.map((group) =>
      body!.repness[group.id].reduce((sum, item) => {
        const sign = item['repful-for'] === 'agree' ? 1 : -1;
        const side = stance.get(item.tid) === 'green' ? 1 : stance.get(item.tid) === 'car' ? -1 : 0;
        return sum + sign * side;
      }, 0),
    );
    expect(Math.max(...lean)).toBeGreaterThanOrEqual(3);
    expect(Math.min(...lean)).toBeLessThanOrEqual(-3);
    const agreed = body!.consensus.agree.map((item) => stance.get(item.tid));
    expect(agreed.length).toBeGreaterThan(0);
    expect(agreed.filter((s) => s === 'shared').length).toBeGreaterThan(agreed.length / 2);
  });
});

import { describe, expect, it } from 'vitest';
import { separateCircles } from './circleSpacing';

describe('separateCircles', () => {
  it('shrinks two overlapping circles until they only touch', () => {
    const [a, b] = separateCircles([
      { x: 0, y: 0, r: 60 },
      { x: 100, y: 0, r: 60 },
    ]);
    expect(a.r + b.r).toBeCloseTo(100);
    expect(a.r).toBeCloseTo(b.r);
  });

  it('leaves circles apart as they are', () => {
    const circles = [
      { x: 0, y: 0, r: 20 },
      { x: 100, y: 0, r: 30 },
    ];
    expect(separateCircles(circles)).toEqual(circles);
  });

  it('keeps every pair apart among many, and a ring at the smallest', () => {
    const circles = separateCircles(
      Array.from({ length: 12 }, (_, i) => ({ x: (i % 4) * 30, y: Math.floor(i / 4) * 30, r: 50 })),
    );
    for (let i = 0; i < circles.length; i++) {
      expect(circles[i].r).toBeGreaterThanOrEqual(4);
      for (let j = i + 1; j < circles.length; j++) {
        const d = Math.hypot(circles[i].x - circles[j].x, circles[i].y - circles[j].y);
        expect(circles[i].r + circles[j].r).toBeLessThanOrEqual(d + 1e-9);
      }
    }
  });
});

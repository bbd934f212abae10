// Cluster circles that do not hide each other (docs/behaviour.md#topicproximity): where two
// circles overlap, both shrink in proportion until they only touch, so every cluster keeps a ring
// of its own and none covers another's points. Pure: works on the circles clusterCircles gives.

export interface Circle {
  x: number;
  y: number;
  r: number;
}

/** Never smaller than this (in the circles' units): a ring still shows around its points. */
const MIN_RADIUS = 4;

/** The circles with radii shrunk so no two overlap (a pair at one point keeps MIN_RADIUS). */
export function separateCircles<C extends Circle>(circles: readonly C[]): C[] {
  const radius = circles.map((c) => c.r);
  for (let i = 0; i < circles.length; i++) {
    for (let j = i + 1; j < circles.length; j++) {
      const distance = Math.hypot(circles[i].x - circles[j].x, circles[i].y - circles[j].y);
      const reach = radius[i] + radius[j];
      if (reach <= distance || reach === 0) continue;
      const scale = distance / reach;
      radius[i] = Math.max(MIN_RADIUS, radius[i] * scale);
      radius[j] = Math.max(MIN_RADIUS, radius[j] * scale);
    }
  }
  return circles.map((c, i) => ({ ...c, r: radius[i] }));
}

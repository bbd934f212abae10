// The plot's own hover (nivo's canvas variant does not see the points, see ProximityPlot.tsx): the
// point under the cursor shows its tooltip, outside the plot area nothing does. jsdom places the
// plot at (0, 0), so client coordinates are canvas coordinates; nivo's scales put x 0…10 on
// 0…700 px and y 0…10 on 500…0 px inside the margin of 50.
import 'vitest-canvas-mock';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ProximityPoint } from '../../../contract/types';
import { aProximityPoint } from '../../../tests/support/contractFixtures';
import { ProximityPlot } from './ProximityPlot';

const point = (id: number, x: number, y: number, extra: Partial<ProximityPoint> = {}) =>
  aProximityPoint(id, x, y, extra);

const POINTS = [
  point(1, 0, 0),
  point(2, 10, 10, { moderation_status: 'accepted' }),
  point(3, 5, 5, { comment_text: 'ø'.repeat(130) }),
  point(4, 5.1, 5, { moderation_status: 'rejected', comment_text: null }),
  point(5, Number.NaN, 5),
];

/** The client position of data point (x, y). */
const at = (x: number, y: number) => ({ clientX: 50 + x * 70, clientY: 50 + 500 - y * 50 });

afterEach(() => cleanup());

describe('ProximityPlot hover', () => {
  it('shows the tooltip of the point under the cursor, truncated to 100 characters', () => {
    const { container } = render(<ProximityPlot points={POINTS} />);
    const plot = container.querySelector('.proximity-plot')!;
    expect(plot.querySelector('canvas')).not.toBeNull();
    expect(container.querySelector('.proximity-tooltip')).toBeNull();

    fireEvent.mouseMove(plot, at(4.9, 5.2));
    const tooltip = container.querySelector('.proximity-tooltip')!;
    expect(tooltip).toHaveTextContent(`${'ø'.repeat(100)}...`);

    // The neighbour 0.1 to the right, drawn on top (rejected after pending), has no text: its
    // number as people count (tid 4 is nr. 5, docs/behaviour.md#statement-numbers).
    fireEvent.mouseMove(plot, at(5.12, 5));
    expect(container.querySelector('.proximity-tooltip')).toHaveTextContent('Udsagn nr. 5');

    fireEvent.mouseMove(plot, at(9.5, 9.6));
    expect(screen.getByText('Udsagn 2')).toBeInTheDocument();
  });

  it('shows nothing in the margin or after the cursor leaves', () => {
    const { container } = render(<ProximityPlot points={POINTS} />);
    const plot = container.querySelector('.proximity-plot')!;
    fireEvent.mouseMove(plot, at(0.1, 0.1));
    expect(container.querySelector('.proximity-tooltip')).toHaveTextContent('Udsagn 1');
    fireEvent.mouseMove(plot, { clientX: 20, clientY: 20 });
    expect(container.querySelector('.proximity-tooltip')).toBeNull();
    fireEvent.mouseMove(plot, at(0.1, 0.1));
    fireEvent.mouseLeave(plot);
    expect(container.querySelector('.proximity-tooltip')).toBeNull();
  });
});

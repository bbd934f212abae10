// The scatter plot itself: @nivo/scatterplot's canvas variant at a fixed 800×600 (margin 50) draws
// the frame — the linear scales over the points' extent, grid, axes, the canvas at the screen's
// pixel ratio — and a custom canvas layer draws the circles around each cluster of 3 or more points
// and the points themselves. This file (and nivo) loads only with the proximity route.
//
// Why the points do not go through nivo's `data`: for every datum nivo's canvas variant nests,
// copies, sorts (per axis) and formats, and it always triangulates all nodes for its hover mesh
// (the canvas variant has no `useMesh` switch) — for 10,000 points a long task of well over 100 ms
// before the first paint on the bench machine, and a redraw of the whole canvas on every hover.
// Instead nivo gets the points' extent as its scales' domain and no data; the layer projects the
// points with nivo's scales and rasterises them in one pass (proximityPlotRaster.ts); the hover
// finds the point under the cursor in a grid of buckets (proximityPlotHit.ts) and shows the
// tooltip over the canvas without redrawing it.
import { ScatterPlotCanvas, type ScatterPlotCustomCanvasLayer } from '@nivo/scatterplot';
import { memo, useMemo, useState, type MouseEvent } from 'react';
import { flushSync } from 'react-dom';
import type { ProximityPoint } from '../../../contract/types';
import * as da from '../../copy/da';
import {
  clusterCircles,
  DRAW_ORDER,
  PLOT,
  STATUS_COLOURS,
  toPlotData,
  tooltipText,
  type PlotData,
} from './proximityPlot';
import { separateCircles } from './circleSpacing';
import { buildHitGrid, nearestPoint, type HitGrid } from './proximityPlotHit';
import { parseHexColour, pointStamps, rasterizePoints } from './proximityPlotRaster';

const MARGIN = { top: PLOT.margin, right: PLOT.margin, bottom: PLOT.margin, left: PLOT.margin };
const NO_DATA: [] = [];
const PALETTE = DRAW_ORDER.map((status) => parseHexColour(STATUS_COLOURS[status]));
/** Room around the plot area in the points' buffer, so points on its edge are drawn whole. */
const PAD = 8;

const nodeSizeFor = (count: number) => (count > 2000 ? 4 : count > 500 ? 6 : 8);

/** nivo's data type; the chart gets no data (see above). */
type Datum = { x: number; y: number };

/** A d3 linear scale, as nivo hands it to a layer. */
type Scale = { (value: number): number; domain(): number[] };

/** The scale as value → a + b × value, for a loop over 10,000 points. */
function linear(scale: Scale): { a: number; b: number } {
  const [d0, d1] = scale.domain();
  const r0 = scale(d0);
  if (d1 === d0) return { a: r0, b: 0 };
  const b = (scale(d1) - r0) / (d1 - d0);
  return { a: r0 - b * d0, b };
}

/** Where the layer drew the points, in the plot area's pixels. */
interface Positions {
  xs: Float32Array;
  ys: Float32Array;
  width: number;
  height: number;
}

/**
 * One set of points on the canvas: the layer that draws them (and remembers where, in the plot
 * area's pixels) and the lookup of the point under the cursor.
 */
class ProximityScene {
  private positions: Positions | null = null;
  private grid: HitGrid | null = null;

  constructor(private readonly plot: PlotData) {}

  readonly layer: ScatterPlotCustomCanvasLayer<Datum> = (
    ctx,
    { xScale, yScale, innerWidth, innerHeight },
  ) => {
    const { x, y, cluster } = this.plot;
    const toX = linear(xScale as unknown as Scale);
    const toY = linear(yScale as unknown as Scale);
    const xs = new Float32Array(x.length);
    const ys = new Float32Array(y.length);
    for (let i = 0; i < xs.length; i++) {
      xs[i] = toX.a + toX.b * x[i];
      ys[i] = toY.a + toY.b * y[i];
    }
    const positions = { xs, ys, width: innerWidth, height: innerHeight };
    this.positions = positions;
    this.grid = null;
    drawScene(ctx, this.plot, { xs, ys, cluster }, innerWidth, innerHeight);
    // The hover's lookup is built by the first hover, not here, so the first paint does not wait
    // for it (2–5 ms for 10,000 points; the hover budget is 50 ms).
  };

  private hitGrid(positions: Positions): HitGrid {
    this.grid ??= buildHitGrid(positions.xs, positions.ys, positions.width, positions.height);
    return this.grid;
  }

  /** The point nearest to (x, y) in the plot area's pixels; null outside the area. */
  pointAt(x: number, y: number): ProximityPoint | null {
    const positions = this.positions;
    if (!positions || x < 0 || y < 0 || x > positions.width || y > positions.height) return null;
    const index = nearestPoint(this.hitGrid(positions), x, y);
    return index < 0 ? null : this.plot.points[index];
  }
}

/**
 * The cluster rings (clipped to the plot area; shrunk where two would overlap, and not filled, so
 * none hides another's points), then the points over them.
 */
function drawScene(
  ctx: CanvasRenderingContext2D,
  plot: PlotData,
  { xs, ys, cluster }: { xs: Float32Array; ys: Float32Array; cluster: Float64Array },
  width: number,
  height: number,
) {
  ctx.save();
  ctx.beginPath();
  ctx.rect(0, 0, width, height);
  ctx.clip();
  ctx.lineWidth = 1.5;
  ctx.strokeStyle = 'rgba(107, 93, 207, 0.55)';
  for (const c of separateCircles(clusterCircles({ x: xs, y: ys, cluster }))) {
    ctx.beginPath();
    ctx.arc(c.x, c.y, c.r, 0, 2 * Math.PI);
    ctx.stroke();
  }
  ctx.restore();

  // The points go into a buffer of device pixels (the context is scaled by the pixel ratio),
  // which is then drawn in one go.
  const ratio = ctx.getTransform?.().a || 1;
  const bufferWidth = Math.ceil((width + 2 * PAD) * ratio);
  const bufferHeight = Math.ceil((height + 2 * PAD) * ratio);
  const canvas = document.createElement('canvas');
  canvas.width = bufferWidth;
  canvas.height = bufferHeight;
  const buffer = canvas.getContext('2d');
  if (!buffer) return;
  const image = buffer.createImageData(bufferWidth, bufferHeight);
  const deviceXs = new Float32Array(xs.length);
  const deviceYs = new Float32Array(ys.length);
  for (let i = 0; i < xs.length; i++) {
    deviceXs[i] = (xs[i] + PAD) * ratio;
    deviceYs[i] = (ys[i] + PAD) * ratio;
  }
  const radius = (nodeSizeFor(plot.points.length) / 2) * ratio;
  rasterizePoints(
    image.data,
    bufferWidth,
    bufferHeight,
    deviceXs,
    deviceYs,
    plot.statusIndex,
    PALETTE,
    pointStamps(radius),
  );
  buffer.putImageData(image, 0, 0);
  ctx.drawImage(canvas, -PAD, -PAD, bufferWidth / ratio, bufferHeight / ratio);
}

/** nivo's chart; its props only change with the points, so a hover never redraws it. */
const Frame = memo(function Frame({ plot, scene }: { plot: PlotData; scene: ProximityScene }) {
  const layers = useMemo(() => [scene.layer], [scene]);
  const { xScale, yScale } = useMemo(() => {
    const [xMin, xMax] = plot.extent?.x ?? [0, 1];
    const [yMin, yMax] = plot.extent?.y ?? [0, 1];
    return {
      xScale: { type: 'linear', min: xMin, max: xMax } as const,
      yScale: { type: 'linear', min: yMin, max: yMax } as const,
    };
  }, [plot]);
  // No grid and no axes: a UMAP coordinate means nothing to a reader; what distance means is
  // said in the figure's caption (TopicProximityPage). No role="img" on the canvas: nivo's canvas variant cannot give it a name (axe role-img-alt);
  // the <figure> around it (TopicProximityPage) carries the label.
  return (
    <ScatterPlotCanvas<Datum>
      data={NO_DATA}
      width={PLOT.width}
      height={PLOT.height}
      margin={MARGIN}
      xScale={xScale}
      yScale={yScale}
      layers={layers}
      axisBottom={null}
      axisLeft={null}
      isInteractive={false}
    />
  );
});

interface Hover {
  point: ProximityPoint;
  /** The cursor, in pixels from the canvas' top left corner. */
  x: number;
  y: number;
}

/** Like nivo's tooltips: centred above the cursor, 14 px clear of it. */
function Tooltip({ hover: { point, x, y } }: { hover: Hover }) {
  return (
    <div
      className="proximity-plot__tooltip"
      style={{ transform: `translate(${x}px, ${y - 14}px) translate(-50%, -100%)` }}
    >
      <div className="proximity-tooltip">
        <span
          className="proximity-tooltip__chip"
          style={{ background: STATUS_COLOURS[point.moderation_status] }}
          aria-hidden="true"
        />
        {tooltipText(
          { text: point.comment_text, id: point.comment_id },
          da.topics.proximity.tooltipId,
        )}
      </div>
    </div>
  );
}

export const ProximityPlot = memo(function ProximityPlot({
  points,
}: {
  points: readonly ProximityPoint[];
}) {
  const plot = useMemo(() => toPlotData(points), [points]);
  const scene = useMemo(() => new ProximityScene(plot), [plot]);
  const [hover, setHover] = useState<Hover | null>(null);

  const onMouseMove = (event: MouseEvent<HTMLDivElement>) => {
    const bounds = event.currentTarget.getBoundingClientRect();
    const x = event.clientX - bounds.left;
    const y = event.clientY - bounds.top;
    // The canvas is drawn at PLOT.width and scaled down to a narrower container (a phone:
    // topicProximity.css), so the cursor is scaled back to the plot's own pixels for the hit test.
    const scale = bounds.width > 0 && bounds.width < PLOT.width ? bounds.width / PLOT.width : 1;
    const point = scene.pointAt(x / scale - PLOT.margin, y / scale - PLOT.margin);
    // Rendered at once rather than in a later task (React's default for mousemove), so the tooltip
    // is in the next frame; it is a small update (the canvas is memoised and not touched).
    flushSync(() => setHover(point ? { point, x, y } : null));
  };

  return (
    <div className="proximity-plot" onMouseMove={onMouseMove} onMouseLeave={() => setHover(null)}>
      <Frame plot={plot} scene={scene} />
      {hover ? <Tooltip hover={hover} /> : null}
    </div>
  );
});

// The scatter plot itself: @nivo/scatterplot's canvas variant at a fixed 800×600 (margin 50), so
// 10,000 points stay smooth. A custom canvas layer draws the circles around each cluster of 3 or
// more points and the points themselves (cached, see sceneLayer). This file (and nivo) loads only
// with the proximity route.
import {
  ScatterPlotCanvas,
  type ScatterPlotCustomCanvasLayer,
  type ScatterPlotLayerProps,
  type ScatterPlotTooltipProps,
} from '@nivo/scatterplot';
import { memo, useMemo } from 'react';
import type { ProximityPoint } from '../../contract/types';
import * as da from '../../copy/da';
import {
  clusterCircles,
  PLOT,
  STATUS_COLOURS,
  toSeries,
  tooltipText,
  type ClusterCircle,
  type PlotDatum,
} from './proximityPlot';

type Nodes = ScatterPlotLayerProps<PlotDatum>['nodes'];

/** The cluster circles (clipped to the plot area), then the points, one path per colour. */
function drawScene(ctx: CanvasRenderingContext2D, nodes: Nodes, width: number, height: number) {
  const circles: ClusterCircle[] = clusterCircles(
    nodes.map((n) => ({ x: n.x, y: n.y, cluster: n.data.cluster })),
  );
  ctx.save();
  ctx.beginPath();
  ctx.rect(0, 0, width, height);
  ctx.clip();
  ctx.lineWidth = 1.5;
  ctx.strokeStyle = 'rgba(107, 93, 207, 0.55)';
  ctx.fillStyle = 'rgba(107, 93, 207, 0.05)';
  for (const c of circles) {
    ctx.beginPath();
    ctx.arc(c.x, c.y, c.r, 0, 2 * Math.PI);
    ctx.fill();
    ctx.stroke();
  }
  ctx.restore();
  const byColour = new Map<string, Nodes>();
  for (const node of nodes) {
    const list = byColour.get(node.color) ?? [];
    list.push(node);
    byColour.set(node.color, list);
  }
  for (const [colour, list] of byColour) {
    ctx.beginPath();
    for (const n of list) {
      ctx.moveTo(n.x + n.size / 2, n.y);
      ctx.arc(n.x, n.y, n.size / 2, 0, 2 * Math.PI);
    }
    ctx.fillStyle = colour;
    ctx.fill();
  }
}

// nivo redraws the whole canvas on every hover. The circles and the points do not change with the
// hover, so they are drawn once per set of nodes into an offscreen canvas and copied after that:
// 10,000 points then cost one drawImage per mouse move.
const PAD = 8;
const sceneCache = new WeakMap<Nodes, { canvas: HTMLCanvasElement; ratio: number }>();

const sceneLayer: ScatterPlotCustomCanvasLayer<PlotDatum> = (
  ctx,
  { nodes, innerWidth, innerHeight },
) => {
  const ratio = ctx.getTransform?.().a || 1;
  let scene = sceneCache.get(nodes);
  if (!scene || scene.ratio !== ratio) {
    const canvas = document.createElement('canvas');
    canvas.width = Math.ceil((innerWidth + 2 * PAD) * ratio);
    canvas.height = Math.ceil((innerHeight + 2 * PAD) * ratio);
    const offscreen = canvas.getContext('2d');
    if (!offscreen) {
      drawScene(ctx, nodes, innerWidth, innerHeight);
      return;
    }
    offscreen.scale(ratio, ratio);
    offscreen.translate(PAD, PAD);
    drawScene(offscreen, nodes, innerWidth, innerHeight);
    scene = { canvas, ratio };
    sceneCache.set(nodes, scene);
  }
  ctx.drawImage(scene.canvas, -PAD, -PAD, scene.canvas.width / ratio, scene.canvas.height / ratio);
};

function Tooltip({ node }: ScatterPlotTooltipProps<PlotDatum>) {
  return (
    <div className="proximity-tooltip">
      <span
        className="proximity-tooltip__chip"
        style={{ background: STATUS_COLOURS[node.data.status] }}
        aria-hidden="true"
      />
      {tooltipText(node.data, da.topics.proximity.tooltipId)}
    </div>
  );
}

const MARGIN = { top: PLOT.margin, right: PLOT.margin, bottom: PLOT.margin, left: PLOT.margin };
const SCALE = { type: 'linear', min: 'auto', max: 'auto' } as const;
const LAYERS = ['grid', 'axes', sceneLayer, 'mesh'] as const;

export const ProximityPlot = memo(function ProximityPlot({
  points,
}: {
  points: readonly ProximityPoint[];
}) {
  const data = useMemo(() => toSeries(points), [points]);
  const nodeSize = points.length > 2000 ? 4 : points.length > 500 ? 6 : 8;
  // No role="img" on the canvas: nivo's canvas variant cannot give it a name (axe role-img-alt);
  // the <figure> around it (ProximityPage) carries the label.
  return (
    <ScatterPlotCanvas<PlotDatum>
      data={data}
      width={PLOT.width}
      height={PLOT.height}
      margin={MARGIN}
      xScale={SCALE}
      yScale={SCALE}
      colors={({ serieId }) => STATUS_COLOURS[serieId as keyof typeof STATUS_COLOURS]}
      nodeSize={nodeSize}
      layers={[...LAYERS]}
      axisBottom={{ tickSize: 4, legend: 'UMAP x', legendOffset: 36, legendPosition: 'middle' }}
      axisLeft={{ tickSize: 4, legend: 'UMAP y', legendOffset: -40, legendPosition: 'middle' }}
      tooltip={Tooltip}
    />
  );
});

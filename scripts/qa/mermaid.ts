// A chart as a Mermaid state diagram, generated from the machine definition (never drawn by
// hand): compound and parallel states as composite states (parallel regions separated by `--`),
// guarded transitions `event [guard]`, delayed ones `after DELAY`, invocations `done: actor` /
// `error: actor`, eventless ones `always [guard]`. Transitions of the machine's root (taken in any
// state) cannot be drawn from a state; they are listed under the diagram instead.
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { describeChart, type TransitionInfo } from '../../tests/model/harness/coverage';

const ROOT_ID = 'chart__root';

/** Mermaid ids: the state path joined with `__`, other characters replaced. */
function mermaidId(node: AnyStateNode): string {
  return node.path.map((p) => p.replace(/[^A-Za-z0-9_]/g, '_')).join('__');
}

/**
 * A guard's name; an inline guard (an arrow function in the chart) is named after the property
 * it was written in (`guard`) and is shown as `inline guard`.
 */
export function guardLabel(t: Pick<TransitionInfo, 'guard'>): string | null {
  if (t.guard === null) return null;
  return t.guard === 'guard' || t.guard === 'inline' ? 'inline guard' : t.guard;
}

/** Transition label as the diagram shows it. */
export function transitionLabel(t: TransitionInfo): string {
  const guard = t.guard ? ` [${guardLabel(t)}]` : '';
  switch (t.kind) {
    case 'after':
      return `after ${t.delay}${guard}`;
    case 'done.actor':
      return `done: ${t.event.slice('xstate.done.actor.'.length)}${guard}`;
    case 'error.actor':
      return `error: ${t.event.slice('xstate.error.actor.'.length)}${guard}`;
    case 'snapshot.actor':
      return `snapshot: ${t.event.slice('xstate.snapshot.'.length)}${guard}`;
    case 'done.state':
      return `done${guard}`;
    case 'always':
      return `always${guard}`;
    default:
      return `${t.event}${guard}`;
  }
}

/** Mermaid treats `;`, `#` and quotes specially in labels. */
const safe = (s: string) => s.replace(/[;#"]/g, ' ').trim();

function ancestors(node: AnyStateNode): AnyStateNode[] {
  const list: AnyStateNode[] = [];
  for (let n: AnyStateNode | undefined = node; n; n = n.parent) list.unshift(n);
  return list;
}

/** Innermost compound (not parallel, not root) state containing both: where an edge is drawn. */
function edgeHome(a: AnyStateNode, b: AnyStateNode): AnyStateNode | undefined {
  const pa = ancestors(a);
  const pb = ancestors(b);
  let common: AnyStateNode | undefined;
  for (let i = 0; i < Math.min(pa.length, pb.length) && pa[i] === pb[i]; i++) common = pa[i];
  // The common ancestor of a node and itself (a self-loop) is the node: draw it in the parent.
  if (common === a || common === b) common = common?.parent;
  return common && common.parent && common.type === 'compound' ? common : undefined;
}

interface MermaidChart {
  diagram: string;
  /** Root transitions (any state), listed in prose under the diagram. */
  rootTransitions: TransitionInfo[];
}

export function chartToMermaid(machine: AnyStateMachine): MermaidChart {
  const chart = describeChart(machine);
  const byId = new Map<string, AnyStateNode>();
  const walk = (n: AnyStateNode) => {
    byId.set(n.id, n);
    Object.values(n.states).forEach(walk);
  };
  walk(machine.root);

  // Edges grouped by the composite they are drawn in ('' = top level).
  const edges = new Map<string, string[]>();
  const rootTransitions: TransitionInfo[] = [];
  for (const t of chart.transitions) {
    const source = byId.get(t.source)!;
    if (source === machine.root) {
      rootTransitions.push(t);
      continue;
    }
    const targets = t.targets.length ? t.targets.map((id) => byId.get(id)!) : [source];
    for (const target of targets) {
      const home = target === machine.root ? undefined : edgeHome(source, target);
      const to = target === machine.root ? '[*]' : mermaidId(target);
      const line = `${mermaidId(source)} --> ${to} : ${safe(transitionLabel(t))}`;
      const key = home ? home.id : '';
      edges.set(key, [...(edges.get(key) ?? []), line]);
    }
  }

  const lines: string[] = ['stateDiagram-v2'];
  const emit = (node: AnyStateNode, depth: number) => {
    const pad = '  '.repeat(depth);
    const children = Object.values(node.states).filter((c) => c.type !== 'history');
    if (node !== machine.root) {
      lines.push(`${pad}state "${safe(node.key)}" as ${mermaidId(node)}`);
      if (!children.length) return;
      lines.push(`${pad}state ${mermaidId(node)} {`);
    }
    const inner = node === machine.root ? pad : `${pad}  `;
    const innerDepth = node === machine.root ? depth : depth + 1;
    if (node.type === 'parallel' && node === machine.root) {
      // Mermaid allows regions (`--`) only inside a composite state: wrap a parallel root.
      lines.push(`${pad}[*] --> ${ROOT_ID}`, `${pad}state "${safe(machine.id)}" as ${ROOT_ID} {`);
      children.forEach((child, i) => {
        if (i > 0) lines.push(`${pad}  --`);
        emit(child, depth + 1);
      });
      lines.push(`${pad}}`);
      for (const line of edges.get('') ?? []) lines.push(`${pad}${line}`);
    } else if (node.type === 'parallel') {
      children.forEach((child, i) => {
        if (i > 0) lines.push(`${inner}--`);
        emit(child, innerDepth);
      });
    } else {
      const initial = node.initial?.target?.[0] as AnyStateNode | undefined;
      if (initial) lines.push(`${inner}[*] --> ${mermaidId(initial)}`);
      for (const child of children) emit(child, innerDepth);
      for (const child of children) {
        if (child.type === 'final') lines.push(`${inner}${mermaidId(child)} --> [*]`);
      }
      for (const line of edges.get(node === machine.root ? '' : node.id) ?? []) {
        lines.push(`${inner}${line}`);
      }
    }
    if (node !== machine.root) lines.push(`${pad}}`);
  };
  emit(machine.root, 1);
  return { diagram: lines.join('\n'), rootTransitions };
}

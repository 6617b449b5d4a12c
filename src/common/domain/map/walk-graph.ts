import type { PlanPoint } from './floor-plan';

/**
 * The walkable graph of a centre (docs/indoor-map.md "Wayfinding"): points on each floor's malls (nodes), the
 * walkways between them (edges), and the lifts and escalators that join floors. Built from the mapping story's
 * plain data on the server and in the browser alike; the shortest walk through it is the graph library's
 * (`FindPath`, handed in by the page model: the domain imports no library; decision 0030).
 */
export type ConnectorKind = 'lift' | 'escalator';

export interface WalkNode extends PlanPoint {
  /** `<floor code>:<node id>`: node ids need only be unique on their floor */
  key: string;
  floor: string;
}

export interface WalkLink {
  /** what walking it costs, in plan units (a floor change costs as much as walking a little way) */
  weight: number;
  /** set on a ride between floors; `exits`: the way one faces stepping out at each end (by node key) */
  connector?: { kind: ConnectorKind; label: string; exits?: Record<string, PlanPoint> };
}

/** One floor's part of the graph as the mapping gives it (lowest floor first in a list). */
export interface WalkFloor {
  code: string;
  nodes: Array<{ id: string; x: number; y: number }>;
  edges: Array<{ from: string; to: string }>;
  /**
   * the lifts and escalators on this floor: the same label on several floors is one lift or escalator; (x, y) is
   * where it stands, so one steps out of it towards its node
   */
  connectors: Array<{ kind: ConnectorKind; label: string; node: string; x?: number; y?: number }>;
}

/** The graph as plain data: its nodes by key, and its links (walkable both ways). */
export interface WalkGraph {
  nodes: Map<string, WalkNode>;
  links: Array<{ from: string; to: string; data: WalkLink }>;
}

/** Waiting for a lift costs as much as walking this far; each floor it travels adds a little. */
export const LIFT_COST = 120;
export const LIFT_FLOOR_COST = 20;
/** Riding an escalator one floor. */
export const ESCALATOR_COST = 60;

export const nodeKey = (floor: string, id: string) => `${floor}:${id}`;

/**
 * The graph of every floor. Walkways cost their length. A lift joins every floor it serves to every other; an
 * escalator joins only floors next to each other in the mapping's order (lowest first). Edges naming a node the
 * floor does not have are dropped, so a slip in the content leaves a gap (an unreachable place), never a crash.
 */
export function buildWalkGraph(floors: WalkFloor[]): WalkGraph {
  const nodes = new Map<string, WalkNode>();
  const links: WalkGraph['links'] = [];
  for (const floor of floors)
    for (const node of floor.nodes) {
      const key = nodeKey(floor.code, node.id);
      nodes.set(key, { key, floor: floor.code, x: node.x, y: node.y });
    }
  for (const floor of floors)
    for (const edge of floor.edges) {
      const from = nodes.get(nodeKey(floor.code, edge.from));
      const to = nodes.get(nodeKey(floor.code, edge.to));
      if (!from || !to || from === to) continue;
      links.push({ from: from.key, to: to.key, data: { weight: distance(from, to) } });
    }
  const stops = connectorStops(floors).filter((stop) => nodes.has(stop.key));
  for (const [index, stop] of stops.entries())
    for (const other of stops.slice(index + 1)) {
      if (other.kind !== stop.kind || other.label !== stop.label || other.floor === stop.floor) continue;
      const apart = Math.abs(other.level - stop.level);
      if (stop.kind === 'escalator' && apart !== 1) continue;
      const weight = stop.kind === 'lift' ? LIFT_COST + LIFT_FLOOR_COST * apart : ESCALATOR_COST;
      const exits = Object.fromEntries(
        [stop, other].flatMap((end) => {
          const node = nodes.get(end.key);
          const out =
            node && end.x !== undefined && end.y !== undefined ? { x: node.x - end.x, y: node.y - end.y } : undefined;
          return out && (out.x !== 0 || out.y !== 0) ? [[end.key, out]] : [];
        }),
      );
      const connector = { kind: stop.kind, label: stop.label, ...(Object.keys(exits).length > 0 ? { exits } : {}) };
      links.push({ from: stop.key, to: other.key, data: { weight, connector } });
    }
  return { nodes, links };
}

function connectorStops(floors: WalkFloor[]) {
  return floors.flatMap((floor, level) =>
    floor.connectors.map((item) => ({ ...item, floor: floor.code, level, key: nodeKey(floor.code, item.node) })),
  );
}

export function distance(a: PlanPoint, b: PlanPoint): number {
  return Math.hypot(b.x - a.x, b.y - a.y);
}

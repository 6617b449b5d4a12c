import type { PlanPoint } from './floor-plan';
import { shortestPath, type FindPath, type WalkPath } from './shortest-path';
import { heading, sideWords, turnBetween, TURN_WORDS } from './turns';
import type { ConnectorKind, WalkGraph, WalkNode } from './walk-graph';

/**
 * A walking route on the centre's plan from a starting place to a store (docs/indoor-map.md "Wayfinding"): the
 * line to draw on each floor, the lifts and escalators taken, and the steps in words ('From the West entrance,
 * take Lift A up to Level 1.', 'Turn left.', 'Ada & Wren is on your right (unit 112).').
 */
export interface RouteStart {
  /** the graph node it stands on */
  node: string;
  /** its words: 'West entrance', 'Car park P1', 'Lift A' */
  label: string;
  kind: string;
}

export interface RouteDestination {
  title: string;
  /** the graph node at its door; none when its unit has no door on the map */
  node?: string;
  /** where the door is on the plan */
  door?: PlanPoint;
  unit?: string;
}

export interface RouteLeg {
  floor: string;
  points: PlanPoint[];
}

export interface FloorChange {
  kind: ConnectorKind;
  label: string;
  from: string;
  to: string;
  at: PlanPoint;
  /** the way one faces stepping out on the floor reached, where the mapping says where the lift stands */
  exit?: PlanPoint;
}

export type Route =
  { found: true; steps: string[]; legs: RouteLeg[]; changes: FloorChange[] } | { found: false; message: string };

/** Floors lowest first, to say up or down and name them. */
export interface RouteFloors {
  order: string[];
  name: (code: string) => string;
}

export const noRouteMessage = (from: string, to: string) =>
  `There is no walking route on the map from ${from} to ${to}. Try another starting point.`;
export const notOnMapMessage = (title: string) =>
  `${title} has no door on the map yet, so we can't show the way to it.`;

export function planRoute(
  graph: WalkGraph,
  start: RouteStart,
  to: RouteDestination,
  floors: RouteFloors,
  find: FindPath,
): Route {
  if (!to.node) return { found: false, message: notOnMapMessage(to.title) };
  const path = shortestPath(graph, start.node, to.node, find);
  if (!path) return { found: false, message: noRouteMessage(startWords(start), to.title) };
  const { legs, changes } = legsOf(path);
  const steps = stepsOf(legs, changes, start, to, floors);
  const last = legs[legs.length - 1] as RouteLeg;
  if (to.door) last.points.push(to.door);
  return { found: true, steps, legs, changes };
}

/** The path cut at each ride between floors; one ride through several floors on one escalator or lift is one change. */
function legsOf(path: WalkPath): { legs: RouteLeg[]; changes: FloorChange[] } {
  const first = path.nodes[0] as WalkNode;
  const legs: RouteLeg[] = [{ floor: first.floor, points: [point(first)] }];
  const changes: FloorChange[] = [];
  path.links.forEach((link, index) => {
    const here = path.nodes[index] as WalkNode;
    const next = path.nodes[index + 1] as WalkNode;
    if (!link.connector) {
      (legs[legs.length - 1] as RouteLeg).points.push(point(next));
      return;
    }
    const previous = changes[changes.length - 1];
    const ridingOn = previous && previous.label === link.connector.label && path.links[index - 1]?.connector;
    const exit = link.connector.exits?.[next.key];
    if (previous && ridingOn) {
      previous.to = next.floor;
      previous.exit = exit;
      legs[legs.length - 1] = { floor: next.floor, points: [point(next)] };
      return;
    }
    changes.push({
      kind: link.connector.kind,
      label: link.connector.label,
      from: here.floor,
      to: next.floor,
      at: point(here),
      exit,
    });
    legs.push({ floor: next.floor, points: [point(next)] });
  });
  return { legs, changes };
}

function stepsOf(
  legs: RouteLeg[],
  changes: FloorChange[],
  start: RouteStart,
  to: RouteDestination,
  floors: RouteFloors,
): string[] {
  const phrases: string[] = [];
  let facing: PlanPoint | undefined;
  legs.forEach((leg, index) => {
    const headings = headingsOf(leg.points);
    const turnsFrom = phrases.length;
    headings.forEach((next, at) => {
      const before = at === 0 ? facing : headings[at - 1];
      if (!before) return;
      const turn = turnBetween(before, next);
      if (turn !== 'straight' || (at === 0 && index > 0)) phrases.push(TURN_WORDS[turn]);
    });
    facing = headings[headings.length - 1] ?? facing;
    const change = changes[index];
    if (change) {
      const up = floors.order.indexOf(change.to) > floors.order.indexOf(change.from);
      phrases.push(`take ${change.label} ${up ? 'up' : 'down'} to ${floors.name(change.to)}`);
      // one steps out facing away from the lift or escalator; where the mapping does not say where it stands, out
      // of a lift one faces back the way one came in, and off an escalator on the way one rode
      if (change.exit) facing = change.exit;
      else if (facing && change.kind === 'lift') facing = { x: -facing.x, y: -facing.y };
      return;
    }
    const door = to.door;
    const end = leg.points[leg.points.length - 1] as PlanPoint;
    const side = facing && door ? ` is ${sideWords(facing, heading(end, door))}` : ' is here';
    const arrival = `${to.title}${side}${to.unit ? ` (unit ${to.unit})` : ''}`;
    // the last turn and the store in one step: 'turn left: Ada & Wren is on your right'
    const last =
      phrases.length > turnsFrom ? phrases.pop() : index === 0 && headings.length > 0 ? 'go straight ahead' : undefined;
    phrases.push(last ? `${last}: ${arrival}` : arrival);
  });
  const [first, ...rest] = phrases;
  const opening =
    first && legs[0] && headingsOf(legs[0].points).length > 1 && /^turn /.test(first)
      ? `walk ahead and ${first}`
      : first;
  return [`From ${startWords(start)}, ${opening ?? ''}.`, ...rest.map((phrase) => `${capital(phrase)}.`)];
}

function headingsOf(points: PlanPoint[]): PlanPoint[] {
  return points.slice(1).flatMap((p, i) => {
    const h = heading(points[i] as PlanPoint, p);
    return h.x === 0 && h.y === 0 ? [] : [h];
  });
}

/** 'the West entrance', 'Car park P1', 'Lift A' */
export function startWords(start: { label: string; kind: string }): string {
  return start.kind === 'entrance' && !/^the /i.test(start.label) ? `the ${start.label}` : start.label;
}

const point = (node: WalkNode): PlanPoint => ({ x: node.x, y: node.y });
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

// the graph library the page model hands the route rules (the domain imports none itself)
import { ngraphPath } from '../../../page-model/map/ngraph-path';
import { planRoute as plan, type RouteDestination, type RouteFloors, type RouteStart } from './route';
import { shortestPath as walk } from './shortest-path';
import { buildWalkGraph, type WalkFloor, type WalkGraph } from './walk-graph';

const planRoute = (graph: WalkGraph, start: RouteStart, to: RouteDestination, floors: RouteFloors) =>
  plan(graph, start, to, floors, ngraphPath);
const shortestPath = (graph: WalkGraph, from: string, to: string) => walk(graph, from, to, ngraphPath);

/*
 * Two floors joined by Lift A (at the east end) and Escalator 1 (in the middle). Ground: the West entrance at w,
 * a mall running east w - m - e. Level 1: the mall runs e - m - w, with a side corridor north from m to n, where
 * Ada & Wren's door is, on the east side of that corridor.
 *
 *   L1:            n (0,-100)
 *                  |
 *     w(-200,0) -- m(0,0) -- e(200,0)
 */
const FLOORS: WalkFloor[] = [
  {
    code: 'G',
    nodes: [
      { id: 'w', x: -200, y: 0 },
      { id: 'm', x: 0, y: 0 },
      { id: 'e', x: 200, y: 0 },
    ],
    edges: [
      { from: 'w', to: 'm' },
      { from: 'm', to: 'e' },
    ],
    connectors: [
      { kind: 'lift', label: 'Lift A', node: 'e' },
      { kind: 'escalator', label: 'Escalator 1', node: 'm' },
    ],
  },
  {
    code: 'L1',
    nodes: [
      { id: 'w', x: -200, y: 0 },
      { id: 'm', x: 0, y: 0 },
      { id: 'e', x: 200, y: 0 },
      { id: 'n', x: 0, y: -100 },
      { id: 'lonely', x: 500, y: 500 },
    ],
    edges: [
      { from: 'w', to: 'm' },
      { from: 'm', to: 'e' },
      { from: 'm', to: 'n' },
      { from: 'm', to: 'nowhere' },
    ],
    connectors: [
      { kind: 'lift', label: 'Lift A', node: 'e' },
      { kind: 'escalator', label: 'Escalator 1', node: 'm' },
    ],
  },
];
const FLOOR_NAMES: Record<string, string> = { G: 'Ground Level', L1: 'Level 1' };
const floors: RouteFloors = { order: ['G', 'L1'], name: (code) => FLOOR_NAMES[code] ?? code };
const graph = buildWalkGraph(FLOORS);
const west = { node: 'G:w', label: 'West entrance', kind: 'entrance' };
const ada = { title: 'Ada & Wren', node: 'L1:n', door: { x: 30, y: -100 }, unit: '112' };

describe('the shortest walk (ngraph.path over the mapping’s graph)', () => {
  it('should cross floors by the cheaper ride: the escalator in the middle, not the lift at the far end', () => {
    const path = shortestPath(graph, 'G:w', 'L1:n');
    expect(path?.nodes.map((node) => node.key)).toEqual(['G:w', 'G:m', 'L1:m', 'L1:n']);
    expect(path?.links[1]?.connector).toEqual({ kind: 'escalator', label: 'Escalator 1' });
  });

  it('should find nothing to a node no walkway reaches, or to a node the graph does not have', () => {
    expect(shortestPath(graph, 'G:w', 'L1:lonely')).toBeUndefined();
    expect(shortestPath(graph, 'G:w', 'L1:nowhere')).toBeUndefined();
  });
});

describe('a route in words and on the plan', () => {
  it('should take the escalator up and say which way to turn and on which side the store is', () => {
    const route = planRoute(graph, west, ada, floors);
    if (!route.found) throw new Error(route.message);
    expect(route.steps).toEqual([
      'From the West entrance, take Escalator 1 up to Level 1.',
      'Turn left: Ada & Wren is on your right (unit 112).',
    ]);
    expect(route.changes).toEqual([
      { kind: 'escalator', label: 'Escalator 1', from: 'G', to: 'L1', at: { x: 0, y: 0 } },
    ]);
    expect(route.legs).toEqual([
      {
        floor: 'G',
        points: [
          { x: -200, y: 0 },
          { x: 0, y: 0 },
        ],
      },
      {
        floor: 'L1',
        points: [
          { x: 0, y: 0 },
          { x: 0, y: -100 },
          { x: 30, y: -100 },
        ],
      },
    ]);
  });

  it('should turn around out of a lift: one leaves it facing back the way one came in', () => {
    const onlyLift = buildWalkGraph(
      FLOORS.map((floor) => ({ ...floor, connectors: floor.connectors.filter((item) => item.kind === 'lift') })),
    );
    const route = planRoute(onlyLift, west, ada, floors);
    if (!route.found) throw new Error(route.message);
    // walking east into Lift A; out of it facing west, the mall runs on west: straight ahead, then right (north)
    expect(route.steps).toEqual([
      'From the West entrance, take Lift A up to Level 1.',
      'Go straight ahead.',
      'Turn right: Ada & Wren is on your right (unit 112).',
    ]);
    expect(route.changes.map((change) => `${change.label} ${change.from}-${change.to}`)).toEqual(['Lift A G-L1']);
  });

  it('should turn from the way one steps out of a lift, where the mapping says where the lift stands', () => {
    // Lift A stands north of the mall: one steps out of it facing south, and the mall runs west (to one's right)
    const standing = buildWalkGraph(
      FLOORS.map((floor) => ({
        ...floor,
        connectors: floor.connectors
          .filter((item) => item.kind === 'lift')
          .map((item) => ({ ...item, x: 200, y: -40 })),
      })),
    );
    const route = planRoute(standing, west, ada, floors);
    if (!route.found) throw new Error(route.message);
    expect(route.steps).toEqual([
      'From the West entrance, take Lift A up to Level 1.',
      'Turn right.',
      'Turn right: Ada & Wren is on your right (unit 112).',
    ]);
  });

  it('should say so plainly when no walkway leads to the store, or the store has no door on the map', () => {
    expect(planRoute(graph, west, { ...ada, node: 'L1:lonely' }, floors)).toEqual({
      found: false,
      message: 'There is no walking route on the map from the West entrance to Ada & Wren. Try another starting point.',
    });
    expect(planRoute(graph, west, { title: 'Ada & Wren' }, floors)).toEqual({
      found: false,
      message: "Ada & Wren has no door on the map yet, so we can't show the way to it.",
    });
  });

  it('should go straight to a store on the starting floor', () => {
    const route = planRoute(
      graph,
      { node: 'L1:w', label: 'Lift B', kind: 'lift' },
      { ...ada, node: 'L1:e', door: { x: 200, y: 30 } },
      floors,
    );
    if (!route.found) throw new Error(route.message);
    expect(route.steps).toEqual(['From Lift B, go straight ahead: Ada & Wren is on your right (unit 112).']);
  });

  it('should turn on the way on one floor, and start from a lift by its name', () => {
    const route = planRoute(graph, { node: 'L1:w', label: 'Lift B', kind: 'lift' }, ada, floors);
    if (!route.found) throw new Error(route.message);
    expect(route.steps).toEqual(['From Lift B, walk ahead and turn left: Ada & Wren is on your right (unit 112).']);
    expect(route.changes).toEqual([]);
  });
});

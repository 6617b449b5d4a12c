import { aStar } from 'ngraph.path';
import { distance, type WalkGraph, type WalkLink, type WalkNode } from './walk-graph';

/** A walk through the graph: its nodes in order, and the link taken between each node and the next. */
export interface WalkPath {
  nodes: WalkNode[];
  links: WalkLink[];
}

/**
 * The shortest walk from one node to another (A* over the walkways' lengths and the floor changes' costs; the
 * straight-line distance on the plan never overestimates, lifts and escalators standing one above the other), or
 * undefined when either node is missing or nothing joins them.
 */
export function shortestPath(graph: WalkGraph, from: string, to: string): WalkPath | undefined {
  if (!graph.hasNode(from) || !graph.hasNode(to)) return undefined;
  const finder = aStar<WalkNode, WalkLink>(graph, {
    distance: (_a, _b, link) => link.data.weight,
    heuristic: (a, b) => distance(a.data, b.data),
  });
  // ngraph.path gives the path from its end back to its start
  const found = finder.find(from, to).reverse();
  if (found.length === 0) return undefined;
  const nodes = found.map((node) => node.data);
  const links = nodes.slice(1).map((node, index) => cheapestLink(graph, nodes[index] as WalkNode, node));
  return { nodes, links };
}

function cheapestLink(graph: WalkGraph, a: WalkNode, b: WalkNode): WalkLink {
  let best: WalkLink | undefined;
  graph.forEachLinkedNode(
    a.key,
    (other, link) => {
      if (other.id === b.key && (!best || link.data.weight < best.weight)) best = link.data;
    },
    false,
  );
  return best ?? { weight: distance(a, b) };
}

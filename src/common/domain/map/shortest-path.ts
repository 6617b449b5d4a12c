import { distance, type WalkGraph, type WalkLink, type WalkNode } from './walk-graph';

/** A walk through the graph: its nodes in order, and the link taken between each node and the next. */
export interface WalkPath {
  nodes: WalkNode[];
  links: WalkLink[];
}

/**
 * The graph library's shortest path (the page model's `ngraphPath`): the keys of the nodes from `from` to `to`
 * along the links of least total weight, or none when nothing joins them. The straight line between two nodes on
 * the plan never overestimates what walking between them costs, lifts and escalators standing one above the other,
 * so it may guide the search (A*).
 */
export type FindPath = (graph: WalkGraph, from: string, to: string) => string[] | undefined;

/** The shortest walk from one node to another, or undefined when either node is missing or nothing joins them. */
export function shortestPath(graph: WalkGraph, from: string, to: string, find: FindPath): WalkPath | undefined {
  if (!graph.nodes.has(from) || !graph.nodes.has(to)) return undefined;
  const keys = find(graph, from, to);
  if (!keys || keys.length === 0) return undefined;
  const nodes = keys.map((key) => graph.nodes.get(key) as WalkNode);
  const links = nodes.slice(1).map((node, index) => cheapestLink(graph, nodes[index] as WalkNode, node));
  return { nodes, links };
}

function cheapestLink(graph: WalkGraph, a: WalkNode, b: WalkNode): WalkLink {
  const joining = graph.links.filter(
    (link) => (link.from === a.key && link.to === b.key) || (link.from === b.key && link.to === a.key),
  );
  return (
    joining.reduce<WalkLink | undefined>(
      (best, link) => (!best || link.data.weight < best.weight ? link.data : best),
      undefined,
    ) ?? {
      weight: distance(a, b),
    }
  );
}

import createGraph from 'ngraph.graph';
import { aStar } from 'ngraph.path';
import type { FindPath } from '../../common/domain/map/shortest-path';
import { distance, type WalkLink, type WalkNode } from '../../common/domain/map/walk-graph';

/**
 * The shortest walk through the centre's graph by ngraph.path's A* over ngraph.graph (decision 0030): the
 * links' weights as distances, the straight line on the plan as the estimate.
 */
export const ngraphPath: FindPath = (walk, from, to) => {
  const graph = createGraph<WalkNode, WalkLink>();
  for (const node of walk.nodes.values()) graph.addNode(node.key, node);
  for (const link of walk.links) graph.addLink(link.from, link.to, link.data);
  const finder = aStar<WalkNode, WalkLink>(graph, {
    distance: (_a, _b, link) => link.data.weight,
    heuristic: (a, b) => distance(a.data, b.data),
  });
  // ngraph.path gives the path from its end back to its start
  const found = finder.find(from, to);
  return found.length > 0 ? found.map((node) => String(node.id)).reverse() : undefined;
};

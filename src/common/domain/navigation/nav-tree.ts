/**
 * Nested navigation sections of the mobile menu (spec 1 §2.3: nested sections sorted by title).
 */
import { compareTitles } from './title-order';

export interface NavNode<T extends NavNode<T>> {
  text: string;
  children: T[];
}

/**
 * Sorts the children of every node by title, at every depth. The top level keeps the editors' order:
 * it is the main navigation, ordered on purpose; the sections nested under it are lists to scan.
 */
export function sortNestedSections<T extends NavNode<T>>(nodes: T[]): T[] {
  return nodes.map((node) => ({ ...node, children: sortLevel(node.children) }));
}

function sortLevel<T extends NavNode<T>>(nodes: T[]): T[] {
  return [...nodes]
    .sort((a, b) => compareTitles(a.text, b.text))
    .map((node) => ({ ...node, children: sortLevel(node.children) }));
}

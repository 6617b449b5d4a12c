import type { BlockDefinition } from './block-definition';
import type { CollectionName } from '../collections';
import { BUILT_BLOCKS } from './block-registry.generated';
import { placeholderBlock } from './placeholder/placeholder.block';
import { SPEC_BLOCK_TYPES } from './spec-block-types';

/**
 * Every block built so far comes from its own folder (`<name>/<name>.block.ts`: type, mapper, needs, island timing,
 * sheets), listed by scripts/build/block-index.mjs; every other spec block type is a placeholder until its feature
 * lands.
 */
const registry = new Map<string, BlockDefinition<unknown>>();
const built = new Set<string>();
for (const block of BUILT_BLOCKS) {
  registry.set(block.type, block);
  built.add(block.type);
}
for (const type of SPEC_BLOCK_TYPES) if (!registry.has(type)) registry.set(type, placeholderBlock(type) as unknown as BlockDefinition<unknown>);

/** The definition of a CMS block type, or undefined for an unknown type (which renders nothing). */
export function findBlock(type: string): BlockDefinition<unknown> | undefined {
  return registry.get(type);
}

/** The collections the given bloks (and their nested bloks) need, so the server can load them first. */
export function collectionsNeeded(raw: unknown, into = new Set<CollectionName>()): Set<CollectionName> {
  if (Array.isArray(raw)) for (const item of raw) collectionsNeeded(item, into);
  else if (raw && typeof raw === 'object') {
    const type = (raw as { component?: unknown }).component;
    if (typeof type === 'string') for (const name of registry.get(type)?.needs ?? []) into.add(name);
    for (const value of Object.values(raw)) if (value && typeof value === 'object') collectionsNeeded(value, into);
  }
  return into;
}

/** The page's status its blocks give it (BlockDefinition.status): the first one that is not 200, else 200. */
export function statusOfBlocks(blocks: Array<{ type: string; model?: unknown }>): number {
  for (const block of blocks) {
    const status = registry.get(block.type)?.status?.(block.model);
    if (status !== undefined && status !== 200) return status;
  }
  return 200;
}

/** A block type with a view of its own: every other one is a placeholder or unknown, a note in preview only. */
export function isBuiltBlock(type: string): boolean {
  return built.has(type);
}

export function registeredBlockTypes(): string[] {
  return [...registry.keys()];
}

import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CmsBlok, CmsStory } from '../../common/domain/cms/storyblok.types';
import { demoStories } from '../../../test/utils/demo-content';
import { mapContext } from '../../../test/utils/block-specs';
import { findBlock, registeredBlockTypes } from './block-registry';
import { lazyBlockTypes } from '../../../client/blocks/block-views';
import type { Collections } from '../collections';
import { mapBlocks, type MapProblem } from './map-blocks';

const ROOT = join(__dirname, '..', '..', '..');
const BLOCKS = join(ROOT, 'src/page-model/blocks');

describe('the block lists, derived from the block folders', () => {
  it('should be in step with the block folders (scripts/build/block-index.mjs --check)', () => {
    expect(() =>
      execFileSync(process.execPath, [join(ROOT, 'scripts/build/block-index.mjs'), '--check'], { stdio: 'pipe' }),
    ).not.toThrow();
  });

  it('should register the block of every block folder, with its view in a chunk of its own', () => {
    const folders = readdirSync(BLOCKS, { withFileTypes: true }).filter(
      (entry) => entry.isDirectory() && entry.name !== 'placeholder',
    );
    const files = folders.map((folder) => `${folder.name}/${folder.name}.block.ts`);
    const types = files.map((file) => /\btype: '([a-z_]+)'/.exec(readFileSync(join(BLOCKS, file), 'utf8'))![1]!);
    expect(types.length).toBe(files.length);
    for (const type of types) expect(findBlock(type)?.type).toBe(type);
    expect(lazyBlockTypes().sort()).toEqual([...types].sort());
    expect(registeredBlockTypes()).toEqual(expect.arrayContaining(types));
  });
});

/** Every blok (a CMS block) anywhere in a story's content. */
function bloksOf(value: unknown, into: CmsBlok[] = []): CmsBlok[] {
  if (Array.isArray(value)) for (const item of value) bloksOf(item, into);
  else if (value && typeof value === 'object') {
    if (typeof (value as { component?: unknown }).component === 'string') into.push(value as CmsBlok);
    for (const child of Object.values(value)) bloksOf(child, into);
  }
  return into;
}

const stories = <T extends CmsBlok>(centre: string, folder: string) =>
  demoStories(centre, folder).map(
    (story, index) =>
      ({
        id: index + 1,
        // the demo files name a story they relate to by `@uuid:<full_slug>` (the loader swaps in the uuid)
        uuid: `@uuid:${story.fullSlug}`,
        full_slug: story.fullSlug,
        slug: story.fullSlug.split('/').pop()!,
        name: story.name,
        content: story.content,
      }) as unknown as CmsStory<T>,
  );

describe.each(['willowvale', 'riverbend', 'karri-ridge'])('the %s demo content, mapped', (centre) => {
  const collections: Collections = {
    stores: stories(centre, 'foundation/stores/'),
    events: stories(centre, 'foundation/events/'),
    news: stories(centre, 'foundation/news/'),
    offers: stories(centre, 'foundation/offers/'),
    categories: stories(centre, 'foundation/categories/'),
    competitions: stories(centre, 'competitions/'),
    parkingRegions: stories(centre, 'foundation/parking-regions/'),
  };
  const ctx = mapContext({ centreName: centre, collections });

  it('should map every built block the demo pages use, without a problem, each with its island timing or none', () => {
    const bloks = demoStories(centre, 'pages/').flatMap((story) => bloksOf(story.content));
    const built = bloks.filter((blok) => lazyBlockTypes().includes(blok.component));
    expect(new Set(built.map((blok) => blok.component)).size).toBeGreaterThan(15);
    const problems: MapProblem[] = [];
    const nodes = mapBlocks(built, ctx, (problem) => problems.push(problem));
    expect(problems.map((problem) => `${problem.component}: ${String(problem.error)}`)).toEqual([]);
    expect(nodes).toHaveLength(built.length);
    for (const node of nodes) {
      const definition = findBlock(node.type)!;
      if (!('model' in node)) continue;
      // a block is an island exactly when its definition says so for this model
      if (!definition.island) expect(node.island).toBeUndefined();
      if (node.island) expect(['interaction', 'visible', 'idle', 'scroll']).toContain(node.island.when);
    }
  });
});

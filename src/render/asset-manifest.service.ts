import { Injectable, OnModuleInit } from '@nestjs/common';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '../common/server/files/project-root';
import type { AssetsModel } from '../../client/server-render';

interface ManifestEntry {
  file: string;
  imports: string[];
  css?: string;
}

interface Manifest {
  entries: { main?: ManifestEntry; islands?: ManifestEntry };
  modules: Record<string, ManifestEntry>;
  /** the islands' code by source file: every chunk it needs, however deep (names in ISLAND_CHUNK_BASE) */
  islandModules?: Record<string, string[]>;
  styles?: string;
  sheets?: Record<string, string>;
}

/** The islands runtime (React, MobX, the store): what every island's code follows. */
const ISLAND_RUNTIME_SOURCE = 'client/islands/island-runtime.tsx';

export const publicDir = (): string => join(projectRoot(), 'dist', 'public');

/** Reads the browser build's manifest (scripts/build.mjs) once at boot. */
@Injectable()
export class AssetManifestService implements OnModuleInit {
  private manifest: Manifest = { entries: {}, modules: {} };

  onModuleInit(): void {
    const file = join(publicDir(), 'manifest.json');
    if (!existsSync(file)) throw new Error(`The browser bundle is missing (${file}): run "npm run build" first`);
    this.manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  }

  /**
   * Assets of a page: styles, the entry module, and modules worth preloading: the entry's imports and the
   * chunks (with their imports) of the lazily loaded views the page shows, named by source file.
   */
  assets(viewSources: string[] = []): AssetsModel {
    const main = this.manifest.entries.main;
    if (!main) throw new Error('The browser bundle manifest has no main entry');
    const preload = new Set(main.imports);
    for (const source of viewSources) {
      const chunk = this.manifest.modules[source];
      if (!chunk) continue;
      preload.add(chunk.file);
      for (const imported of chunk.imports) preload.add(imported);
    }
    preload.delete(main.file);
    return { styles: this.manifest.styles, sheets: this.manifest.sheets, entry: main.file, preload: [...preload] };
  }

  /**
   * Assets of a visitor's page (decision 0013): the styles and the islands loader, nothing preloaded (an
   * island's code loads when its timing says).
   */
  islandAssets(): AssetsModel {
    const islands = this.manifest.entries.islands;
    if (!islands) throw new Error('The browser bundle manifest has no islands entry');
    return { styles: this.manifest.styles, sheets: this.manifest.sheets, entry: islands.file, preload: [] };
  }

  /**
   * Every file an island's code needs (the islands runtime's and its views', however deep), so the loader asks
   * for them in one round trip instead of discovering them import by import (decision 0013).
   */
  islandChunks(viewSources: string[]): string[] {
    // asked for every island of every rendered page: worked out once per island view, the manifest never changes
    const key = viewSources.join('\n');
    let chunks = this.islandChunksByViews.get(key);
    if (!chunks) this.islandChunksByViews.set(key, (chunks = this.collectIslandChunks(viewSources)));
    return chunks;
  }

  private readonly islandChunksByViews = new Map<string, string[]>();

  private collectIslandChunks(viewSources: string[]): string[] {
    const modules = this.manifest.islandModules ?? {};
    const chunks = new Set(modules[ISLAND_RUNTIME_SOURCE] ?? []);
    for (const source of viewSources) for (const chunk of modules[source] ?? []) chunks.add(chunk);
    return [...chunks];
  }

  /** The chunk of a lazily loaded module, by source file (tests check every view has one). */
  chunkOf(source: string): string | undefined {
    return this.manifest.modules[source]?.file;
  }
}

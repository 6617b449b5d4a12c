import type { Plugin } from 'esbuild';

export function monthViewOnly(source: string): string;
export function monthCalendarOnly(): Plugin;

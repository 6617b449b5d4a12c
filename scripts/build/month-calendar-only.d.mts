import type { Plugin } from 'esbuild';

export function monthViewOnly(source: string): string;
export function withoutPropTypes(source: string): string;
export function controlledOnly(source: string): string;
export function withoutSelection(source: string): string;
export function withoutOverlayAndToolbar(source: string): string;
export function withMonthViewExported(source: string): string;
export function monthCalendarOnly(): Plugin;

export function findIndex<T>(array: readonly T[] | null | undefined, predicate: (value: T, index: number, array: readonly T[]) => unknown): number;
export function mapValues<T, R>(object: Record<string, T>, iteratee: (value: T, key: string, object: Record<string, T>) => R): Record<string, R>;
export function transform<T, A>(object: readonly T[] | Record<string, T>, iteratee: (result: A, value: T, key: number | string, object: unknown) => unknown, accumulator?: A): A;
export function omit<T extends object>(object: T, keys: string | readonly string[]): Partial<T>;
export function isEqual(a: unknown, b: unknown): boolean;
export function chunk<T>(array: readonly T[] | null | undefined, size?: number): T[][];
export function range(start: number, end?: number, step?: number): number[];
export function defaults<T extends object>(object: T, ...sources: readonly (object | null | undefined)[]): T;

/**
 * The only place that reads the process environment. Every other file receives typed configuration.
 * Values may reference secrets as `{KEY}` (spec 1 §7: "Secrets are {key}"), resolved from the same environment.
 */
export type Env = Readonly<Record<string, string | undefined>>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
  }
}

/** Collects problems while reading so boot reports all of them at once. */
export class EnvReader {
  readonly problems: string[] = [];
  constructor(readonly env: Env) {}

  string(key: string, fallback?: string): string {
    const raw = this.env[key];
    if (raw === undefined || raw === '') return fallback ?? '';
    return this.resolveSecrets(raw, key);
  }

  optional(key: string): string | undefined {
    const value = this.string(key);
    return value === '' ? undefined : value;
  }

  int(key: string, fallback: number, { min = 0, max = Number.MAX_SAFE_INTEGER } = {}): number {
    const raw = this.env[key];
    if (raw === undefined || raw === '') return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min || value > max) {
      this.problems.push(`${key} must be a whole number from ${min} to ${max} (got "${raw}")`);
      return fallback;
    }
    return value;
  }

  bool(key: string, fallback: boolean): boolean {
    const raw = this.env[key]?.toLowerCase();
    if (raw === undefined || raw === '') return fallback;
    if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
    if (['0', 'false', 'no', 'off'].includes(raw)) return false;
    this.problems.push(`${key} must be true or false (got "${raw}")`);
    return fallback;
  }

  list(key: string, fallback: string[]): string[] {
    const raw = this.string(key);
    if (raw === '') return fallback;
    return raw.split(',').map((item) => item.trim()).filter(Boolean);
  }

  oneOf<T extends string>(key: string, allowed: readonly T[], fallback: T): T {
    const raw = this.string(key, fallback);
    if ((allowed as readonly string[]).includes(raw)) return raw as T;
    this.problems.push(`${key} must be one of ${allowed.join(', ')} (got "${raw}")`);
    return fallback;
  }

  /** Replaces `{KEY}` references with the environment value of KEY; a missing one is a problem. */
  resolveSecrets(raw: string, where: string): string {
    return raw.replace(/\{([A-Z0-9_]+)\}/g, (_, name: string) => {
      const secret = this.env[name];
      if (secret === undefined || secret === '') {
        this.problems.push(`${where} refers to {${name}}, which is not set`);
        return '';
      }
      return secret;
    });
  }
}

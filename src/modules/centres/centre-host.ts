import type { CentreConfig } from '../../../config/centres.config';

export interface HostMatchOptions {
  /** spec 1 §7: non-production host suffixes, e.g. 'localhost' makes `<slug>.localhost` that centre */
  suffixes: string[];
  /** centre for a host that matches nothing (demo and test); undefined in production */
  fallback?: CentreConfig;
}

/** Picks the centre a request is for from its Host header. */
export function centreForHost(host: string | undefined, centres: CentreConfig[], options: HostMatchOptions): CentreConfig | undefined {
  const name = hostName(host);
  if (!name) return options.fallback;
  const byDomain = centres.find((centre) => centre.domains.some((domain) => domain.toLowerCase() === name));
  if (byDomain) return byDomain;
  for (const suffix of options.suffixes) {
    if (!name.endsWith(`.${suffix}`)) continue;
    const labels = name.slice(0, -(suffix.length + 1)).split('.');
    const slug = labels[labels.length - 1];
    const bySlug = centres.find((centre) => centre.slug === slug);
    if (bySlug) return bySlug;
  }
  return options.fallback;
}

/**
 * The host names a centre's pages are served on (lower case): its domains, and outside production also
 * `<slug>.<suffix>` and the bare suffixes (`localhost` serves a centre in demo and test).
 */
export function centreHostNames(centre: Pick<CentreConfig, 'slug' | 'domains'>, nonProductionSuffixes: readonly string[]): string[] {
  const names = centre.domains.map((domain) => domain.trim().toLowerCase());
  for (const suffix of nonProductionSuffixes) names.push(`${centre.slug}.${suffix}`.toLowerCase(), suffix.toLowerCase());
  return [...new Set(names)];
}

/** Lower-case host name without port; handles IPv6 literals. */
export function hostName(host: string | undefined): string | undefined {
  if (!host) return undefined;
  const trimmed = host.trim().toLowerCase();
  if (trimmed.startsWith('[')) return trimmed.slice(0, trimmed.indexOf(']') + 1);
  return trimmed.split(':')[0] || undefined;
}

import { readFileSync } from 'node:fs';
import { EnvReader } from './env';
import type { CentreConfig } from './centre.types';
import { DEMO_CENTRES } from './demo-centres';

export type { CentreConfig } from './centre.types';

export interface CentresConfig {
  centres: CentreConfig[];
  /** spec 1 §2.3: names (from content) of the outlet centre(s) without search, 'Open Today' and get-directions */
  outletExceptionNames: string[];
}

export function centresConfig(read: EnvReader, demo: boolean): CentresConfig {
  const file = read.optional('CENTRES_FILE');
  let centres: CentreConfig[] = demo ? DEMO_CENTRES : [];
  if (file) {
    try {
      const raw = readFileSync(file, 'utf8');
      centres = JSON.parse(read.resolveSecrets(raw, `CENTRES_FILE (${file})`)) as CentreConfig[];
    } catch (error) {
      read.problems.push(`CENTRES_FILE ${file} could not be read: ${(error as Error).message}`);
    }
  }
  if (centres.length === 0) read.problems.push('no centres are configured (set CENTRES_FILE)');
  centres.forEach((centre, index) => checkCentre(read, centre, index));
  const slugs = new Set<string>();
  for (const centre of centres) {
    if (slugs.has(centre.slug)) read.problems.push(`centre slug "${centre.slug}" is configured twice`);
    slugs.add(centre.slug);
  }
  return { centres, outletExceptionNames: read.list('OUTLET_EXCEPTION_CENTRES', ['Karri Ridge Outlet']) };
}

function checkCentre(read: EnvReader, centre: CentreConfig, index: number): void {
  const where = `centre ${centre?.slug ?? `#${index}`}`;
  if (!centre?.slug || !/^[a-z0-9-]+$/.test(centre.slug)) read.problems.push(`${where}: slug must be lower-case letters, digits and dashes`);
  if (!centre?.timeZone || !isTimeZone(centre.timeZone)) read.problems.push(`${where}: timeZone "${centre?.timeZone}" is not an IANA time zone`);
  if (!centre?.cms?.spaceId) read.problems.push(`${where}: cms.spaceId is missing`);
  if (!centre?.cms?.accessToken) read.problems.push(`${where}: cms.accessToken is missing`);
  if (!Array.isArray(centre?.domains)) read.problems.push(`${where}: domains must be a list`);
  const ticketing: unknown = centre?.ticketing;
  if (ticketing !== undefined && !isTicketingSeller(ticketing))
    read.problems.push(`${where}: ticketing must name a sellerId and a gatewaySecret`);
  const recipients: unknown = centre?.enquiryRecipients;
  if (recipients !== undefined && (!Array.isArray(recipients) || !recipients.every(isRecipientEntry)))
    read.problems.push(`${where}: enquiryRecipients must be a list of addresses (name@domain) or domains (@domain)`);
}

function isTicketingSeller(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const { sellerId, gatewaySecret } = value as Record<string, unknown>;
  return typeof sellerId === 'string' && sellerId.trim() !== '' && typeof gatewaySecret === 'string' && gatewaySecret !== '';
}

/** 'name@domain.tld' or '@domain.tld' */
function isRecipientEntry(entry: unknown): boolean {
  return typeof entry === 'string' && /^[^\s@]*@[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(entry.trim());
}

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-AU', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

import type { CentreConfig } from '../../../config/centre.types';
import { isEmailAddress } from '../../common/domain/forms/email-address';

/**
 * spec 2 §7: the optional api parameter `recipientEmail` (the inbox an enquiry goes to, an email link in the
 * form's content). The site passes it on only when it is an address of the centre's own domains (a production
 * domain without its `www.`, or a subdomain of it) or one the centre's configuration names in
 * `enquiryRecipients` (an address, or a whole domain written `@domain`): a hand-made request must never turn a
 * centre's form into a relay to an arbitrary address. Any other value is left out and the data API routes the
 * lead to the centre's usual inbox (docs/forms-api.md).
 */
export function allowedRecipient(
  centre: Pick<CentreConfig, 'domains' | 'enquiryRecipients'>,
  value: unknown,
): string | undefined {
  if (typeof value !== 'string') return undefined;
  const address = value.trim().toLowerCase();
  // one shape of address everywhere: no relay or source-routing form can make a centre's form a relay
  if (!isEmailAddress(address)) return undefined;
  const domain = address.split('@')[1]!;
  const configured = (centre.enquiryRecipients ?? []).map((entry) => entry.trim().toLowerCase());
  if (configured.includes(address)) return address;
  const domains = [
    ...centre.domains.map((name) =>
      name
        .trim()
        .toLowerCase()
        .replace(/^www\./, ''),
    ),
    ...configured.filter((entry) => entry.startsWith('@')).map((entry) => entry.slice(1)),
  ].filter(Boolean);
  return domains.some((own) => domain === own || domain.endsWith(`.${own}`)) ? address : undefined;
}

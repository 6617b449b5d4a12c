/**
 * spec 2 §5 email, and issue 11 "addresses": the one shape of an address the site takes, in a form field or as
 * an enquiry's `recipientEmail`. The WHATWG address shape with a dotted host name, narrowed to what a person's
 * mailbox looks like, so that no value can route mail through a server it names:
 * - one `@` only, and a local part without `%` or `!` (the source-routing and UUCP relay forms) and unquoted;
 * - a host name, never an IP literal (`[192.0.2.1]`) or a dotted number (`ada@192.0.2.1`): the last label
 *   has a letter;
 * - at most 254 characters, the local part at most 64.
 */
const LOCAL_PART = /^[A-Za-z0-9.#$&'*+/=?^_`{|}~-]{1,64}$/;
const LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;
const EMAIL_MAX_LENGTH = 254;

export function isEmailAddress(value: string): boolean {
  if (value.length > EMAIL_MAX_LENGTH) return false;
  const parts = value.split('@');
  if (parts.length !== 2) return false;
  const [local, host] = parts as [string, string];
  if (!LOCAL_PART.test(local)) return false;
  const labels = host.split('.');
  if (labels.length < 2 || !labels.every((label) => LABEL.test(label))) return false;
  return /[A-Za-z]/.test(labels[labels.length - 1]!);
}

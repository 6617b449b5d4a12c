/**
 * spec 2 §3, §9: the email is hashed before it is tracked. SHA-256 (WebCrypto) of the trimmed, lower-case
 * address, as hex: the same visitor gives the same hash whatever case they typed.
 */
export async function hashEmail(email: string): Promise<string> {
  const normalised = email.trim().toLowerCase();
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(normalised));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

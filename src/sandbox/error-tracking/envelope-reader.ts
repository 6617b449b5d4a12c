export interface EnvelopeItem {
  header: Record<string, unknown>;
  payload: string;
}

const asObject = (line: string | undefined): Record<string, unknown> | undefined => {
  try {
    const parsed: unknown = JSON.parse(line ?? '');
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
};

/**
 * Reads an envelope as the service does: a header line, then items, each a header line and a payload (of the
 * item header's `length` in bytes when given, else up to the next newline). Undefined when it is not one.
 */
export function parseEnvelope(body: Buffer): { header: Record<string, unknown>; items: EnvelopeItem[] } | undefined {
  let at = 0;
  const line = (): string | undefined => {
    if (at >= body.length) return undefined;
    const end = body.indexOf(0x0a, at);
    const stop = end === -1 ? body.length : end;
    const value = body.subarray(at, stop).toString('utf8');
    at = stop + 1;
    return value;
  };
  const header = asObject(line());
  if (!header) return undefined;
  const items: EnvelopeItem[] = [];
  for (let next = line(); next !== undefined; next = line()) {
    if (next.trim() === '') continue;
    const itemHeader = asObject(next);
    if (!itemHeader || typeof itemHeader.type !== 'string') return undefined;
    let payload: string;
    if (typeof itemHeader.length === 'number') {
      payload = body.subarray(at, at + itemHeader.length).toString('utf8');
      at += itemHeader.length + 1;
    } else {
      payload = line() ?? '';
    }
    items.push({ header: itemHeader, payload });
  }
  return { header, items };
}

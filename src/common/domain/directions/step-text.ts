const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/**
 * A step's instructions as plain text: the directions service sends HTML ('Turn <b>left</b> onto
 * <b>Elgar Rd</b><div style="font-size:0.9em">Destination will be on the right</div>'); the page shows words
 * only, never the service's markup. A block inside it starts a new sentence.
 */
export function instructionText(html: string): string {
  return html
    .replace(/<div[^>]*>/gi, '. ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .replace(/\s+\./g, '.')
    .replace(/\.\s*\.\s/g, '. ')
    .trim();
}

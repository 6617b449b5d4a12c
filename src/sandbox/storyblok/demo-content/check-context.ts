/** What a content check needs to know about the space around the story it checks. */
export interface CheckContext {
  spaceId: string;
  /** location name (content-locations.ts) of the story with this uuid, or undefined when there is none */
  locationOfUuid(uuid: string): string | undefined;
  /** whether a story with this full_slug exists in the space */
  hasStory(fullSlug: string): boolean;
  /** records one problem at a field path such as `content.body[2].images[0].image.alt` */
  report(path: string, message: string): void;
}

export type Checked = Record<string, unknown>;

export const isRecord = (value: unknown): value is Checked =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** short rendering of a wrong value for a problem message */
export function shown(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

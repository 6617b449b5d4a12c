import { Injectable } from '@nestjs/common';
import type { CentreConfig } from '../../../config/centre.types';
import { bookingSettingsFrom } from '../../common/domain/booking/booking-settings';
import type { BookingBlockRef, BookingSettings } from '../../common/domain/booking/booking-wire';
import { ContentService } from '../content/content.service';
import { unknownBookingBlock } from './booking.errors';

export const BOOKING_BLOCK_COMPONENT = 'service_booking';

const PAGE = /^[a-z0-9][a-z0-9/_-]{0,254}$/;
const UID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * A booking block's settings, read from the page's published story (spec 3 §3.1 'Content settings'): the request
 * only names the block (`{ page, uid }`); service ids, maxPeople, membersOnly, smsConfirmation and the rest never
 * come from the body. An unknown page or block answers 400.
 */
@Injectable()
export class BookingBlockService {
  constructor(private readonly content: ContentService) {}

  async settings(centre: CentreConfig, ref: unknown): Promise<{ ref: BookingBlockRef; settings: BookingSettings }> {
    const block = readRef(ref);
    if (!block) throw unknownBookingBlock();
    const story = await this.content.story(centre, block.page, 'published');
    const blok = story ? findBlok(story.content, block.uid) : undefined;
    if (!blok) throw unknownBookingBlock();
    const settings = bookingSettingsFrom(blok);
    if (settings.serviceIds.length === 0) throw unknownBookingBlock();
    return { ref: block, settings };
  }
}

export function readRef(ref: unknown): BookingBlockRef | undefined {
  if (typeof ref !== 'object' || ref === null) return undefined;
  const { page, uid } = ref as Record<string, unknown>;
  if (typeof page !== 'string' || typeof uid !== 'string') return undefined;
  const slug = page.replace(/^\/+|\/+$/g, '');
  return PAGE.test(slug) && !slug.includes('..') && UID.test(uid) ? { page: slug, uid } : undefined;
}

/** The `service_booking` blok with this `_uid` anywhere in a story's content (blocks nest in columns, sections). */
function findBlok(node: unknown, uid: string, depth = 0): Record<string, unknown> | undefined {
  if (depth > 12 || typeof node !== 'object' || node === null) return undefined;
  if (Array.isArray(node)) {
    for (const item of node) {
      const found = findBlok(item, uid, depth + 1);
      if (found) return found;
    }
    return undefined;
  }
  const record = node as Record<string, unknown>;
  if (record.component === BOOKING_BLOCK_COMPONENT && record._uid === uid) return record;
  for (const value of Object.values(record)) {
    if (typeof value === 'object' && value !== null) {
      const found = findBlok(value, uid, depth + 1);
      if (found) return found;
    }
  }
  return undefined;
}

import type { ReactElement } from 'react';
import { centreEventsBlock } from './centre-events.block';
import { CentreEventsView } from './centre-events.view';
import { latestPromotionCardsBlock } from '../latest-promotion-cards/latest-promotion-cards.block';
import { LatestPromotionCardsView } from '../latest-promotion-cards/latest-promotion-cards.view';
import { renderAtKarriRidge } from '../../../../test/utils/block-specs';
import { CARDS_NOW, cardsContext as ctxWith, event } from '../../../../test/utils/card-stories';

const html = (node: ReactElement) => renderAtKarriRidge(node, { now: CARDS_NOW });

describe('centre_events (spec 1 §5, §9)', () => {
  it('should hide events without a recurrence and cut the list at num_shown', () => {
    const events = [event('a'), event('b'), event('no-dates', { appointmentRecurrence: [] }), event('c')];
    const model = centreEventsBlock.map(
      { _uid: 'e', component: 'centre_events', num_shown: '2' },
      ctxWith({ events: events as never }),
    );
    expect(model.cards.map((card) => card.title)).toEqual(['Event a', 'Event b']);
    expect(model.cards[0]!.link?.href).toBe(`/events/${events[0]!.id}/a`);
  });

  it('should say when there is nothing to list, per kind, and hide View all', () => {
    const model = centreEventsBlock.map(
      { _uid: 'e', component: 'centre_events', title: 'Events', link: { linktype: 'story', cached_url: 'whats-on' } },
      ctxWith({}),
    );
    const out = html(<CentreEventsView model={model} />);
    expect(out).toContain('Please check back for upcoming events soon');
    expect(out).not.toContain('View all');
    const latest = latestPromotionCardsBlock.map(
      { _uid: 'l', component: 'latest_promotion_cards', title: 'Latest' },
      ctxWith({}),
    );
    expect(html(<LatestPromotionCardsView model={latest} />)).toContain('Please check back for further updates');
  });
});

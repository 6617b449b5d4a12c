import type { ReactElement } from 'react';
import { footTrafficBlock } from './foot-traffic.block';
import { FootTrafficView } from './foot-traffic.view';
import { mapContext, renderBlock } from '../../../../test/utils/block-specs';

// Monday 23 November 2026, 3:20pm in Perth
const NOW = '2026-11-23T07:20:00Z';
const ctx = mapContext({ timeZone: 'Australia/Perth', centreName: 'Karri Ridge Outlet', now: new Date(NOW) });
const html = (node: ReactElement) =>
  renderBlock(node, { centre: 'Karri Ridge Outlet', timeZone: 'Australia/Perth', now: NOW });

describe('foot_traffic (spec 1 §2.14)', () => {
  it("should map the group block with the spec's title and 'Learn more' when the content leaves them out", () => {
    expect(
      footTrafficBlock.map(
        { _uid: 'f', component: 'foot_traffic', link: { linktype: 'story', cached_url: 'centre-traffic' } },
        ctx,
      ),
    ).toEqual({
      title: 'Popular arrival times',
      hint: 'How busy the centre usually is at each hour of the day.',
      showDaySelector: false,
      link: { href: '/centre-traffic', external: false, newTab: false },
      linkText: 'Learn more',
      anchor: undefined,
    });
    expect(
      footTrafficBlock.map(
        {
          _uid: 'f',
          component: 'foot_traffic',
          title: 'When to visit',
          hint: 'Last four weeks',
          showDaySelector: true,
          linkText: 'More',
          slug: 'traffic',
        },
        ctx,
      ),
    ).toMatchObject({
      title: 'When to visit',
      hint: 'Last four weeks',
      showDaySelector: true,
      link: undefined,
      linkText: 'More',
      anchor: 'traffic',
    });
  });

  it("should render the frame on the server: title, the week's days with 'today' first, the hint, 'Loading...' and 'Learn more'", () => {
    const model = footTrafficBlock.map(
      {
        _uid: 'f',
        component: 'foot_traffic',
        showDaySelector: true,
        link: { linktype: 'story', cached_url: 'centre-traffic' },
      },
      ctx,
    );
    const out = html(<FootTrafficView model={model} />);
    expect(out).toContain('>Popular arrival times</h2>');
    expect([...out.matchAll(/<option value="([\d-]+)"[^>]*>([^<]+)<\/option>/g)].map((m) => `${m[1]} ${m[2]}`)).toEqual(
      [
        '2026-11-23 today',
        '2026-11-24 tomorrow',
        '2026-11-25 Wednesday',
        '2026-11-26 Thursday',
        '2026-11-27 Friday',
        '2026-11-28 Saturday',
        '2026-11-29 Sunday',
      ],
    );
    expect(out).toContain('<option value="2026-11-23" selected="">today</option>');
    expect(out).toContain('How busy the centre usually is at each hour of the day.');
    expect(out).toContain(
      '<p class="traffic-message"><span class="live-loading">Loading...</span><span class="live-needs-script">Turn on JavaScript to see live figures</span></p>',
    );
    // 'Learn more' says what it is about to screen readers and crawlers (issue 26 part 4)
    expect(out).toMatch(
      /<a [^>]*href="\/centre-traffic"[^>]*>Learn more<span class="visually-hidden">: Popular arrival times<\/span><\/a>/,
    );
    expect(out).not.toContain('<table');
  });

  it('should leave out the dropdown and the link when the block has neither', () => {
    const out = html(<FootTrafficView model={footTrafficBlock.map({ _uid: 'f', component: 'foot_traffic' }, ctx)} />);
    expect(out).not.toContain('<select');
    expect(out).not.toContain('Learn more');
  });

  it("should draw today's chart on the server from the figures it read, and start its island on the first interaction", () => {
    const today = {
      date: '2026-11-23',
      readAt: NOW,
      response: {
        traffic: {
          timezone: 'Australia/Perth',
          days: [
            {
              datestamp: '2026-11-23',
              hours: [14, 15, 16].map((hour) => ({
                timestamp: `2026-11-23T${hour}:00:00+08:00`,
                occupancy: 0.5,
                alertLevel: 'YELLOW' as const,
              })),
            },
          ],
        },
        current: { timestamp: '2026-11-23T15:18:00+08:00', currentTraffic: 0.9, alertLevel: 'RED' as const },
      },
    };
    const model = footTrafficBlock.map({ _uid: 'f', component: 'foot_traffic' }, { ...ctx, trafficToday: today });
    expect(model.today).toEqual(today);
    expect(footTrafficBlock.island).toBeInstanceOf(Function);
    const timing = footTrafficBlock.island as (m: typeof model) => unknown;
    expect(timing(model)).toEqual({ when: 'visible', delayMs: 15 * 60_000, hover: true });
    expect(timing({ ...model, today: undefined })).toEqual({ when: 'visible' });
    const out = html(<FootTrafficView model={model} />);
    expect(out).not.toContain('Loading...');
    expect(out.match(/<g class="traffic-drawn__bar traffic-drawn__bar--moderate">/g)).toHaveLength(3);
    expect(out).toContain('>Now</text>');
    expect(out).toContain('<th scope="row">3PM, now</th>');
    expect(out).toContain('Busier than usual</strong><span class="traffic-now__at"> (at 3:20pm)</span>');
  });
});

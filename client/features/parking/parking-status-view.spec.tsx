import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ParkingStatusView } from './parking-status-view';

describe('parking status view (spec 1 §4, §9)', () => {
  const render = (node: ReactElement) => renderToStaticMarkup(node);

  it('should show the band word with its icon, the percent and the bar, named by a sentence', () => {
    const out = render(
      <ParkingStatusView
        bar
        view={{
          kind: 'ready',
          value: {
            kind: 'occupancy',
            percent: 45,
            band: 'plenty',
            label: 'Plenty',
            description: 'Parking 45% full, plenty of spaces',
          },
        }}
      />,
    );
    expect(out).toContain(
      'class="parking-status parking-status--plenty" role="img" aria-label="Parking 45% full, plenty of spaces"',
    );
    expect(out).toContain('<span class="parking-bar__fill" style="width:45%"></span>');
    expect(out).toMatch(
      /<span class="parking-status__badge"><svg[^]*<\/svg>Plenty<\/span><span class="parking-status__figure">45% full<\/span>/,
    );
  });

  it('should show the time to park label', () => {
    const out = render(
      <ParkingStatusView
        view={{
          kind: 'ready',
          value: { kind: 'timeToPark', minutes: 24, band: 'limited', label: 'Limited', description: 'x' },
        }}
      />,
    );
    expect(out).toContain('parking-status--limited parking-status--time');
    expect(out).toMatch(/<\/svg>Limited<\/span><span class="parking-status__figure">time to park<\/span>/);
  });

  it("should say 'Unavailable' on failure and for a car park that counts no spaces, 'Loading...' while loading", () => {
    expect(render(<ParkingStatusView view={{ kind: 'unavailable' }} />)).toBe(
      '<p class="parking-status parking-status--unavailable">Unavailable</p>',
    );
    expect(render(<ParkingStatusView view={{ kind: 'ready', value: { kind: 'noFigure' } }} />)).toBe(
      '<p class="parking-status parking-status--unavailable">Unavailable</p>',
    );
    expect(render(<ParkingStatusView view={{ kind: 'loading' }} />)).toBe(
      '<p class="parking-status parking-status--pending"><span class="live-loading">Loading...</span><span class="live-needs-script">Turn on JavaScript to see live figures</span></p>',
    );
  });
});

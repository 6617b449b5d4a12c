import { renderToStaticMarkup } from 'react-dom/server';
import { DirectionsStore } from './directions.store';
import type { MapsSdk } from './maps-sdk';
import { RouteSteps } from './route-steps';

const centre = { name: 'Riverbend', streetAddress: '1 Riverbend Boulevard', suburb: 'Riverbend', state: 'QLD', postcode: '4068' };
const route = {
  duration: '38 mins',
  distance: '9.1 km',
  steps: [
    { travelMode: 'WALKING', maneuver: '', instructions: 'Walk to <b>South Bank ferry terminal</b>', duration: '6 mins', distance: '450 m' },
    { travelMode: 'DRIVING', maneuver: 'turn-right', instructions: 'Turn <b>right</b> onto Riverbend Blvd', duration: '1 min', distance: '200 m' },
  ],
};

async function planned() {
  const sdk = { route: async () => ({ outcome: { status: 'OK', route }, drawing: {} }) } as unknown as MapsSdk;
  const store = new DirectionsStore(centre, 'TRANSIT', () => sdk, async () => ({ lat: 0, lng: 0 }));
  store.choosePlace({ lat: -27.475, lng: 153.021, name: 'South Bank Parklands', vicinity: 'South Brisbane' });
  await store.getDirections();
  return store;
}

describe('the route steps (spec 1 §2.12)', () => {
  it("should head the steps 'Travelling By' PTV from the place, with duration, distance, icons and the actions", async () => {
    const html = renderToStaticMarkup(<RouteSteps store={await planned()} />);
    expect(html).toContain('<p class="planner__by">Travelling By</p>');
    expect(html).toContain('<h3 class="planner__route-title">PTV from South Bank Parklands, South Brisbane</h3>');
    expect(html).toContain('<p class="planner__summary">38 mins, 9.1 km</p>');
    expect(html).toContain('planner__icon--walking');
    expect(html).toContain('planner__icon--turn-right');
    expect(html).toContain('<span class="planner__instruction">Turn right onto Riverbend Blvd</span>');
    expect(html).toMatch(/<button type="button" class="button button--secondary">Back<\/button>/);
    expect(html).toContain('href="https://www.google.com/maps/dir/?api=1&amp;origin=-27.475%2C153.021&amp;destination=1%20Riverbend%20Boulevard%2C%20Riverbend%20QLD%204068&amp;travelmode=transit"');
    expect(html).toContain('>Print</button>');
  });

  it('should keep the header and offer the steps again once Back hid them', async () => {
    const store = await planned();
    store.back();
    const html = renderToStaticMarkup(<RouteSteps store={store} />);
    expect(html).toContain('Travelling By');
    expect(html).not.toContain('planner__steps');
    expect(html).not.toContain('>Back<');
    expect(html).toContain('Show the steps');
  });
});

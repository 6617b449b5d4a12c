import {
  applyRoute,
  chooseTravelMode,
  initialDirections,
  placeText,
  reverseDirection,
  setClientLocation,
  setStepsVisible,
  toggleTravelMode,
  type RouteSummary,
} from './directions-state';
import { stepIcon } from './maneuver-icon';
import { instructionText } from './step-text';
import { plannerMode } from './travel-mode';

const route: RouteSummary = {
  duration: '25 mins',
  distance: '14.2 km',
  steps: [{ travelMode: 'DRIVING', maneuver: 'turn-left', instructions: 'Turn <b>left</b>', duration: '1 min', distance: '300 m' }],
};
const withRoute = applyRoute(initialDirections('DRIVING'), { status: 'OK', route });

describe('directions state (spec 1 §4)', () => {
  it('should start to the centre, in the content default mode, with no steps', () => {
    expect(initialDirections('TRANSIT')).toEqual({ travelMode: 'TRANSIT', toCentre: true, stepsVisible: false, noRoute: false });
    expect(plannerMode('transit')).toBe('TRANSIT');
    expect(plannerMode('WALKING')).toBe('DRIVING');
  });

  it('should toggle the travel mode between driving and transit and clear the old route', () => {
    const transit = toggleTravelMode(withRoute);
    expect(transit).toMatchObject({ travelMode: 'TRANSIT', route: undefined, stepsVisible: false });
    expect(toggleTravelMode(transit).travelMode).toBe('DRIVING');
    expect(chooseTravelMode(withRoute, 'DRIVING')).toBe(withRoute);
  });

  it('should reverse the direction (swap start and destination) and clear the old route', () => {
    const reversed = reverseDirection(withRoute);
    expect(reversed).toMatchObject({ toCentre: false, route: undefined, stepsVisible: false });
    expect(reverseDirection(reversed).toCentre).toBe(true);
  });

  it('should show the steps of a route and hide them again', () => {
    expect(withRoute.stepsVisible).toBe(true);
    const hidden = setStepsVisible(withRoute, false);
    expect(hidden).toMatchObject({ stepsVisible: false, route });
    expect(setStepsVisible(hidden, true).stepsVisible).toBe(true);
    expect(setStepsVisible(initialDirections('DRIVING'), true).stepsVisible).toBe(false);
  });

  it('should clear the route and say so when the service finds zero results', () => {
    const none = applyRoute(withRoute, { status: 'ZERO_RESULTS' });
    expect(none).toMatchObject({ route: undefined, stepsVisible: false, noRoute: true });
    expect(applyRoute(none, { status: 'OK', route }).noRoute).toBe(false);
    expect(applyRoute(withRoute, { status: 'ERROR' })).toMatchObject({ route: undefined, noRoute: false });
  });

  it('should name the chosen place by name and vicinity, or as the current location', () => {
    const place = { lat: -37.8, lng: 144.9, name: 'Federation Square', vicinity: 'Melbourne' };
    expect(placeText(place)).toBe('Federation Square, Melbourne');
    expect(placeText({ ...place, current: true })).toBe('Your current location');
    expect(setClientLocation(withRoute, place)).toMatchObject({ clientLocation: place, route: undefined });
  });
});

describe('step icons (spec 1 §2.12)', () => {
  it.each([
    ['turn-left', 'DRIVING', 'turn-left'],
    ['turn-sharp-left', 'DRIVING', 'turn-left'],
    ['roundabout-right', 'DRIVING', 'turn-right'],
    ['turn-right', 'WALKING', 'turn-right'],
    ['', 'WALKING', 'walking'],
    [undefined, 'TRANSIT', 'straight'],
    ['straight', 'DRIVING', 'straight'],
    ['merge', 'DRIVING', 'straight'],
  ])('should show %s while %s as %s', (maneuver, mode, icon) => {
    expect(stepIcon(maneuver, mode)).toBe(icon);
  });
});

describe('step instructions', () => {
  it('should show the service HTML as words only, a block starting a new sentence', () => {
    expect(instructionText('Turn <b>left</b> onto <b>Elgar Rd</b><div style="font-size:0.9em">Destination will be on the right</div>')).toBe(
      'Turn left onto Elgar Rd. Destination will be on the right',
    );
    expect(instructionText('Take the <script>x</script> tram &amp; walk')).toBe('Take the x tram & walk');
  });
});

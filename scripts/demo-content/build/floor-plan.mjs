// foundation/mapping's floor plan: the site draws it when no map vendor is configured (docs/indoor-map.md).
// Every floor a store trades on gets four rows of shop units around two malls (x 40-960, y 40-620), filled with
// that floor's stores in slug order (the rest stay vacant), and the same lifts, toilets and parents' room; the
// lowest floor and Ground get the entrances and the car parks.
import { FLOOR_NAMES, FLOOR_ORDER } from '../lib/floors.mjs';

const ROWS = [
  [40, 170],
  [250, 330],
  [330, 410],
  [490, 620],
];
const LEFT = 40;
const WIDTH = 920;
const MIN_COLUMNS = 6;

const rank = (code) => (FLOOR_ORDER.includes(code) ? FLOOR_ORDER.indexOf(code) : FLOOR_ORDER.length);

/** stores: the story list of buildStores; returns the mapping's floors, lowest first */
export function floorPlan(stores) {
  const byFloor = new Map();
  for (const { fullSlug, story } of stores) {
    const code = story.content.floor;
    if (!byFloor.has(code)) byFloor.set(code, []);
    byFloor.get(code).push(fullSlug.split('/').pop());
  }
  const codes = [...byFloor.keys()].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
  return codes.map((code, index) => ({
    component: 'map_floor',
    code,
    name: FLOOR_NAMES[code] ?? code,
    units: units(byFloor.get(code).sort()),
    amenities: amenities(index === 0 || code === 'G', code),
  }));
}

function units(slugs) {
  const columns = Math.max(MIN_COLUMNS, Math.ceil(slugs.length / ROWS.length));
  const width = WIDTH / columns;
  const cells = ROWS.flatMap(([top, bottom]) =>
    Array.from({ length: columns }, (_, column) => {
      const left = Math.round(LEFT + column * width);
      const right = Math.round(LEFT + (column + 1) * width);
      return `${left},${top} ${right},${top} ${right},${bottom} ${left},${bottom}`;
    }),
  );
  return cells.map((points, index) => {
    const unit = { component: 'map_unit', points };
    if (slugs[index]) unit.store = slugs[index];
    return unit;
  });
}

function amenities(street, code) {
  const list = [
    { kind: 'lift', x: 500, y: 210, label: 'Lift A' },
    { kind: 'lift', x: 500, y: 450, label: 'Lift B' },
    { kind: 'toilets', x: 160, y: 450, label: 'Toilets' },
    { kind: 'parents-room', x: 840, y: 210, label: "Parents' room" },
  ];
  if (street) {
    list.push(
      { kind: 'entrance', x: 20, y: 210, label: 'West entrance' },
      { kind: 'entrance', x: 980, y: 450, label: 'East entrance' },
      { kind: 'car-park', x: 250, y: 670, label: code === 'G' ? 'Car park P1' : 'Car park P2' },
      { kind: 'car-park', x: 750, y: 670, label: code === 'G' ? 'Car park P3' : 'Car park P4' },
    );
  }
  return list.map((item) => ({ component: 'map_amenity', ...item }));
}

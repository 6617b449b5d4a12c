// foundation/mapping's floor plans: the site draws them, and walks its routes on them, when no map vendor is
// configured (docs/indoor-map.md). Each floor a store trades on is laid out on its own: a main mall running east to
// west with shops on both sides, and none to three wings (north or south malls) chosen per centre and floor, so
// floors differ in shape and unit count as real floors do. The mall grows until the floor's stores fit, with a few
// units left vacant. Every floor has Lift A and Lift B in the same shafts and Escalator 1 in the same void (they
// join the floors); the street floors (Ground and the lowest) have the entrances and car parks. The walkable graph
// runs along each mall's middle: a node at every shop door, junction, lift and escalator.
import { FLOOR_NAMES, FLOOR_ORDER } from '../lib/floors.mjs';
import { random } from '../lib/random.mjs';

/** the main mall's centre line */
const MALL_Y = 400;
/** half a mall's width */
const HALF = 28;
/** how deep a shop is from its shopfront */
const DEPTH = 90;
/** a wing shop's frontage */
const WING_UNIT = 90;
/** the frontage a main-mall shop averages */
const FRONTAGE = 118;
/** lifts' and the escalator's places, the same on every floor (x on the main mall) */
const CORES = [
  { kind: 'lift', label: 'Lift A', x: 300, side: 'north' },
  { kind: 'lift', label: 'Lift B', x: 980, side: 'north' },
  { kind: 'escalator', label: 'Escalator 1', x: 640, side: 'south' },
];
const CORE_HALF = 45;
/** where a wing may leave the main mall; clear of the cores and of each other */
const SHAPES = [
  { name: 'bar', wings: [] },
  { name: 'T', wings: [{ x: 640, side: 'north' }] },
  { name: 'inverted T', wings: [{ x: 380, side: 'south' }] },
  { name: 'L', wings: [{ x: 900, side: 'south' }] },
  { name: 'cross', wings: [{ x: 640, side: 'north' }, { x: 900, side: 'south' }] },
  { name: 'Z', wings: [{ x: 640, side: 'north' }, { x: 380, side: 'south' }] },
  { name: 'U', wings: [{ x: 380, side: 'south' }, { x: 900, side: 'south' }] },
  { name: 'E', wings: [{ x: 640, side: 'north' }, { x: 380, side: 'south' }, { x: 900, side: 'south' }] },
];
const WEST_ENDS = [60, 100, 140, 180];
const UNIT_PREFIX = { BL: 'B', LG: 'LG', G: 'G', L1: '1', L2: '2', L3: '3', L4: '4', L5: '5' };

const rank = (code) => (FLOOR_ORDER.includes(code) ? FLOOR_ORDER.indexOf(code) : FLOOR_ORDER.length);

/** stores: the story list of buildStores; returns the mapping's floors, lowest first */
export function floorPlan(stores, centreSlug = 'centre') {
  const byFloor = new Map();
  for (const { fullSlug, story } of stores) {
    const code = story.content.floor;
    if (!byFloor.has(code)) byFloor.set(code, []);
    byFloor.get(code).push(fullSlug.split('/').pop());
  }
  const codes = [...byFloor.keys()].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
  return codes.map((code, index) => {
    const street = index === 0 || code === 'G';
    return floor(code, byFloor.get(code).sort(), { street, lowest: index === 0, seed: `${centreSlug}:map:${code}` });
  });
}

function floor(code, slugs, { street, lowest, seed }) {
  const rng = random(seed);
  const wanted = Math.ceil(slugs.length * 1.15) + 2; // a few vacant units, and the toilets and parents' room
  const wingCount = slugs.length > 24 ? 3 : slugs.length > 14 ? rng.int(1, 2) : rng.int(0, 1);
  const shape = rng.pick(SHAPES.filter((item) => item.wings.length === wingCount));
  const depth = wingCount === 3 ? 4 : 3;
  const wings = shape.wings.map((wing) => ({ ...wing, units: depth }));
  const west = rng.pick(WEST_ENDS);
  let east = 1080;
  let slots = layout(west, east, wings, rng);
  while (slots.length < wanted) {
    east += 40;
    slots = layout(west, east, wings, random(`${seed}:${east}`));
  }
  return drawFloor({ code, slugs, west, east, wings, slots, street, lowest, rng });
}

/** every shop slot of a floor: its outline box, its shopfront (door) and the mall it opens on */
function layout(west, east, wings, rng) {
  const northGaps = [
    ...CORES.filter((core) => core.side === 'north').map((core) => [core.x - CORE_HALF, core.x + CORE_HALF]),
    ...wings.filter((wing) => wing.side === 'north').map((wing) => [wing.x - HALF - DEPTH, wing.x + HALF + DEPTH]),
  ];
  const southGaps = [
    ...CORES.filter((core) => core.side === 'south').map((core) => [core.x - CORE_HALF, core.x + CORE_HALF]),
    ...wings.filter((wing) => wing.side === 'south').map((wing) => [wing.x - HALF - DEPTH, wing.x + HALF + DEPTH]),
  ];
  const slots = [];
  for (const [side, gaps] of [
    ['north', northGaps],
    ['south', southGaps],
  ]) {
    const top = side === 'north' ? MALL_Y - HALF - DEPTH : MALL_Y + HALF;
    for (const [left, right] of segments(west, east, gaps))
      for (const [l, r] of split(left, right, rng))
        slots.push({
          box: [l, top, r, top + DEPTH],
          door: { x: Math.round((l + r) / 2), y: side === 'north' ? MALL_Y - HALF : MALL_Y + HALF },
          mall: 'main',
        });
  }
  wings.forEach((wing, index) => {
    const sign = wing.side === 'north' ? -1 : 1;
    const start = MALL_Y + sign * HALF;
    for (let i = 0; i < wing.units; i += 1) {
      const a = start + sign * i * WING_UNIT;
      const b = start + sign * (i + 1) * WING_UNIT;
      const [y0, y1] = [Math.min(a, b), Math.max(a, b)];
      const cy = Math.round((y0 + y1) / 2);
      slots.push({ box: [wing.x - HALF - DEPTH, y0, wing.x - HALF, y1], door: { x: wing.x - HALF, y: cy }, mall: index });
      slots.push({ box: [wing.x + HALF, y0, wing.x + HALF + DEPTH, y1], door: { x: wing.x + HALF, y: cy }, mall: index });
    }
  });
  return slots;
}

/** the stretches of [west, east] between the gaps */
function segments(west, east, gaps) {
  const sorted = [...gaps].sort((a, b) => a[0] - b[0]);
  const out = [];
  let at = west;
  for (const [l, r] of sorted) {
    if (l > at) out.push([at, l]);
    at = Math.max(at, r);
  }
  if (east > at) out.push([at, east]);
  return out.filter(([l, r]) => r - l >= 90);
}

/** a stretch of shopfront cut into shops of varied frontage */
function split(left, right, rng) {
  const count = Math.max(1, Math.round((right - left) / FRONTAGE));
  const weights = Array.from({ length: count }, () => 0.8 + rng.next() * 0.45);
  const total = weights.reduce((sum, w) => sum + w, 0);
  const cuts = [left];
  let sum = 0;
  for (const w of weights) {
    sum += w;
    cuts.push(Math.round(left + ((right - left) * sum) / total));
  }
  cuts[cuts.length - 1] = right;
  return cuts.slice(1).map((r, i) => [cuts[i], r]);
}

function drawFloor({ code, slugs, west, east, wings, slots, street, lowest, rng }) {
  const westEnd = west - 20;
  const eastEnd = east + 20;
  // the toilets and the parents' room take two main-mall slots; some other slots stay vacant
  const mainSlots = slots.filter((slot) => slot.mall === 'main');
  const services = [mainSlots[1], mainSlots[mainSlots.length - 2]];
  const shops = slots.filter((slot) => !services.includes(slot));
  const vacant = new Set(rng.sample(shops, shops.length - slugs.length));
  const shuffled = shuffle(slugs, rng);

  // the walkable graph: the main mall's nodes by x, each wing's by y
  const mainXs = merge([westEnd, eastEnd, ...mainSlots.map((slot) => slot.door.x), ...wings.map((w) => w.x), ...CORES.map((c) => c.x)]);
  const nodes = mainXs.map((x, i) => ({ id: `m${i + 1}`, x, y: MALL_Y }));
  const mainNode = (x) => nodes[mainXs.reduce((best, value, i) => (Math.abs(value - x) < Math.abs(mainXs[best] - x) ? i : best), 0)];
  const edges = nodes.slice(1).map((node, i) => ({ from: nodes[i].id, to: node.id }));
  const wingNode = [];
  wings.forEach((wing, index) => {
    const ys = merge(slots.filter((slot) => slot.mall === index).map((slot) => slot.door.y));
    if (wing.side === 'north') ys.reverse();
    let previous = mainNode(wing.x);
    const own = ys.map((y, j) => {
      const node = { id: `w${index + 1}n${j + 1}`, x: wing.x, y };
      nodes.push(node);
      edges.push({ from: previous.id, to: node.id });
      previous = node;
      return node;
    });
    wingNode[index] = (y) => own.reduce((best, node) => (Math.abs(node.y - y) < Math.abs(best.y - y) ? node : best));
  });
  const doorNode = (slot) => (slot.mall === 'main' ? mainNode(slot.door.x) : wingNode[slot.mall](slot.door.y));

  const prefix = UNIT_PREFIX[code] ?? code;
  let taken = 0;
  const units = shops.map((slot, i) => {
    const [l, t, r, b] = slot.box;
    const unit = {
      component: 'map_unit',
      points: `${l},${t} ${r},${t} ${r},${b} ${l},${b}`,
      number: `${prefix}${String(i + 1).padStart(2, '0')}`,
      door: doorNode(slot).id,
      doorX: slot.door.x,
      doorY: slot.door.y,
    };
    if (!vacant.has(slot) && taken < shuffled.length) unit.store = shuffled[taken++];
    return unit;
  });

  const amenities = CORES.map((core) => ({
    kind: core.kind,
    x: core.x,
    y: core.side === 'north' ? MALL_Y - HALF - DEPTH / 2 : MALL_Y + HALF + DEPTH / 2,
    label: core.label,
    node: mainNode(core.x).id,
  }));
  const centreOf = (slot) => ({ x: Math.round((slot.box[0] + slot.box[2]) / 2), y: Math.round((slot.box[1] + slot.box[3]) / 2) });
  amenities.push({ kind: 'toilets', ...centreOf(services[0]), label: 'Toilets' });
  amenities.push({ kind: 'parents-room', ...centreOf(services[1]), label: "Parents' room" });
  if (street) {
    const parkY = MALL_Y + HALF + DEPTH + 60;
    nodes.push({ id: 'cpw', x: westEnd - 20, y: parkY }, { id: 'cpe', x: eastEnd + 20, y: parkY });
    edges.push({ from: nodes[0].id, to: 'cpw' }, { from: mainNode(eastEnd).id, to: 'cpe' });
    amenities.push(
      { kind: 'entrance', x: westEnd, y: MALL_Y, label: 'West entrance', node: nodes[0].id },
      { kind: 'entrance', x: eastEnd, y: MALL_Y, label: 'East entrance', node: mainNode(eastEnd).id },
      { kind: 'car-park', x: westEnd - 20, y: parkY, label: lowest && code !== 'G' ? 'Car park P2' : 'Car park P1', node: 'cpw' },
      { kind: 'car-park', x: eastEnd + 20, y: parkY, label: lowest && code !== 'G' ? 'Car park P4' : 'Car park P3', node: 'cpe' },
    );
  }

  return {
    component: 'map_floor',
    code,
    name: FLOOR_NAMES[code] ?? code,
    outline: outline(westEnd, eastEnd, wings),
    corridors: [
      rect(westEnd, MALL_Y - HALF, eastEnd, MALL_Y + HALF),
      ...wings.map((wing) => {
        const far = MALL_Y + (wing.side === 'north' ? -1 : 1) * (HALF + wing.units * WING_UNIT);
        const near = MALL_Y + (wing.side === 'north' ? -HALF : HALF);
        return rect(wing.x - HALF, Math.min(far, near), wing.x + HALF, Math.max(far, near));
      }),
    ].map((points) => ({ component: 'map_corridor', points })),
    units,
    amenities: amenities.map((item) => ({ component: 'map_amenity', ...item })),
    nodes: nodes.map((node) => ({ component: 'map_node', ...node })),
    edges: edges.map((edge) => ({ component: 'map_edge', ...edge })),
  };
}

/** the floor's outline: the main block, with each wing's block drawn out of its north or south side */
function outline(westEnd, eastEnd, wings) {
  const top = MALL_Y - HALF - DEPTH;
  const bottom = MALL_Y + HALF + DEPTH;
  const width = HALF + DEPTH;
  const points = [[westEnd, top]];
  for (const wing of wings.filter((w) => w.side === 'north').sort((a, b) => a.x - b.x)) {
    const far = MALL_Y - HALF - wing.units * WING_UNIT;
    points.push([wing.x - width, top], [wing.x - width, far], [wing.x + width, far], [wing.x + width, top]);
  }
  points.push([eastEnd, top], [eastEnd, bottom]);
  for (const wing of wings.filter((w) => w.side === 'south').sort((a, b) => b.x - a.x)) {
    const far = MALL_Y + HALF + wing.units * WING_UNIT;
    points.push([wing.x + width, bottom], [wing.x + width, far], [wing.x - width, far], [wing.x - width, bottom]);
  }
  points.push([westEnd, bottom]);
  return points.map(([x, y]) => `${x},${y}`).join(' ');
}

const rect = (l, t, r, b) => `${l},${t} ${r},${t} ${r},${b} ${l},${b}`;

/** sorted, with values closer than 12 to the one before dropped */
function merge(values) {
  const out = [];
  for (const value of [...values].sort((a, b) => a - b)) if (out.length === 0 || value - out[out.length - 1] >= 12) out.push(value);
  return out;
}

function shuffle(items, rng) {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(rng.next() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

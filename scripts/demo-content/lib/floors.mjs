// The floor codes of spec 1 §3, lowest first, and their labels (src/common/domain/stores/store-facts.ts reads the
// same codes on the site; the generator is plain .mjs and imports nothing from src/).
export const FLOOR_ORDER = ['BL', 'LG', 'G', 'L1', 'L2', 'L3', 'L4', 'L5'];
export const FLOOR_NAMES = {
  BL: 'Basement Level',
  LG: 'Lower Ground',
  G: 'Ground Level',
  L1: 'Level 1',
  L2: 'Level 2',
  L3: 'Level 3',
  L4: 'Level 4',
  L5: 'Level 5',
};

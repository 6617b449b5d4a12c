import { byDisplayOrder, compareTitles, displayOrderOf } from './title-order';
import { sortNestedSections } from './nav-tree';

describe('ordering (spec 1 §9)', () => {
  it('should sort categories by displayOrder, 999 when missing, then by title', () => {
    const sorted = byDisplayOrder([
      { title: 'Food', displayOrder: '' },
      { title: 'Fashion', displayOrder: 2 },
      { title: 'Beauty', displayOrder: '2' },
      { title: 'Dining' },
      { title: 'Tech', displayOrder: 1 },
      { title: 'Services', displayOrder: 'soon' },
    ]);
    expect(sorted.map((item) => item.title)).toEqual(['Tech', 'Beauty', 'Fashion', 'Dining', 'Food', 'Services']);
    expect(displayOrderOf(undefined)).toBe(999);
  });

  it('should compare titles without case or accents, numbers numerically', () => {
    expect(['b', 'A', 'Store 10', 'Store 2', 'école'].sort(compareTitles)).toEqual([
      'A',
      'b',
      'école',
      'Store 2',
      'Store 10',
    ]);
  });

  it('should sort nested sections by title at every depth and keep the top level order', () => {
    interface Node {
      text: string;
      children: Node[];
    }
    const node = (text: string, children: Node[] = []): Node => ({ text, children });
    const tree = [
      node('Visit', [node('Parking', [node('Zone B'), node('Zone A')]), node('Accessibility')]),
      node('About'),
    ];
    const sorted = sortNestedSections(tree);
    expect(sorted.map((item) => item.text)).toEqual(['Visit', 'About']);
    expect(sorted[0]!.children.map((item) => item.text)).toEqual(['Accessibility', 'Parking']);
    expect(sorted[0]!.children[1]!.children.map((item) => item.text)).toEqual(['Zone A', 'Zone B']);
    expect(tree[0]!.children[0]!.text).toBe('Parking');
  });
});

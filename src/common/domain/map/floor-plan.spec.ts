import { labelPosition, parsePoints, planBounds, pointsText } from './floor-plan';

describe('floor plan outlines', () => {
  it('should read an outline written as SVG polygon points', () => {
    expect(parsePoints('0,0 10,0 10,5 0,5')).toEqual([
      { x: 0, y: 0 },
      { x: 10, y: 0 },
      { x: 10, y: 5 },
      { x: 0, y: 5 },
    ]);
    expect(pointsText(parsePoints(' 1,2  3,4 5,6 '))).toBe('1,2 3,4 5,6');
  });

  it('should give no outline for malformed or degenerate points', () => {
    expect(parsePoints('0,0 10,0')).toEqual([]);
    expect(parsePoints('0,0 10,x 5,5')).toEqual([]);
    expect(parsePoints('0,0,1 10,0 5,5')).toEqual([]);
    expect(parsePoints(undefined)).toEqual([]);
  });

  it('should frame every point with a margin', () => {
    expect(
      planBounds([
        { x: 0, y: 0 },
        { x: 100, y: 50 },
      ]),
    ).toEqual({ x: -80, y: -80, width: 260, height: 210 });
    expect(planBounds([])).toEqual({ x: 0, y: 0, width: 100, height: 100 });
  });

  it('should put a rectangle’s label at its centre and an L-shaped unit’s label at its centroid', () => {
    expect(labelPosition(parsePoints('0,0 10,0 10,4 0,4'))).toEqual({ x: 5, y: 2 });
    expect(labelPosition(parsePoints('0,0 20,0 20,10 10,10 10,20 0,20'))).toEqual({ x: 8.3, y: 8.3 });
  });

  it('should fall back to the mean of the vertices for an outline with no area', () => {
    expect(
      labelPosition([
        { x: 0, y: 0 },
        { x: 10, y: 0 },
        { x: 20, y: 0 },
      ]),
    ).toEqual({ x: 10, y: 0 });
  });
});

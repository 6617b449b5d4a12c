import { MAX_ZOOM, panView, revealPoint, viewBoxText, wholePlan, zoomView } from './plan-view';

const bounds = { x: 0, y: 0, width: 1000, height: 600 };

describe('the plan view', () => {
  it('should zoom in around the centre, halving what is in view at zoom 2', () => {
    const view = zoomView(wholePlan(bounds), bounds, 2);
    expect(view).toEqual({ x: 250, y: 150, width: 500, height: 300, zoom: 2 });
    expect(viewBoxText(view)).toBe('250 150 500 300');
  });

  it('should keep the point under the pointer in place while zooming', () => {
    const view = zoomView(wholePlan(bounds), bounds, 2, { x: 100, y: 100 });
    expect(view).toMatchObject({ x: 50, y: 50, width: 500, height: 300 });
  });

  it('should never zoom out past the whole plan nor in past the limit', () => {
    expect(zoomView(wholePlan(bounds), bounds, 0.5)).toEqual(wholePlan(bounds));
    expect(zoomView(wholePlan(bounds), bounds, 100).zoom).toBe(MAX_ZOOM);
  });

  it('should pan within the plan and stop at its edges', () => {
    const zoomed = zoomView(wholePlan(bounds), bounds, 2);
    expect(panView(zoomed, bounds, 100, -50)).toMatchObject({ x: 350, y: 100 });
    expect(panView(zoomed, bounds, 10_000, 10_000)).toMatchObject({ x: 500, y: 300 });
    expect(panView(wholePlan(bounds), bounds, 50, 50)).toMatchObject({ x: 0, y: 0 });
  });

  it('should move the view just enough to show a point with its margin, and not at all when it shows', () => {
    const zoomed = zoomView(wholePlan(bounds), bounds, 2);
    expect(revealPoint(zoomed, bounds, { x: 500, y: 300 }, 20)).toBe(zoomed);
    expect(revealPoint(zoomed, bounds, { x: 900, y: 300 }, 20)).toMatchObject({ x: 420, y: 150 });
    expect(revealPoint(zoomed, bounds, { x: 100, y: 140 }, 20)).toMatchObject({ x: 80, y: 120 });
    expect(revealPoint(zoomed, bounds, { x: 995, y: 300 }, 20)).toMatchObject({ x: 500 });
  });
});

import { titleWithCentre } from './page-base';

describe('page titles name the centre once', () => {
  it('should add the centre’s name after a page title, and before it on the home page', () => {
    expect(titleWithCentre('Stores', 'Willowvale', false)).toBe('Stores | Willowvale');
    expect(titleWithCentre('Home', 'Willowvale', true)).toBe('Willowvale | Home');
  });

  it('should keep a title that already names the centre as it is', () => {
    expect(titleWithCentre('Facilities | Willowvale', 'Willowvale', false)).toBe('Facilities | Willowvale');
    expect(titleWithCentre('Hearth & Bean at Riverbend', 'Riverbend', false)).toBe('Hearth & Bean at Riverbend');
    expect(titleWithCentre('Karri Ridge Outlet | Brand outlets beside Perth Airport', 'Karri Ridge Outlet', true)).toBe(
      'Karri Ridge Outlet | Brand outlets beside Perth Airport',
    );
    expect(titleWithCentre('willowvale', 'Willowvale', true)).toBe('willowvale');
  });
});

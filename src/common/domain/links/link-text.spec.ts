import { isBareLinkText } from './link-text';

describe('isBareLinkText (issue 26 part 4: descriptive link text)', () => {
  it("should take 'Learn more', 'MORE INFO' and 'Read more' as saying nothing of where a link leads", () => {
    for (const text of ['Learn more', 'MORE INFO', 'Read more', ' read  more… ', 'More', 'Click here', 'See more >'])
      expect(isBareLinkText(text)).toBe(true);
  });

  it('should take a link that names its page as descriptive', () => {
    for (const text of ['Parking and rates', 'Meet them', 'View all offers', 'Learn more about parking', ''])
      expect(isBareLinkText(text)).toBe(false);
  });
});

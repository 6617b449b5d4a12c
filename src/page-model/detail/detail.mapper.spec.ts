import type { CompetitionContent } from '../../common/domain/cms/competition-content.types';
import { toDetail } from './detail.mapper';

const assets = { origin: 'https://a.storyblok.com', baseUrl: 'https://a.storyblok.com' };
const competition = (expiryDate: string) =>
  ({
    component: 'competition',
    competition_name: 'Win a Year of Shopping',
    name: 'win-a-year-of-shopping',
    expiryDate,
    minimalTerms: { type: 'doc', content: [] },
  }) as unknown as CompetitionContent;

describe("a competition's terms (issue 26 part 6: the time zone in force on the closing date)", () => {
  it('should end with when entries close: AEDT in a Melbourne summer, AEST in its winter', () => {
    expect(toDetail('competition', competition('2027-01-13 23:59'), assets, 'Australia/Melbourne').notes).toEqual([
      'Entries close at 11:59pm AEDT on 13th January 2027.',
    ]);
    expect(toDetail('competition', competition('2027-07-13 23:59'), assets, 'Australia/Melbourne').notes).toEqual([
      'Entries close at 11:59pm AEST on 13th July 2027.',
    ]);
  });

  it("should name the zone of the centre that shows it: AEST in a Brisbane summer, AWST in Perth", () => {
    expect(toDetail('competition', competition('2027-01-13 23:59'), assets, 'Australia/Brisbane').notes).toEqual([
      'Entries close at 11:59pm AEST on 13th January 2027.',
    ]);
    expect(toDetail('competition', competition('2027-01-13 23:59'), assets, 'Australia/Perth').notes).toEqual([
      'Entries close at 11:59pm AWST on 13th January 2027.',
    ]);
  });
});

import { eventStoryFlags } from './event-story-flags';

describe('eventStoryFlags', () => {
  it('should read the CMS booleans as true, "true" or a ticked box and nothing else', () => {
    expect(eventStoryFlags({ offline: true, membersOnly: 'true' })).toEqual({ offline: true, membersOnly: true });
    expect(eventStoryFlags({ offline: 'false', membersOnly: 1 })).toEqual({ offline: false, membersOnly: false });
    expect(eventStoryFlags({})).toEqual({ offline: false, membersOnly: false });
  });

  it('should keep the offline message trimmed, and none when it is empty', () => {
    expect(eventStoryFlags({ offline: true, offlineMessage: '  Tickets at the door  ' })).toEqual({
      offline: true,
      membersOnly: false,
      offlineMessage: 'Tickets at the door',
    });
    expect(eventStoryFlags({ offlineMessage: '   ' })).not.toHaveProperty('offlineMessage');
  });
});

import { plainDescription, toProvider, toService } from './catalogue.mapper';

describe('plainDescription', () => {
  it('should keep the words of provider HTML and drop scripts, tags and invisible characters', () => {
    const html = '<p>Find your <b>style</b>&nbsp;&amp; fit.</p><script>alert(1)</script><p>Bring\u202e photos</p>';
    expect(plainDescription(html)).toBe('Find your style & fit.\nBring photos');
  });

  it('should read an absent description as empty', () => {
    expect(plainDescription(null)).toBe('');
  });
});

describe('toService', () => {
  it("should read the providers from SimplyBook's unit_map and the price in cents", () => {
    const service = toService(
      { id: '30', name: 'Festive Wreath Workshop', duration: '120', price: '0.00', unit_map: { '4': null } },
      { fields: [], products: [] },
    );
    expect(service).toMatchObject({ id: 30, providerIds: [4], priceCents: 0, durationMinutes: 120 });
  });

  it('should keep the class and unit group of a class', () => {
    const service = toService(
      { id: '10', name: 'Kids Build Club', price: '15.00', class_id: '10', unit_group_id: '100', providers: ['5'] },
      { fields: [], products: [] },
    );
    expect(service).toMatchObject({ classId: 10, unitGroupId: 100, providerIds: [5], priceCents: 1500 });
  });
});

describe('toProvider', () => {
  it("should put the picture under the company's public URL, and refuse a path that is not a web address", () => {
    const base = 'https://willowvale.simplybook.example';
    expect(toProvider({ id: '1', name: 'Ava', picture_path: '/uploads/ava.jpg' }, base).pictureUrl).toBe(
      'https://willowvale.simplybook.example/uploads/ava.jpg',
    );
    expect(toProvider({ id: '1', name: 'Ava', picture_path: 'javascript:alert(1)' }, base).pictureUrl).toBeUndefined();
    expect(
      toProvider({ id: '1', name: 'Ava', picture_path: '/uploads/ava.jpg' }, undefined).pictureUrl,
    ).toBeUndefined();
  });
});

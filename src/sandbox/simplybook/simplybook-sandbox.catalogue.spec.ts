import { startTestSandbox, type TestSandbox } from './simplybook-sandbox.testing';

describe('SimplyBook sandbox: the demo catalogue', () => {
  let t: TestSandbox;

  beforeAll(async () => {
    t = await startTestSandbox();
  });
  afterAll(async () => {
    await t.sandbox.close();
  });

  it('should list the services keyed by id with string durations and prices in AUD', async () => {
    const events = await t.result<Record<string, Record<string, unknown>>>('getEventList');
    expect(Object.keys(events)).toEqual(['1', '2', '10', '20', '21', '22', '30', '40']);
    expect(events['1']).toMatchObject({
      id: '1',
      name: 'Personal Styling Session',
      duration: '60',
      price: '80.00',
      currency: 'AUD',
      unit_map: { '1': null, '2': null },
      is_active: '1',
      is_public: '1',
      description: expect.stringContaining('<p>'),
    });
    expect(events['30']).toMatchObject({ price: '0.00', duration: '120', unit_map: { '4': null } });
    expect(events['10']).toMatchObject({ class_id: '10', unit_group_id: '100', price: '15.00' });
  });

  it('should list only the class in getClassesList', async () => {
    const classes = await t.result<Record<string, { name: string }>>('getClassesList');
    expect(Object.keys(classes)).toEqual(['10']);
    expect(classes['10']?.name).toBe('Kids Build Club');
  });

  it('should list the providers with their places and pictures', async () => {
    const units = await t.result<Record<string, Record<string, unknown>>>('getUnitList');
    expect(Object.keys(units)).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(units['1']).toMatchObject({ name: 'Ava Chen', qty: '1', picture_path: '/uploads/providers/ava-chen.svg' });
    expect(units['4']).toMatchObject({ name: 'Workshop Studio', qty: '3', picture_path: null });
    expect(units['5']).toMatchObject({ qty: '12' });
  });

  it('should give the intake questions of a service in order, with the hidden one marked', async () => {
    const fields = await t.result<Array<Record<string, unknown>>>('getAdditionalFields', 1);
    expect(fields.map((field) => [field.name, field.type, field.is_null, field.pos, field.is_visible])).toEqual([
      ['shopping_for', 'select', '0', '1', '1'],
      ['notes', 'textarea', '1', '2', '1'],
      ['dress_size', 'digits', '1', '3', '1'],
      ['internal', 'text', '1', '4', '0'],
    ]);
    expect(fields[0]).toMatchObject({ title: 'What are you shopping for?', values: 'Workwear,Evening,Casual,Wedding' });
    const kids = await t.result<Array<{ name: string }>>('getAdditionalFields', 10);
    expect(kids.map((field) => field.name)).toEqual([
      'adults',
      'children',
      'child_name',
      'child_age',
      'allergies',
      'photo_consent',
    ]);
    expect((await t.call('getAdditionalFields', 99)).error?.code).toBe(-32051);
  });

  it('should list the products, filtered by service when asked', async () => {
    const all = await t.result<Array<Record<string, unknown>>>('getProductList');
    expect(all.map((product) => [product.id, product.price, product.is_active])).toEqual([
      ['101', '19.95', '1'],
      ['102', '12.00', '1'],
      ['103', '5.00', '1'],
      ['104', '9.00', '0'],
    ]);
    const forFacial = await t.result<Array<Record<string, unknown>>>('getProductList', { service_id: 20 });
    expect(forFacial).toEqual([
      expect.objectContaining({
        id: '101',
        name: 'Take-home hydrating serum',
        services: [{ service_id: '20', qty: '2' }],
      }),
    ]);
  });
});

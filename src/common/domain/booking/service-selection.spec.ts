import type { BookingCatalogue } from './booking-wire';
import { serviceSelectionError } from './service-selection';

const data: BookingCatalogue = {
  companyId: 'atrium-central',
  services: [
    {
      id: 1,
      name: 'Styling',
      description: '',
      durationMinutes: 60,
      priceCents: 8000,
      providerIds: [1],
      fields: [],
      products: [],
    },
    {
      id: 2,
      name: 'Orphan',
      description: '',
      durationMinutes: 60,
      priceCents: 8000,
      providerIds: [7],
      fields: [],
      products: [],
    },
  ],
  providers: [{ id: 1, name: 'Ava Chen', description: '' }],
};

describe('service selection (spec 3 §5.1)', () => {
  it('should ask for a service when none is chosen or the id is not offered', () => {
    expect(serviceSelectionError(data, undefined)).toBe('Please select a service.');
    expect(serviceSelectionError(data, 99)).toBe('Please select a service.');
  });

  it('should refuse a service without providers', () => {
    expect(serviceSelectionError(data, 2)).toBe('No providers attached to the service');
  });

  it('should accept a service with a provider', () => {
    expect(serviceSelectionError(data, 1)).toBeUndefined();
  });
});

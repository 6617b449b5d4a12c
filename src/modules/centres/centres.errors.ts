import { DomainError } from '../../common/server/errors/domain-error';

/** The Host names no configured centre (production answers only its own domains): 404. */
export const unknownCentre = (): DomainError =>
  new DomainError('CENTRE.NOT_FOUND', 'No centre answers at this address');

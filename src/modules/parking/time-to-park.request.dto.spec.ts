import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { VALIDATION_PIPE_OPTIONS } from '../../common/server/validation/create-validation-pipe';
import { toFieldErrors } from '../../common/server/validation/validation-errors.mapper';
import { TimeToParkRequestDto } from './time-to-park.request.dto';

const errorsOf = async (body: object): Promise<Record<string, string>> =>
  toFieldErrors(await validate(plainToInstance(TimeToParkRequestDto, body), VALIDATION_PIPE_OPTIONS));

describe('TimeToParkRequestDto (spec 1 §7: region_id is a list with zero or one id)', () => {
  it('should accept an empty list and a list of one region id', async () => {
    expect(await errorsOf({ region_id: [] })).toEqual({});
    expect(await errorsOf({ region_id: ['WLV-P1'] })).toEqual({});
    expect(await errorsOf({ region_id: ['car_park_2'] })).toEqual({});
  });

  it.each([
    ['missing', {}, 'region_id must be a list of zero or one region id'],
    ['null', { region_id: null }, 'region_id must be a list of zero or one region id'],
    ['a bare id', { region_id: 'WLV-P1' }, 'region_id must be a list of zero or one region id'],
    ['an object', { region_id: { 0: 'WLV-P1' } }, 'region_id must be a list of zero or one region id'],
    ['two ids', { region_id: ['WLV-P1', 'WLV-P2'] }, 'region_id must hold at most one id'],
    ['a number', { region_id: [1] }, 'region_id must hold a region id as text'],
    ['null inside', { region_id: [null] }, 'region_id must hold a region id as text'],
    ['a nested list', { region_id: [['WLV-P1']] }, 'region_id must hold a region id as text'],
    [
      'a blank id',
      { region_id: [''] },
      'region_id must hold a region id of letters, digits, dashes or underscores (up to 64)',
    ],
    [
      'spaces',
      { region_id: [' WLV P1'] },
      'region_id must hold a region id of letters, digits, dashes or underscores (up to 64)',
    ],
    [
      '65 characters',
      { region_id: ['P'.repeat(65)] },
      'region_id must hold a region id of letters, digits, dashes or underscores (up to 64)',
    ],
  ])('should refuse %s with a region_id message', async (_name, body, message) => {
    expect(await errorsOf(body)).toEqual({ region_id: message });
  });

  it('should refuse fields other than region_id', async () => {
    expect(await errorsOf({ region_id: [], centre_key: 'KRO' })).toEqual({ centre_key: 'This field is not allowed' });
  });
});

import { createHash } from 'node:crypto';
import { DEMO_CENTRES } from '../../config/demo-centres';
import { isEditorRequest } from './preview-access';

const centre = DEMO_CENTRES[0]!;
const now = Date.parse('2026-11-23T00:00:00Z');
const sign = (spaceId: string, timestamp: string, token = centre.cms.previewToken) =>
  createHash('sha1').update(`${spaceId}:${token}:${timestamp}`).digest('hex');

function query(timestamp: string, token: string, spaceId = centre.cms.spaceId) {
  return {
    _storyblok: '42',
    '_storyblok_tk[space_id]': spaceId,
    '_storyblok_tk[timestamp]': timestamp,
    '_storyblok_tk[token]': token,
  };
}

describe('isEditorRequest (contracts.md §1 preview verification)', () => {
  const recent = String(now / 1000 - 60);

  it('should accept a signed link from the visual editor made within the hour', () => {
    expect(isEditorRequest(query(recent, sign(centre.cms.spaceId, recent)), centre, now)).toBe(true);
  });

  it('should accept the nested form of the query too', () => {
    const nested = {
      _storyblok: '42',
      _storyblok_tk: { space_id: centre.cms.spaceId, timestamp: recent, token: sign(centre.cms.spaceId, recent) },
    };
    expect(isEditorRequest(nested, centre, now)).toBe(true);
  });

  it('should refuse an expired, forged or foreign-space link', () => {
    const old = String(now / 1000 - 3601);
    expect(isEditorRequest(query(old, sign(centre.cms.spaceId, old)), centre, now)).toBe(false);
    expect(isEditorRequest(query(recent, sign(centre.cms.spaceId, recent, 'guess')), centre, now)).toBe(false);
    expect(isEditorRequest(query(recent, sign('2002', recent), '2002'), centre, now)).toBe(false);
    expect(isEditorRequest({ _storyblok: '42' }, centre, now)).toBe(false);
    expect(isEditorRequest({}, centre, now)).toBe(false);
  });
});

import { BlockMappingError } from '../block-definition';
import { iframeBlock } from './iframe.block';
import { IframeView } from './iframe.view';
import { karriRidgeContext as ctx, renderAtKarriRidge as html } from '../../../../test/utils/block-specs';

describe('iframe (spec 1 §2.9)', () => {
  it('should require an iframe title', () => {
    expect(() =>
      iframeBlock.map({ _uid: 'f', component: 'iframe', url: 'https://player.vimeo.com/video/1' }, ctx()),
    ).toThrow(new BlockMappingError('title'));
  });
  it('should frame allowed addresses and, for others, show editors a note and visitors nothing', () => {
    const allowed = iframeBlock.map(
      { _uid: 'f', component: 'iframe', url: 'https://player.vimeo.com/video/1', title: 'Film' },
      ctx(),
    );
    expect(html(<IframeView model={allowed} />)).toContain(
      '<iframe src="https://player.vimeo.com/video/1" title="Film" height="480"',
    );
    const blocked = iframeBlock.map(
      { _uid: 'f', component: 'iframe', url: 'https://tickets.example.com/w', title: 'Tickets' },
      ctx(),
    );
    expect(blocked.src).toBeUndefined();
    expect(html(<IframeView model={blocked} />)).toBe('');
    expect(html(<IframeView model={blocked} />, { editMode: true })).toContain('This iframe cannot be shown');
  });
});

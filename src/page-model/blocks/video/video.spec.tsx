import { blockErrorMessage, mapBlocks } from '../map-blocks';
import { videoBlock } from './video.block';
import { VideoView } from './video.view';
import { karriRidgeContext as ctx, renderAtKarriRidge as html } from '../../../../test/utils/block-specs';

describe('video (spec 1 §2.9)', () => {
  it('should embed YouTube through youtube-nocookie with a title and the size max width', () => {
    const model = videoBlock.map(
      { _uid: 'v', component: 'video', url: 'https://youtu.be/aqz-KE-bpKQ', size: 'small' },
      ctx(),
    );
    const out = html(<VideoView model={model} />);
    expect(out).toContain('src="https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ"');
    expect(out).toContain('title="Video on YouTube"');
    expect(out).toContain('max-width:426px');
  });
  it("should show the spec's error to editors for a link that is not YouTube or Vimeo", () => {
    const nodes = mapBlocks([{ _uid: 'v', component: 'video', url: 'https://example.com/clip.mp4' }], ctx(true));
    expect(nodes).toEqual([{ type: '__error', uid: 'v', component: 'video', message: blockErrorMessage('video') }]);
    expect(mapBlocks([{ _uid: 'v', component: 'video', url: 'https://example.com/clip.mp4' }], ctx(false))).toEqual([]);
  });
});

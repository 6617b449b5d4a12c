import { BlockMappingError } from '../block-definition';
import { featurePanelVideoBlock } from './feature-panel-video.block';
import { FeaturePanelVideoView } from './feature-panel-video.view';
import {
  karriRidgeContext as ctx,
  renderAtKarriRidge as html,
  cmsImage as image,
} from '../../../../test/utils/block-specs';

describe('looping video banner (spec 1 §2.9)', () => {
  it('should map the video, the mobile video and the poster, and load nothing before hydration', () => {
    const model = featurePanelVideoBlock.map(
      {
        _uid: 'v',
        component: 'feature_panel_video',
        video: 'https://a.storyblok.com/f/1003/video/loop.mp4',
        mobileVideo: 'https://cdn.example/loop-mobile.mp4',
        poster: image('hero-p'),
        heading: 'Experiences',
      },
      ctx(),
    );
    expect(model.sources).toEqual({
      video: 'https://img.example/f/1003/video/loop.mp4',
      mobileVideo: 'https://cdn.example/loop-mobile.mp4',
      poster: 'https://img.example/f/1003/1600x900/ab/hero-p.svg/m/1600x0',
    });
    const out = html(<FeaturePanelVideoView model={model} />);
    expect(out).toMatch(/<video[^>]*muted=""[^>]*loop=""[^>]*playsInline=""/i);
    expect(out).not.toMatch(/<video[^>]*src=/);
    expect(out).toContain('Play video: Experiences');
    expect(() =>
      featurePanelVideoBlock.map({ _uid: 'v', component: 'feature_panel_video', video: 'javascript:alert(1)' }, ctx()),
    ).toThrow(BlockMappingError);
  });
});

import fc from 'fast-check';
import { frameableUrl } from './frame-origins';
import { toVideoEmbed, VIDEO_MAX_WIDTHS, videoSize } from './video-embed';

const youtubeIds = fc.stringMatching(/^[A-Za-z0-9_-]{11}$/);

describe('video links (spec 1 §2.9, §9)', () => {
  it('should rewrite every form of a YouTube link to the privacy-enhanced embed of the same video', () => {
    fc.assert(
      fc.property(youtubeIds, (id) => {
        const forms = [
          `https://www.youtube.com/watch?v=${id}`,
          `https://youtube.com/watch?feature=share&v=${id}&t=30s`,
          `https://m.youtube.com/watch?v=${id}`,
          `https://youtu.be/${id}?si=abc`,
          `www.youtube.com/watch?v=${id}`,
          `https://www.youtube.com/embed/${id}`,
          `https://www.youtube.com/shorts/${id}`,
          `https://www.youtube-nocookie.com/embed/${id}`,
        ];
        for (const form of forms)
          expect(toVideoEmbed(form)).toEqual({
            site: 'youtube',
            id,
            src: `https://www.youtube-nocookie.com/embed/${id}`,
          });
      }),
    );
  });

  it('should rewrite Vimeo links to the Vimeo player', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 }), (n) => {
        for (const form of [
          `https://vimeo.com/${n}`,
          `https://vimeo.com/channels/staffpicks/${n}`,
          `https://player.vimeo.com/video/${n}`,
        ]) {
          expect(toVideoEmbed(form)?.src).toBe(`https://player.vimeo.com/video/${n}`);
        }
      }),
    );
  });

  it('should not embed links of other sites, malformed ids or other schemes', () => {
    for (const bad of [
      '',
      'https://example.com/watch?v=dQw4w9WgXcQ',
      'https://www.youtube.com/watch?v=short',
      'javascript:alert(1)',
      'https://vimeo.com/about',
      'ftp://vimeo.com/123',
      undefined,
    ]) {
      expect(toVideoEmbed(bad)).toBeUndefined();
    }
  });

  it('should give the spec max widths for the four sizes, large by default', () => {
    expect(VIDEO_MAX_WIDTHS).toEqual({ small: 426, medium: 640, large: 854, xLarge: 1280 });
    expect(videoSize('xLarge')).toBe('xLarge');
    expect(videoSize('huge')).toBe('large');
    expect(videoSize(undefined)).toBe('large');
  });
});

describe('frameable origins (the CSP frame-src)', () => {
  it('should allow the video players and the CMS editor only, over https', () => {
    expect(frameableUrl('https://player.vimeo.com/video/1')).toBe('https://player.vimeo.com/video/1');
    expect(frameableUrl('https://www.youtube-nocookie.com/embed/abc')).toBe(
      'https://www.youtube-nocookie.com/embed/abc',
    );
    expect(frameableUrl('https://app.storyblok.com/x')).toBe('https://app.storyblok.com/x');
    for (const bad of [
      'https://www.youtube.com/embed/abc',
      'http://player.vimeo.com/video/1',
      'https://maps.example.com',
      'javascript:alert(1)',
      '',
      null,
    ]) {
      expect(frameableUrl(bad)).toBeUndefined();
    }
  });
});

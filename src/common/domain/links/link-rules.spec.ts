import fc from 'fast-check';
import { hrefFromText, linkSubject, storyHref, toLink } from './link-rules';
import { normalizePath } from './normalize-path';

describe('link rules (spec 1 §5)', () => {
  it('should prefix http to a link starting with www', () => {
    expect(hrefFromText('www.example.com.au')).toBe('http://www.example.com.au');
  });

  it('should turn a link with an at-sign into a mailto link', () => {
    expect(hrefFromText('hello@centre.example')).toBe('mailto:hello@centre.example');
  });

  it('should remove trailing slashes and make an empty path the root', () => {
    expect(hrefFromText('/whats-on/')).toBe('/whats-on');
    expect(hrefFromText('')).toBe('/');
    expect(hrefFromText('shopping/?filter[discover]=new')).toBe('/shopping?filter[discover]=new');
  });

  it('should remove whitespace inside link targets', () => {
    expect(hrefFromText(' /gift guide ')).toBe('/giftguide');
  });

  it('should open external links in a new tab and keep internal ones in the app', () => {
    expect(toLink({ linktype: 'url', url: 'https://example.com' })).toEqual({ href: 'https://example.com', external: true, newTab: true });
    expect(toLink({ linktype: 'story', cached_url: 'pages/whats-on' })).toEqual({ href: '/whats-on', external: false, newTab: false });
    expect(toLink({ linktype: 'email', email: 'info@centre.example' })?.href).toBe('mailto:info@centre.example');
    expect(toLink({ linktype: 'url', url: '' })).toBeUndefined();
  });

  it('should build public paths from story slugs', () => {
    expect(storyHref('pages/home')).toBe('/');
    expect(storyHref('home')).toBe('/');
    expect(storyHref('foundation/stores/the-coffee-club')).toBe('/stores/the-coffee-club');
    expect(storyHref('foundation/categories/fashion')).toBe('/categories/fashion');
  });

  it('should never produce a script URL from any text', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(hrefFromText(text)?.toLowerCase() ?? '').not.toMatch(/^\s*(javascript|data|vbscript):/);
      }),
    );
    expect(hrefFromText('javascript:alert(1)')).toBeUndefined();
    expect(hrefFromText(' JaVaScRiPt:alert(1)')).toBeUndefined();
    expect(toLink({ linktype: 'url', url: 'java\tscript:alert(1)' })).toBeUndefined();
    expect(toLink({ linktype: 'url', url: '//evil.example' })).toBeUndefined();
  });
});

describe('normalizePath', () => {
  it('should always start with a slash and never end with one (except the root)', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('a', 'b', '', '/', '//', 'x-y'), { maxLength: 8 }), (parts) => {
        const path = normalizePath(parts.join('/'));
        expect(path.startsWith('/')).toBe(true);
        expect(path === '/' || !path.endsWith('/')).toBe(true);
        expect(path).not.toMatch(/\/\//);
      }),
    );
  });

  it('should drop the query and hash and survive malformed escapes', () => {
    expect(normalizePath('/a/b/?x=1#top')).toBe('/a/b');
    expect(normalizePath('/%E0%A4%A')).toBe('/%E0%A4%A');
  });
});

describe('linkSubject (the words after MORE INFO: issue 26 part 4)', () => {
  it('should name a page of the site by the last part of its path', () => {
    expect(linkSubject('/opening-hours')).toBe('opening hours');
    expect(linkSubject('/offers/152495893/kitchen-republic-knife-sharpening?utm=x#terms')).toBe(
      'kitchen republic knife sharpening',
    );
    expect(linkSubject('/')).toBe('the home page');
    expect(linkSubject('/caf%C3%A9-guide')).toBe('café guide');
    expect(linkSubject('/%E0%A4%A')).toBe('%E0%A4%A');
  });

  it('should name another site by its host and an address by itself', () => {
    expect(linkSubject('https://www.giftcards.example/balance')).toBe('giftcards.example');
    expect(linkSubject('mailto:hello@willowvale.example')).toBe('hello@willowvale.example');
  });
});

import { isInSiteHref, previewQueryOf, withPreviewLinks, withPreviewQuery } from './preview-query';

const PREVIEW = '_storyblok=12&_storyblok_tk%5Bspace_id%5D=1001&_storyblok_tk%5Btoken%5D=abc';

describe('preview query', () => {
  it('should keep only the editor frame parameters of a query', () => {
    expect(previewQueryOf('?utm_source=x&_storyblok=12&_storyblok_tk[space_id]=1001&_storyblok_tk[token]=abc&q=1')).toBe(
      PREVIEW,
    );
    expect(previewQueryOf('?utm_source=x')).toBe('');
  });

  it('should add the preview query to in-site links only', () => {
    expect(withPreviewQuery('/stores', PREVIEW)).toBe(`/stores?${PREVIEW}`);
    expect(withPreviewQuery('/stores?tab=food#list', PREVIEW)).toBe(`/stores?tab=food&${PREVIEW}#list`);
    expect(withPreviewQuery('/stores?_storyblok=old', PREVIEW)).toBe(`/stores?${PREVIEW}`);
    for (const href of ['https://example.com/', '//evil.example/', '/\\evil', 'mailto:a@b.c', 'tel:123', '#top', '/assets/app.js'])
      expect(withPreviewQuery(href, PREVIEW)).toBe(href);
    expect(withPreviewQuery('/stores', '')).toBe('/stores');
    expect(isInSiteHref('/')).toBe(true);
  });

  it('should rewrite the in-site anchors of a rendered document, escaped, and leave the rest', () => {
    const html =
      '<link rel="stylesheet" href="/assets/a.css"/><a class="x" href="/stores?a=1&amp;b=2">S</a>' +
      '<a href="https://example.com/">E</a><a href="#top">T</a><a data-x="1" href="/">H</a>';
    const out = withPreviewLinks(html, PREVIEW);
    const escaped = PREVIEW.replaceAll('&', '&amp;');
    expect(out).toContain('<link rel="stylesheet" href="/assets/a.css"/>');
    expect(out).toContain(`<a class="x" href="/stores?a=1&amp;b=2&amp;${escaped}">S</a>`);
    expect(out).toContain('<a href="https://example.com/">E</a><a href="#top">T</a>');
    expect(out).toContain(`<a data-x="1" href="/?${escaped}">H</a>`);
  });
});

import { RequestValidationException } from '../common/server/validation/request-validation.exception';
import { unsavedStoryOf, withEditorAllowance } from './preview-response';

describe('a verified preview response', () => {
  it("should allow the CMS editor's bridge script and frame, once, and leave the other directives", () => {
    const policy = "default-src 'self'; script-src 'self' 'nonce-abc' 'strict-dynamic'; frame-src 'none'; object-src 'none'";
    const allowed = withEditorAllowance(policy);
    expect(allowed).toBe(
      "default-src 'self'; script-src 'self' 'nonce-abc' 'strict-dynamic' https://app.storyblok.com; frame-src https://app.storyblok.com; object-src 'none'",
    );
    expect(withEditorAllowance(allowed)).toBe(allowed);
  });

  it('should take a path of the site and a story with its id and content, and refuse anything else', () => {
    const story = { id: 7, name: 'Leasing', content: { component: 'page', title: 'x' }, extra: true };
    expect(unsavedStoryOf({ path: '/leasing', story })).toEqual({
      path: '/leasing',
      story: { id: 7, name: 'Leasing', content: { component: 'page', title: 'x' } },
    });
    for (const body of [
      undefined,
      { path: '//evil.example/', story },
      { path: 'https://evil.example/', story },
      { path: '/leasing', story: { ...story, id: '7' } },
      { path: '/leasing', story: { ...story, content: 'page' } },
    ])
      expect(() => unsavedStoryOf(body)).toThrow(RequestValidationException);
  });
});

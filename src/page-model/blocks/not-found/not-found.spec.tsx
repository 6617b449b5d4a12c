import { notFoundBlock } from './not-found.block';
import { NOT_FOUND_SUBTITLE, NOT_FOUND_TITLE } from '../../../common/domain/pages/not-found-texts';
import { NotFoundView } from './not-found.view';
import { karriRidgeContext as ctx, renderAtKarriRidge as html } from '../../../../test/utils/block-specs';

describe('not_found (spec 1 §2.2)', () => {
  it('should fall back to the default title and subtitle, and turn markdown links in the paragraph into links', () => {
    const model = notFoundBlock.map(
      { _uid: 'n', component: 'not_found', title: '  ', paragraph: 'Try [the store directory](/shopping) instead.' },
      ctx(),
    );
    expect(model).toMatchObject({ title: NOT_FOUND_TITLE, subtitle: NOT_FOUND_SUBTITLE });
    const out = html(<NotFoundView model={model} />);
    expect(out).toContain('<h1 id="not-found-title">Oops! Something went wrong.</h1>');
    expect(out).toContain('Try <a href="/shopping">the store directory</a> instead.');
    expect(out).toContain('href="/">Back to the home page');
  });

  it("should keep the editor's own title and leave the paragraph out when it is blank", () => {
    const model = notFoundBlock.map(
      { _uid: 'n', component: 'not_found', title: 'Lost?', subtitle: 'This way out.' },
      ctx(),
    );
    expect(model).toMatchObject({ title: 'Lost?', subtitle: 'This way out.', paragraph: undefined });
    expect(html(<NotFoundView model={model} />)).not.toContain('not-found__paragraph');
  });
});

import type { ReactElement } from 'react';
import { textBlock } from './text-block.block';
import { TextBlockView } from './text-block.view';
import { mapContext, renderBlock } from '../../../../test/utils/block-specs';

const ctx = mapContext({ timeZone: 'Australia/Perth', centreName: 'Karri Ridge Outlet' });
const html = (node: ReactElement) => renderBlock(node, { centre: 'Karri Ridge Outlet', timeZone: 'Australia/Perth' });

describe('text_block (spec 1 §2.9)', () => {
  it('should render headings, rich text as elements and buttons with their links', () => {
    const model = textBlock.map(
      {
        _uid: 't',
        component: 'text_block',
        heading: 'Welcome',
        subHeading: 'Fashion and food',
        alignment: 'center',
        body: {
          type: 'doc',
          content: [
            { type: 'paragraph', content: [{ type: 'text', text: '<b>not html</b>', marks: [{ type: 'bold' }] }] },
          ],
        },
        buttons: [
          {
            _uid: 'b',
            component: 'button',
            text: 'Plan your visit',
            link: { linktype: 'story', cached_url: 'opening-hours' },
          },
          { _uid: 'c', component: 'button', text: '', link: { linktype: 'url', url: 'https://x.example' } },
        ],
      },
      ctx,
    );
    const out = html(<TextBlockView model={model} />);
    expect(out).toContain('text-block--center');
    expect(out).toContain('<h2 class="text-block__heading">Welcome</h2>');
    expect(out).toContain('<strong>&lt;b&gt;not html&lt;/b&gt;</strong>');
    expect(out).toContain('href="/opening-hours"');
    expect(model.buttons).toHaveLength(1);
  });
});

import { BlockMappingError } from '../block-definition';
import { tableBlock } from './table.block';
import { TableView } from './table.view';
import {
  karriRidgeContext as ctx,
  renderAtKarriRidge as html,
  cmsImage as image,
  richText as doc,
  storyLink as link,
} from '../../../../test/utils/block-specs';

describe('table (spec 1 §2.9)', () => {
  const rows = [
    {
      _uid: 'h',
      component: 'table_row',
      cells: [
        { _uid: '1', component: 'table_text', text: 'Time' },
        { _uid: '2', component: 'table_text', text: 'Rate' },
      ],
    },
    {
      _uid: 'r',
      component: 'table_row',
      cells: [
        { _uid: '3', component: 'table_text', text: '0-3 h' },
        { _uid: '4', component: 'table_text_block', body: doc('Free') },
        { _uid: '5', component: 'table_cta', text: 'Pay', link: link('parking') },
        { _uid: '6', component: 'table_image', image: image('icon-p', 'Parking sign') },
      ],
    },
  ];
  it('should render a real table with column headings, row headings and every cell kind, padded to equal rows', () => {
    const model = tableBlock.map(
      { _uid: 't', component: 'table', rows, headerColumn: true, caption: 'Daily rates' },
      ctx(),
    );
    expect(model.head).toHaveLength(4);
    const out = html(<TableView model={model} />);
    expect(out.match(/<th scope="col">/g)).toHaveLength(4);
    expect(out).toContain('<th scope="row">0-3 h</th>');
    expect(out).toContain('<caption>Daily rates</caption>');
    expect(out).toContain('<p>Free</p>');
    expect(out).toContain('href="/parking"');
    expect(out).toContain('alt="Parking sign"');
  });
  it('should apply fixedWidth, alignment, width, hideBorder and alternate background', () => {
    const model = tableBlock.map(
      {
        _uid: 't',
        component: 'table',
        rows,
        headerRow: false,
        fixedWidth: true,
        horizontalAlignment: 'center',
        width: 'half',
        hideBorder: true,
        alternateBackground: true,
      },
      ctx(),
    );
    expect(model.head).toBeUndefined();
    expect(html(<TableView model={model} />)).toContain(
      'content-table content-table--center content-table--half content-table--fixed content-table--borderless content-table--striped',
    );
    expect(tableBlock.map({ _uid: 't', component: 'table', rows, width: 'vast' }, ctx()).width).toBe('full');
  });
  it('should need rows', () => {
    expect(() => tableBlock.map({ _uid: 't', component: 'table', rows: [] }, ctx())).toThrow(BlockMappingError);
  });
});

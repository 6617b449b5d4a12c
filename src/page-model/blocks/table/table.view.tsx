import { CmsImage } from '../../../../client/ui/cms-image';
import { RichText } from '../../../../client/ui/rich-text';
import { SmartLink } from '../../../../client/ui/smart-link';
import type { BlockProps } from '../block-definition';
import type { TableModel, Cell } from './table.block';

function CellContent({ cell }: { cell: Cell }) {
  switch (cell.kind) {
    case 'text':
      return <>{cell.text}</>;
    case 'image':
      return <CmsImage image={cell.image} widths={[160, 320]} sizes="160px" className="content-table__image" />;
    case 'cta':
      return (
        <SmartLink link={cell.link} className="button button--secondary content-table__cta">
          {cell.text}
        </SmartLink>
      );
    case 'richtext':
      return <RichText doc={cell.body} />;
    default:
      return null;
  }
}

export const TableView = ({ model }: BlockProps<TableModel>) => {
  const classes = ['content-table', `content-table--${model.alignment}`, `content-table--${model.width}`];
  if (model.fixedWidth) classes.push('content-table--fixed');
  if (model.hideBorder) classes.push('content-table--borderless');
  if (model.alternateBackground) classes.push('content-table--striped');
  return (
    <section id={model.anchor} className="content-table-block container">
      {model.title ? <h2 className="content-table-block__title">{model.title}</h2> : null}
      <div
        className="content-table__scroll"
        role="region"
        aria-label={model.title || model.caption || 'Table'}
        tabIndex={0}
      >
        <table className={classes.join(' ')}>
          {model.caption ? <caption>{model.caption}</caption> : null}
          {model.head ? (
            <thead>
              <tr>
                {model.head.map((cell, index) => (
                  <th key={index} scope="col">
                    <CellContent cell={cell} />
                  </th>
                ))}
              </tr>
            </thead>
          ) : null}
          <tbody>
            {model.rows.map((row, rowIndex) => (
              <tr key={rowIndex}>
                {row.map((cell, index) =>
                  index === 0 && model.headerColumn ? (
                    <th key={index} scope="row">
                      <CellContent cell={cell} />
                    </th>
                  ) : (
                    <td key={index}>
                      <CellContent cell={cell} />
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
};

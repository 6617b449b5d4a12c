import { KeyboardEvent, useId, useRef, useState } from 'react';
import { AppLink } from '../../ui/app-link';
import type { BrandBucket } from '../../../src/common/domain/navigation/brand-buckets';
import { ArrowIcon } from './icons';
import { useMenuAim } from './use-menu-aim';

interface BrandBucketsProps {
  buckets: BrandBucket[];
  /** vertical rows (desktop flyout, with menu aim) or wrapping chips (mobile accordion) */
  orientation: 'vertical' | 'horizontal';
  /** the flyout is open: menu aim tracks the pointer only then */
  active?: boolean;
  onNavigate?: () => void;
}

/**
 * spec 1 §2.3: brand letter buckets as tabs (abc ... #), the active bucket's brands and its 'View All' link.
 * A tab list is the right widget for "one bucket of many shown at a time"; arrows move between buckets
 * (automatic activation), Tab moves on to the brands.
 */
export function BrandBuckets({ buckets, orientation, active = true, onNavigate }: BrandBucketsProps) {
  const [current, setCurrent] = useState(buckets[0]?.key);
  const id = useId();
  const rows = useRef<HTMLDivElement>(null);
  const aim = useMenuAim(
    rows,
    active && orientation === 'vertical',
    (key) => setCurrent(key as BrandBucket['key']),
    current !== undefined,
  );
  const selected = buckets.find((bucket) => bucket.key === current) ?? buckets[0];
  if (!selected) return <p className="brands__empty">Brands are on their way.</p>;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const keys = orientation === 'vertical' ? ['ArrowUp', 'ArrowDown'] : ['ArrowLeft', 'ArrowRight'];
    const step = event.key === keys[1] ? 1 : event.key === keys[0] ? -1 : 0;
    const edge = event.key === 'Home' ? 0 : event.key === 'End' ? buckets.length - 1 : undefined;
    if (step === 0 && edge === undefined) return;
    event.preventDefault();
    event.stopPropagation();
    const index = buckets.indexOf(selected);
    const next = buckets[edge ?? (index + step + buckets.length) % buckets.length]!;
    setCurrent(next.key);
    rows.current?.querySelector<HTMLElement>(`[data-bucket="${CSS.escape(next.key)}"]`)?.focus();
  };

  const tabId = (key: string) => `${id}-tab-${buckets.findIndex((bucket) => bucket.key === key)}`;
  return (
    <div className={`brands brands--${orientation}`}>
      <div
        className="brands__tabs"
        role="tablist"
        aria-label="Brands by letter"
        aria-orientation={orientation}
        ref={rows}
        onKeyDown={onKeyDown}
        onMouseLeave={aim.onRowsLeave}
        data-flyout-col="tabs"
      >
        {buckets.map((bucket) => (
          <button
            key={bucket.key}
            type="button"
            role="tab"
            id={tabId(bucket.key)}
            data-bucket={bucket.key}
            aria-selected={bucket === selected}
            aria-controls={`${id}-panel`}
            tabIndex={bucket === selected ? 0 : -1}
            className="brands__tab"
            onClick={() => setCurrent(bucket.key)}
            onMouseEnter={orientation === 'vertical' ? () => aim.onRowEnter(bucket.key) : undefined}
          >
            {bucket.label}
          </button>
        ))}
      </div>
      <div
        className="brands__panel"
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={tabId(selected.key)}
        data-flyout-col="brands"
      >
        <ul className="brands__list">
          {selected.brands.map((brand) => (
            <li key={brand.href}>
              <AppLink to={brand.href} onClick={onNavigate}>
                {brand.title}
              </AppLink>
            </li>
          ))}
        </ul>
        <AppLink to={selected.viewAllHref} className="brands__all" onClick={onNavigate}>
          View All
          <span className="visually-hidden">
            {' '}
            {selected.label === '#' ? 'brands starting with a number' : `${selected.label} brands`}
          </span>
          <ArrowIcon size={16} />
        </AppLink>
      </div>
    </div>
  );
}

import type { ReactNode } from 'react';
import { AccordionSection } from './accordion-section';
import { BrandBuckets } from './brand-buckets';
import { categoryItems, LinkList, premiumItems } from './link-list';
import type { FlyoutModel } from '../../../src/page-model/navigation/navigation.model';
import { useAccordion } from './use-accordion';

/** spec 1 §2.3: the mobile 'Shopping' accordion: brands, categories, discover and premium guest services. */
export function ShoppingAccordion({ flyout, onNavigate }: { flyout: FlyoutModel; onNavigate: () => void }) {
  const { openTitle, toggle } = useAccordion();
  const section = (title: string, body: ReactNode) => (
    <AccordionSection key={title} title={title} level={2} open={openTitle === title} onToggle={() => toggle(title)}>
      {body}
    </AccordionSection>
  );
  return (
    <div className="shopping-accordion">
      {flyout.buckets.length > 0
        ? section(
            flyout.brandsTitle,
            <BrandBuckets buckets={flyout.buckets} orientation="horizontal" onNavigate={onNavigate} />,
          )
        : null}
      {flyout.categories.length > 0
        ? section(
            flyout.categoriesTitle,
            <LinkList items={categoryItems(flyout)} className="menu-list" onNavigate={onNavigate} />,
          )
        : null}
      {flyout.discoverLinks.length > 0
        ? section(
            flyout.discoverTitle,
            <LinkList items={flyout.discoverLinks} className="menu-list" onNavigate={onNavigate} />,
          )
        : null}
      {flyout.premiumServices.length > 0
        ? section(
            flyout.premiumTitle,
            <LinkList items={premiumItems(flyout)} className="menu-list" onNavigate={onNavigate} />,
          )
        : null}
    </div>
  );
}

import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { SmartLink } from '../../ui/smart-link';
import { AccordionSection } from './accordion-section';
import { BrandBuckets } from './brand-buckets';
import type { FlyoutModel } from './navigation.model';
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
            <ul className="menu-list">
              {flyout.categories.map((category) => (
                <li key={category.href}>
                  <Link to={category.href} onClick={onNavigate}>
                    {category.title}
                  </Link>
                </li>
              ))}
            </ul>,
          )
        : null}
      {flyout.discoverLinks.length > 0
        ? section(
            flyout.discoverTitle,
            <ul className="menu-list">
              {flyout.discoverLinks.map((item) => (
                <li key={item.text}>
                  <SmartLink link={item.link} onClick={onNavigate}>
                    {item.text}
                  </SmartLink>
                </li>
              ))}
            </ul>,
          )
        : null}
      {flyout.premiumServices.length > 0
        ? section(
            flyout.premiumTitle,
            <ul className="menu-list">
              {flyout.premiumServices.map((service) => (
                <li key={service.title}>
                  <SmartLink link={service.link} onClick={onNavigate}>
                    {service.title}
                  </SmartLink>
                </li>
              ))}
            </ul>,
          )
        : null}
    </div>
  );
}

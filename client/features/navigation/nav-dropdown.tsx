import { useId } from 'react';
import { SmartLink } from '../../ui/smart-link';
import { ChevronIcon } from './icons';
import type { NavLinkModel } from '../../../src/page-model/navigation/navigation.model';
import { moveFocus } from './shopping-flyout';
import { useNavDisclosure } from './use-nav-disclosure';
import { useOpenedOnce } from '../../ui/use-opened-once';

/**
 * A desktop nav link with nested sections: a small dropdown of the link itself and its sections
 * (sorted by title, spec 1 §2.3), with the same hover, keyboard and dismissal rules as the flyout. Without
 * script it is the link itself.
 */
export function NavDropdown({ item }: { item: NavLinkModel }) {
  const id = useId();
  const { open, close, panel, itemProps, triggerProps } = useNavDisclosure();
  // the list is rendered the first time it opens (use-opened-once)
  const rendered = useOpenedOnce(open);
  return (
    <li className={`nav__item nav__item--dropdown${open ? ' nav__item--open' : ''}`} {...itemProps}>
      <button type="button" className="nav__link nav__trigger" aria-controls={`${id}-dropdown`} {...triggerProps}>
        {item.text}
        <ChevronIcon size={16} className="nav__chevron" />
      </button>
      {/* without script the dropdown cannot open: the link itself shows in its place (header.css) */}
      <SmartLink link={item.link} className="nav__link nav__noscript">
        {item.text}
      </SmartLink>
      <div
        className="nav-dropdown"
        id={`${id}-dropdown`}
        ref={panel}
        onKeyDown={(event) => moveFocus(event, panel.current)}
        hidden={!open}
      >
        {rendered ? (
          <ul className="nav-dropdown__list" data-flyout-col="links">
            <li>
              <SmartLink link={item.link} className="nav-dropdown__overview" onClick={() => close(false)}>
                {item.text} overview
              </SmartLink>
            </li>
            {item.children.map((child) => (
              <li key={`${child.text}-${child.link.href}`}>
                <SmartLink link={child.link} onClick={() => close(false)}>
                  {child.text}
                </SmartLink>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </li>
  );
}

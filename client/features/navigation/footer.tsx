import { observer } from 'mobx-react-lite';
import { useRootStore } from '../../app/root-store-context';
import { SmartLink } from '../../ui/smart-link';
import { FooterContact } from './footer-contact';
import { FooterGroup } from './footer-group';
import { FooterHours } from './footer-hours';
import { FooterSocial } from './footer-social';
import { SITE_LINKS_ID } from './nav-items';
import { FOOTER_MISSING } from '../../../src/page-model/navigation/navigation.messages';
import type { FooterModel, NavLinkModel } from '../../../src/page-model/navigation/navigation.model';

/**
 * spec 1 §2.4: quick links, centre links, opening hours (unless hideOpeningHours; the groups then widen
 * from 3 to 4 of 12 columns), social media, acknowledgement of country, address, phone, directions and
 * the ownership credit. Without footer content: 'Footer is not defined yet'.
 */
export const Footer = observer(function Footer({ footer }: { footer: FooterModel | null }) {
  const { site } = useRootStore();
  const { centre } = site;
  if (!footer) {
    return (
      <footer className="site-footer site-footer--dark">
        <div className="container site-footer__missing">
          <p>{FOOTER_MISSING}</p>
        </div>
      </footer>
    );
  }
  const span = footer.hideOpeningHours ? 4 : 3;
  const social = footer.socialMedia;
  return (
    <footer className={`site-footer site-footer--${footer.appearance}`}>
      <div className="container">
        <div className="site-footer__groups" id={SITE_LINKS_ID}>
          <FooterGroup title={footer.quickLinksTitle || 'Quick links'} span={span}>
            <LinkList links={footer.quickLinks} />
          </FooterGroup>
          <FooterGroup title={footer.centreLinksTitle || 'Centre'} span={span}>
            <LinkList links={footer.centreLinks} />
          </FooterGroup>
          {footer.hideOpeningHours ? null : (
            <FooterGroup title="Opening hours" span={span} className="footer-group--hours">
              <FooterHours info={footer.openingHoursInfo} />
            </FooterGroup>
          )}
          {social ? (
            <FooterGroup title={social.title || 'Stay connected'} span={span}>
              <FooterSocial social={social} centreName={centre.name} />
            </FooterGroup>
          ) : null}
        </div>
        <div className="site-footer__bottom">
          <FooterContact centre={centre} />
          {footer.acknowledgementOfCountry ? (
            <p className="site-footer__acknowledgement">{footer.acknowledgementOfCountry}</p>
          ) : null}
          {footer.ownershipCredit ? <p className="site-footer__credit">{footer.ownershipCredit}</p> : null}
        </div>
      </div>
    </footer>
  );
});

function LinkList({ links }: { links: NavLinkModel[] }) {
  return (
    <ul className="footer-links">
      {links.map((item) => (
        <li key={`${item.text}-${item.link.href}`}>
          <SmartLink link={item.link}>{item.text}</SmartLink>
        </li>
      ))}
    </ul>
  );
}

import { SmartLink } from '../../ui/smart-link';
import { SOCIAL_NAMES, SocialIcon } from './icons';
import type { SocialMediaModel } from '../../../src/page-model/navigation/navigation.model';

/** spec 1 §2.4: the social media group: a call to action and the social icons, each with an accessible name. */
export function FooterSocial({ social, centreName }: { social: SocialMediaModel; centreName: string }) {
  return (
    <div className="footer-social">
      {social.cta ? (
        <SmartLink link={social.cta.link} className="button button--primary footer-social__cta">
          {social.cta.text}
        </SmartLink>
      ) : null}
      {social.icons.length > 0 ? (
        <>
          {social.socialMediaTitle ? <p className="footer-social__title">{social.socialMediaTitle}</p> : null}
          <ul className="footer-social__icons">
            {social.icons.map(({ icon, link }) => (
              <li key={icon}>
                <a
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="footer-social__icon"
                  aria-label={`${centreName} on ${SOCIAL_NAMES[icon]} (opens in a new tab)`}
                >
                  <SocialIcon icon={icon} />
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}

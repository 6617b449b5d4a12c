import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { useRootStore } from '../../app/root-store-context';
import { SmartLink } from '../../ui/smart-link';

export const Header = observer(function Header() {
  const { site } = useRootStore();
  const { header, centre } = site;
  return (
    <header className="site-header">
      <div className="site-header__bar container">
        <Link to="/" className="site-header__logo" aria-label={`${centre.name} home`}>
          {header?.logo ? <img src={header.logo.src} alt="" width={160} height={48} /> : centre.name}
        </Link>
        <nav aria-label="Main">
          <ul className="site-header__nav">
            {header?.navLinks.map((item) => (
              <li key={item.text}>
                <SmartLink link={item.link}>{item.text}</SmartLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
});

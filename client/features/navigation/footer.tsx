import { observer } from 'mobx-react-lite';
import { useRootStore } from '../../app/root-store-context';

export const Footer = observer(function Footer() {
  const { site } = useRootStore();
  const { footer, centre } = site;
  return (
    <footer className="site-footer">
      <div className="container">
        {footer ? null : <p>Footer is not defined yet</p>}
        {centre.streetAddress ? <address>{centre.streetAddress}</address> : null}
        {footer?.acknowledgementOfCountry ? <p>{footer.acknowledgementOfCountry}</p> : null}
      </div>
    </footer>
  );
});

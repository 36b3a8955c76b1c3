import { useSession } from '../../api/session';
import { SafeHtml } from '../../ui/safe-html';

export const Footer = () => {
  const boot = useSession();
  const { footerHtml, hideProviderLogo } = boot.configs.pcsxConfig;
  return (
    <footer className="footer">
      {footerHtml && <SafeHtml className="footer__custom" html={footerHtml} />}
      {!hideProviderLogo && <p className="footer__powered">Powered by PCSX</p>}
    </footer>
  );
};

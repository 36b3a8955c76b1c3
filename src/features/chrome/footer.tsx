import { useSession } from '../../api/session';
import { useMessages } from '../../i18n/use-messages';
import { SafeHtml } from '../../ui/safe-html';

export const Footer = () => {
  const { t } = useMessages();
  const boot = useSession();
  const { footerHtml, hideProviderLogo } = boot.configs.pcsxConfig;
  return (
    <footer className="footer">
      {footerHtml && <SafeHtml className="footer__custom" html={footerHtml} />}
      {!hideProviderLogo && <p className="footer__powered">{t('common.footer.poweredBy')}</p>}
    </footer>
  );
};

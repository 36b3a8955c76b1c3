import { useSession } from '../../api/session';
import { useMessages } from '../../i18n/use-messages';
import { SafeHtml } from '../../ui/safe-html';
// A file of its own (not inlined into the script), served from the site like the app's code.
import providerLogoUrl from './provider-logo.svg?no-inline';

export const Footer = () => {
  const { t } = useMessages();
  const boot = useSession();
  const { footerHtml, hideProviderLogo } = boot.configs.pcsxConfig;
  return (
    <footer className="footer">
      {footerHtml && <SafeHtml className="footer__custom" html={footerHtml} />}
      {!hideProviderLogo && (
        <p className="footer__powered">
          {t('common.footer.poweredBy')}
          <img
            className="footer__provider-logo"
            src={providerLogoUrl}
            alt={t('common.footer.providerName')}
            width={64}
            height={20}
          />
        </p>
      )}
    </footer>
  );
};

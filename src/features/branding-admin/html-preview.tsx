import { useMessages } from '../../i18n/use-messages';
import { SafeHtml } from '../../ui/safe-html';

/**
 * What the site will show for some configured HTML: the policy the server stores it by, so the
 * preview drops exactly what saving drops, and nothing executable runs here either.
 */
export const HtmlPreview = ({ html, className }: { html: string; className?: string }) => {
  const { t } = useMessages('brandingAdmin');
  return (
    <figure className="branding-admin__preview">
      <figcaption className="branding-admin__preview-caption">
        {t('brandingAdmin.preview')}
      </figcaption>
      {html.trim() === '' ? (
        <p className="muted">{t('brandingAdmin.previewEmpty')}</p>
      ) : (
        <SafeHtml html={html} className={className} policy="branding" />
      )}
    </figure>
  );
};

import { useId, useState, type SyntheticEvent } from 'react';
import { useUpdateFooter } from '@generated/api/branding/branding';
import type { BrandingSettings } from '@generated/api/models';
import { useSession } from '../../api/session';
import { useMessages } from '../../i18n/use-messages';
import { showToast } from '../../ui/toast/toast-store';
import { BRANDING_LIMITS, validateFooter } from './branding-limits';
import { SaveButton, useBrandingSaved, useFieldMessages } from './branding-form';
import { HtmlPreview } from './html-preview';

/**
 * The footer's custom HTML, with the filtered preview, and whether the "Powered by" logo shows.
 * Empty HTML restores the default footer.
 */
export const FooterEditor = ({ settings }: { settings: BrandingSettings }) => {
  const { t } = useMessages('brandingAdmin');
  const { domain } = useSession();
  const formId = useId();
  const fields = useFieldMessages(formId);
  const onSaved = useBrandingSaved();
  const update = useUpdateFooter();
  const [html, setHtml] = useState(settings.footer.html ?? '');
  const [hideProviderLogo, setHideProviderLogo] = useState(settings.footer.hideProviderLogo);
  const [wasFiltered, setWasFiltered] = useState(false);

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    setWasFiltered(false);
    if (!fields.check(validateFooter(html))) return;
    const sent = html.trim() === '' ? null : html;
    update.mutate(
      { data: { html: sent, hideProviderLogo }, params: { domain } },
      {
        onSuccess: (saved) => {
          onSaved(saved);
          setHtml(saved.footer.html ?? '');
          setHideProviderLogo(saved.footer.hideProviderLogo);
          setWasFiltered(saved.footer.html !== sent);
          showToast({ message: t('brandingAdmin.footer.saved'), variant: 'success' });
        },
        onError: (error) => fields.showFailure(error),
      },
    );
  };

  const htmlField = fields.field('html');
  const hideId = `${formId}-hide`;
  return (
    <form
      className="branding-admin__form"
      onSubmit={submit}
      noValidate
      aria-busy={update.isPending}
    >
      <div className="branding-admin__field">
        <label htmlFor={htmlField.id}>{t('brandingAdmin.footer.html')}</label>
        <textarea
          {...htmlField}
          className="branding-admin__code"
          rows={8}
          value={html}
          onChange={(event) => setHtml(event.target.value)}
        />
        <p className="hint">
          {t('brandingAdmin.footer.hint', { max: BRANDING_LIMITS.footerHtmlLength })}
        </p>
        {fields.message('html')}
      </div>
      <HtmlPreview html={html} className="footer" />
      <div className="branding-admin__check">
        <input
          id={hideId}
          type="checkbox"
          checked={hideProviderLogo}
          onChange={(event) => setHideProviderLogo(event.target.checked)}
        />
        <label htmlFor={hideId}>{t('brandingAdmin.footer.hideProviderLogo')}</label>
      </div>
      {wasFiltered && (
        <p className="branding-admin__note" role="status">
          {t('brandingAdmin.sanitised')}
        </p>
      )}
      {fields.summary()}
      <SaveButton isSaving={update.isPending} label={t('brandingAdmin.footer.save')} />
    </form>
  );
};

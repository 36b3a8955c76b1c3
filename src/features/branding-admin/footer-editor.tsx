import { useState } from 'react';
import { useUpdateFooter } from '@generated/api/branding/branding';
import type { BrandingSettings } from '@generated/api/models';
import { BRANDING_LIMITS, validateFooter } from './branding-limits';
import { BrandingForm, SaveBar, useBrandingEditor } from './branding-form';
import { HtmlPreview } from './html-preview';
import { CodeField } from './text-fields';
import { useReportUnsaved } from './unsaved-changes';

/**
 * The footer's custom HTML, with the filtered preview, and whether the "Powered by" logo shows.
 * Empty HTML restores the default footer.
 */
export const FooterEditor = ({ settings }: { settings: BrandingSettings }) => {
  const { t, domain, fields, saveOutcome } = useBrandingEditor();
  const update = useUpdateFooter();
  const [html, setHtml] = useState(settings.footer.html ?? '');
  const [hideProviderLogo, setHideProviderLogo] = useState(settings.footer.hideProviderLogo);
  const [wasFiltered, setWasFiltered] = useState(false);
  useReportUnsaved(
    'footer',
    html !== (settings.footer.html ?? '') || hideProviderLogo !== settings.footer.hideProviderLogo,
  );

  const submit = () => {
    setWasFiltered(false);
    if (!fields.check(validateFooter(html))) return;
    const sent = html.trim() === '' ? null : html;
    update.mutate(
      { data: { html: sent, hideProviderLogo }, params: { domain } },
      saveOutcome({
        message: t('brandingAdmin.footer.saved'),
        onAnswer: (answer) => {
          setHtml(answer.footer.html ?? '');
          setHideProviderLogo(answer.footer.hideProviderLogo);
          setWasFiltered(answer.footer.html !== sent);
        },
      }),
    );
  };

  const hideId = fields.fieldId('hideProviderLogo');
  return (
    <BrandingForm isBusy={update.isPending} onSubmit={submit}>
      <CodeField
        fields={fields}
        name="html"
        label={t('brandingAdmin.footer.html')}
        hint={t('brandingAdmin.footer.hint', { max: BRANDING_LIMITS.footerHtmlLength })}
        rows={8}
        value={html}
        onChange={setHtml}
      />
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
      <SaveBar
        fields={fields}
        isSaving={update.isPending}
        label={t('brandingAdmin.footer.save')}
        wasFiltered={wasFiltered}
      />
    </BrandingForm>
  );
};

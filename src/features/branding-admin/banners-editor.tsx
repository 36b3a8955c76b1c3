import { useState } from 'react';
import { useUpdateBanners } from '@generated/api/branding/branding';
import type { BrandingSettings, PageBanner, PageBannerType } from '@generated/api/models';
import { BRANDING_LIMITS, validateBanners } from './branding-limits';
import { BrandingForm, EVERY_PAGE, PageSelect, SaveBar, useBrandingEditor } from './branding-form';
import { EditableRowList, useEditableRows } from './editable-rows';
import { CodeField, TextField } from './text-fields';
import { isSameDraft, useReportUnsaved } from './unsaved-changes';
import { HtmlPreview } from './html-preview';

const bannersOf = (banners: readonly PageBanner[]): PageBanner[] =>
  banners.map(({ page, type, html }) => ({ page, type, html }));

const BANNER_TYPES = {
  info: 'brandingAdmin.banners.typeInfo',
  alert: 'brandingAdmin.banners.typeAlert',
} as const satisfies Record<PageBannerType, string>;

const isBannerType = (value: string): value is PageBannerType => value in BANNER_TYPES;

/**
 * The implementation-phase banner and the page banners, each with a preview of what the site
 * will show once DOMPurify has filtered it. After saving, the fields hold the server's sanitised
 * HTML, so the admin sees exactly what visitors get.
 */
export const BannersEditor = ({ settings }: { settings: BrandingSettings }) => {
  const { t, domain, fields, saveOutcome } = useBrandingEditor();
  const update = useUpdateBanners();
  const [implementation, setImplementation] = useState(settings.implementationBanner);
  const list = useEditableRows(bannersOf(settings.banners), fields, 'banners');
  const [wasFiltered, setWasFiltered] = useState(false);
  const defaultPage = settings.pages.includes('jobs') ? 'jobs' : EVERY_PAGE;
  useReportUnsaved(
    'banners',
    !isSameDraft(
      { implementation, banners: bannersOf(list.rows) },
      { implementation: settings.implementationBanner, banners: bannersOf(settings.banners) },
    ),
  );

  const submit = () => {
    setWasFiltered(false);
    const banners = bannersOf(list.rows);
    if (!fields.check(validateBanners({ implementationBanner: implementation, banners }))) return;
    update.mutate(
      { data: { implementationBanner: implementation, banners }, params: { domain } },
      saveOutcome({
        message: t('brandingAdmin.banners.saved'),
        onAnswer: (answer) => {
          setImplementation(answer.implementationBanner);
          list.reset(bannersOf(answer.banners));
          setWasFiltered(
            answer.banners.some((banner, index) => banner.html !== banners[index]?.html),
          );
        },
      }),
    );
  };

  const displayId = fields.fieldId('implementationBanner.displayBanner');
  return (
    <BrandingForm isBusy={update.isPending} onSubmit={submit}>
      <fieldset className="branding-admin__group">
        <legend>{t('brandingAdmin.banners.implementationHeading')}</legend>
        <div className="branding-admin__check">
          <input
            id={displayId}
            type="checkbox"
            checked={implementation.displayBanner}
            onChange={(event) =>
              setImplementation((current) => ({ ...current, displayBanner: event.target.checked }))
            }
          />
          <label htmlFor={displayId}>{t('brandingAdmin.banners.implementationShow')}</label>
        </div>
        <TextField
          fields={fields}
          name="implementationBanner.displayText"
          label={t('brandingAdmin.banners.implementationText')}
          hint={t('brandingAdmin.validation.limit', {
            max: BRANDING_LIMITS.implementationTextLength,
          })}
          value={implementation.displayText}
          onChange={(displayText) => setImplementation((current) => ({ ...current, displayText }))}
        />
      </fieldset>

      <h2>{t('brandingAdmin.banners.pageHeading')}</h2>
      <p className="hint">{t('brandingAdmin.banners.pageHint')}</p>
      <EditableRowList
        list={list}
        max={BRANDING_LIMITS.bannerCount}
        onAdd={() => list.add({ page: defaultPage, type: 'info', html: '' }, 'page')}
        labels={{
          none: t('brandingAdmin.banners.none'),
          item: (number) => t('brandingAdmin.banners.item', { number }),
          remove: (number) => t('brandingAdmin.banners.remove', { number }),
          add: t('brandingAdmin.banners.add'),
        }}
      >
        {(row, index) => {
          const typeId = fields.fieldId(list.fieldName(index, 'type'));
          return (
            <>
              <PageSelect
                id={fields.fieldId(list.fieldName(index, 'page'))}
                label={t('brandingAdmin.field.page')}
                pages={settings.pages}
                value={row.page}
                onChange={(page) => list.change(row.key, { page })}
              />
              <div className="branding-admin__field">
                <label htmlFor={typeId}>{t('brandingAdmin.banners.type')}</label>
                <select
                  id={typeId}
                  value={row.type}
                  onChange={(event) => {
                    const { value } = event.target;
                    if (isBannerType(value)) list.change(row.key, { type: value });
                  }}
                >
                  {Object.entries(BANNER_TYPES).map(([type, label]) => (
                    <option key={type} value={type}>
                      {t(label)}
                    </option>
                  ))}
                </select>
              </div>
              <CodeField
                fields={fields}
                name={list.fieldName(index, 'html')}
                label={t('brandingAdmin.field.html')}
                hint={t('brandingAdmin.validation.limit', {
                  max: BRANDING_LIMITS.bannerHtmlLength,
                })}
                rows={4}
                value={row.html}
                onChange={(html) => list.change(row.key, { html })}
              />
              <HtmlPreview html={row.html} className={`banner banner--${row.type}`} />
            </>
          );
        }}
      </EditableRowList>
      <SaveBar
        fields={fields}
        isSaving={update.isPending}
        label={t('brandingAdmin.banners.save')}
        wasFiltered={wasFiltered}
      />
    </BrandingForm>
  );
};

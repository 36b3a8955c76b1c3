import { useId, useState, type SyntheticEvent } from 'react';
import { useUpdateBanners } from '@generated/api/branding/branding';
import type { BrandingSettings, PageBanner, PageBannerType } from '@generated/api/models';
import { useSession } from '../../api/session';
import { useMessages } from '../../i18n/use-messages';
import { showToast } from '../../ui/toast/toast-store';
import { BRANDING_LIMITS, validateBanners } from './branding-limits';
import {
  EVERY_PAGE,
  newRowKey,
  PageSelect,
  SaveButton,
  useBrandingSaved,
  useFieldMessages,
} from './branding-form';
import { HtmlPreview } from './html-preview';

interface BannerRow extends PageBanner {
  key: number;
}

const rowsOf = (banners: readonly PageBanner[]): BannerRow[] =>
  banners.map((banner) => ({ ...banner, key: newRowKey() }));

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
  const { t } = useMessages('brandingAdmin');
  const { domain } = useSession();
  const formId = useId();
  const fields = useFieldMessages(formId);
  const onSaved = useBrandingSaved();
  const update = useUpdateBanners();
  const [implementation, setImplementation] = useState(settings.implementationBanner);
  const [rows, setRows] = useState(() => rowsOf(settings.banners));
  const [wasFiltered, setWasFiltered] = useState(false);
  const addId = `${formId}-add`;
  const defaultPage = settings.pages.includes('jobs') ? 'jobs' : EVERY_PAGE;

  const changeRow = (key: number, change: Partial<PageBanner>) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...change } : row)));

  const addRow = () => {
    const index = rows.length;
    setRows((current) => [
      ...current,
      { key: newRowKey(), page: defaultPage, type: 'info', html: '' },
    ]);
    fields.focus(fields.fieldId(`banners.${index}.page`));
  };

  const removeRow = (key: number) => {
    setRows((current) => current.filter((row) => row.key !== key));
    fields.clear();
    fields.focus(addId);
  };

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    setWasFiltered(false);
    const banners = rows.map(({ page, type, html }) => ({ page, type, html }));
    if (!fields.check(validateBanners({ implementationBanner: implementation, banners }))) return;
    update.mutate(
      { data: { implementationBanner: implementation, banners }, params: { domain } },
      {
        onSuccess: (saved) => {
          onSaved(saved);
          setImplementation(saved.implementationBanner);
          setRows(rowsOf(saved.banners));
          setWasFiltered(
            saved.banners.some((banner, index) => banner.html !== banners[index]?.html),
          );
          showToast({ message: t('brandingAdmin.banners.saved'), variant: 'success' });
        },
        onError: (error) => fields.showFailure(error),
      },
    );
  };

  const textField = fields.field('implementationBanner.displayText');
  return (
    <form
      className="branding-admin__form"
      onSubmit={submit}
      noValidate
      aria-busy={update.isPending}
    >
      <fieldset className="branding-admin__group">
        <legend>{t('brandingAdmin.banners.implementationHeading')}</legend>
        <div className="branding-admin__check">
          <input
            id={`${formId}-display`}
            type="checkbox"
            checked={implementation.displayBanner}
            onChange={(event) =>
              setImplementation((current) => ({ ...current, displayBanner: event.target.checked }))
            }
          />
          <label htmlFor={`${formId}-display`}>
            {t('brandingAdmin.banners.implementationShow')}
          </label>
        </div>
        <div className="branding-admin__field">
          <label htmlFor={textField.id}>{t('brandingAdmin.banners.implementationText')}</label>
          <input
            {...textField}
            type="text"
            value={implementation.displayText}
            onChange={(event) =>
              setImplementation((current) => ({ ...current, displayText: event.target.value }))
            }
          />
          <p className="hint">
            {t('brandingAdmin.validation.limit', {
              max: BRANDING_LIMITS.implementationTextLength,
            })}
          </p>
          {fields.message('implementationBanner.displayText')}
        </div>
      </fieldset>

      <h2>{t('brandingAdmin.banners.pageHeading')}</h2>
      <p className="hint">{t('brandingAdmin.banners.pageHint')}</p>
      {rows.length === 0 && <p>{t('brandingAdmin.banners.none')}</p>}
      <ul className="branding-admin__rows">
        {rows.map((row, index) => {
          const html = fields.field(`banners.${index}.html`);
          const typeId = fields.fieldId(`banners.${index}.type`);
          return (
            <li key={row.key}>
              <fieldset className="branding-admin__group">
                <legend>{t('brandingAdmin.banners.item', { number: index + 1 })}</legend>
                <PageSelect
                  id={fields.fieldId(`banners.${index}.page`)}
                  label={t('brandingAdmin.field.page')}
                  pages={settings.pages}
                  value={row.page}
                  onChange={(page) => changeRow(row.key, { page })}
                />
                <div className="branding-admin__field">
                  <label htmlFor={typeId}>{t('brandingAdmin.banners.type')}</label>
                  <select
                    id={typeId}
                    value={row.type}
                    onChange={(event) => {
                      const { value } = event.target;
                      if (isBannerType(value)) changeRow(row.key, { type: value });
                    }}
                  >
                    {Object.entries(BANNER_TYPES).map(([type, label]) => (
                      <option key={type} value={type}>
                        {t(label)}
                      </option>
                    ))}
                  </select>
                </div>
                <div className="branding-admin__field">
                  <label htmlFor={html.id}>{t('brandingAdmin.field.html')}</label>
                  <textarea
                    {...html}
                    className="branding-admin__code"
                    rows={4}
                    value={row.html}
                    onChange={(event) => changeRow(row.key, { html: event.target.value })}
                  />
                  <p className="hint">
                    {t('brandingAdmin.validation.limit', { max: BRANDING_LIMITS.bannerHtmlLength })}
                  </p>
                  {fields.message(`banners.${index}.html`)}
                </div>
                <HtmlPreview html={row.html} className={`banner banner--${row.type}`} />
                <button type="button" className="button" onClick={() => removeRow(row.key)}>
                  {t('brandingAdmin.banners.remove', { number: index + 1 })}
                </button>
              </fieldset>
            </li>
          );
        })}
      </ul>
      <div className="branding-admin__actions">
        <button
          id={addId}
          type="button"
          className="button"
          disabled={rows.length >= BRANDING_LIMITS.bannerCount}
          onClick={addRow}
        >
          {t('brandingAdmin.banners.add')}
        </button>
        {rows.length >= BRANDING_LIMITS.bannerCount && (
          <p className="hint">
            {t('brandingAdmin.validation.tooMany', { max: BRANDING_LIMITS.bannerCount })}
          </p>
        )}
      </div>
      {wasFiltered && (
        <p className="branding-admin__note" role="status">
          {t('brandingAdmin.sanitised')}
        </p>
      )}
      {fields.summary()}
      <SaveButton isSaving={update.isPending} label={t('brandingAdmin.banners.save')} />
    </form>
  );
};

import { useId, useState, type SyntheticEvent } from 'react';
import { useDeleteLogo, useUpdateNavbar, useUploadLogo } from '@generated/api/branding/branding';
import type { BrandingSettings, NavLink } from '@generated/api/models';
import { useSession } from '../../api/session';
import { useMessages } from '../../i18n/use-messages';
import { readAsDataUrl } from '../../lib/files';
import { showToast } from '../../ui/toast/toast-store';
import {
  BRANDING_LIMITS,
  IMAGE_TYPES,
  imageFileProblem,
  validateNavbarLinks,
} from './branding-limits';
import { newRowKey, SaveButton, useBrandingSaved, useFieldMessages } from './branding-form';

interface LinkRow extends NavLink {
  key: number;
}

const rowsOf = (links: readonly NavLink[]): LinkRow[] =>
  links.map(({ label, url }) => ({ label, url, key: newRowKey() }));

/** Moves the row at `index` one place up (-1) or down (+1); the list is unchanged at an end. */
export const moveRow = <T,>(rows: readonly T[], index: number, step: -1 | 1): T[] => {
  const target = index + step;
  const moving = rows[index];
  const displaced = rows[target];
  if (moving === undefined || displaced === undefined) return [...rows];
  const next = [...rows];
  next[target] = moving;
  next[index] = displaced;
  return next;
};

const oppositeStep = (step: -1 | 1): -1 | 1 => (step === 1 ? -1 : 1);

const LogoEditor = ({ logoUrl }: { logoUrl: string | null }) => {
  const { t } = useMessages('brandingAdmin');
  const { domain } = useSession();
  const formId = useId();
  const fields = useFieldMessages(formId);
  const onSaved = useBrandingSaved();
  const upload = useUploadLogo();
  const remove = useDeleteLogo();
  const [file, setFile] = useState<File | null>(null);
  const [inputKey, setInputKey] = useState(0);
  const fileField = fields.field('image');

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    const problem = imageFileProblem('image', file, BRANDING_LIMITS.logoBytes);
    if (!fields.check(problem ? [problem] : []) || !file) return;
    const image = await readAsDataUrl(file);
    upload.mutate(
      { data: { image }, params: { domain } },
      {
        onSuccess: (saved) => {
          onSaved(saved);
          setFile(null);
          setInputKey((key) => key + 1);
          showToast({ message: t('brandingAdmin.logo.saved'), variant: 'success' });
        },
        onError: (error) => fields.showFailure(error, 'image'),
      },
    );
  };

  const removeLogo = () =>
    remove.mutate(
      { params: { domain } },
      {
        onSuccess: (saved) => {
          onSaved(saved);
          fields.focus(fileField.id);
          showToast({ message: t('brandingAdmin.logo.removed'), variant: 'success' });
        },
        onError: (error) => fields.showFailure(error),
      },
    );

  const isBusy = upload.isPending || remove.isPending;
  return (
    <form
      className="branding-admin__form"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-busy={isBusy}
    >
      <h2>{t('brandingAdmin.logo.heading')}</h2>
      {logoUrl ? (
        <div className="branding-admin__logo">
          <img src={logoUrl} alt={t('brandingAdmin.logo.current')} />
          <button type="button" className="button" disabled={isBusy} onClick={removeLogo}>
            {t('brandingAdmin.logo.remove')}
          </button>
        </div>
      ) : (
        <p>{t('brandingAdmin.logo.none')}</p>
      )}
      <div className="branding-admin__field">
        <label htmlFor={fileField.id}>{t('brandingAdmin.logo.file')}</label>
        <input
          {...fileField}
          key={inputKey}
          type="file"
          accept={IMAGE_TYPES.join(',')}
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
        <p className="hint">{t('brandingAdmin.logo.hint')}</p>
        {fields.message('image')}
      </div>
      {fields.summary()}
      <SaveButton isSaving={upload.isPending} label={t('brandingAdmin.logo.upload')} />
    </form>
  );
};

const LinksEditor = ({ links }: { links: readonly NavLink[] }) => {
  const { t } = useMessages('brandingAdmin');
  const { domain } = useSession();
  const formId = useId();
  const fields = useFieldMessages(formId);
  const onSaved = useBrandingSaved();
  const update = useUpdateNavbar();
  const [rows, setRows] = useState(() => rowsOf(links));
  const addId = `${formId}-add`;
  const moveId = (key: number, step: -1 | 1) => `${formId}-${key}-${step < 0 ? 'up' : 'down'}`;

  const changeRow = (key: number, change: Partial<NavLink>) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...change } : row)));

  const addRow = () => {
    const index = rows.length;
    setRows((current) => [...current, { key: newRowKey(), label: '', url: '' }]);
    fields.focus(fields.fieldId(`links.${index}.label`));
  };

  const removeRow = (key: number) => {
    setRows((current) => current.filter((row) => row.key !== key));
    fields.clear();
    fields.focus(addId);
  };

  // Focus follows the moved link; at the top or bottom it goes to the button still usable.
  const move = (index: number, key: number, step: -1 | 1) => {
    setRows((current) => moveRow(current, index, step));
    fields.clear();
    const target = index + step;
    const isAtEnd = target === 0 || target === rows.length - 1;
    fields.focus(moveId(key, isAtEnd ? oppositeStep(step) : step));
  };

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    const sent = rows.map(({ label, url }) => ({ label: label.trim(), url: url.trim() }));
    if (!fields.check(validateNavbarLinks(sent))) return;
    update.mutate(
      { data: { links: sent }, params: { domain } },
      {
        onSuccess: (saved) => {
          onSaved(saved);
          setRows(rowsOf(saved.navbarLinks));
          showToast({ message: t('brandingAdmin.links.saved'), variant: 'success' });
        },
        onError: (error) => fields.showFailure(error),
      },
    );
  };

  return (
    <form
      className="branding-admin__form"
      onSubmit={submit}
      noValidate
      aria-busy={update.isPending}
    >
      <h2>{t('brandingAdmin.links.heading')}</h2>
      {rows.length === 0 && <p>{t('brandingAdmin.links.none')}</p>}
      <ol className="branding-admin__rows">
        {rows.map((row, index) => {
          const label = fields.field(`links.${index}.label`);
          const url = fields.field(`links.${index}.url`);
          const number = index + 1;
          return (
            <li key={row.key}>
              <fieldset className="branding-admin__group branding-admin__link">
                <legend>{t('brandingAdmin.links.item', { number })}</legend>
                <div className="branding-admin__field">
                  <label htmlFor={label.id}>{t('brandingAdmin.links.label')}</label>
                  <input
                    {...label}
                    type="text"
                    value={row.label}
                    onChange={(event) => changeRow(row.key, { label: event.target.value })}
                  />
                  {fields.message(`links.${index}.label`)}
                </div>
                <div className="branding-admin__field">
                  <label htmlFor={url.id}>{t('brandingAdmin.links.url')}</label>
                  <input
                    {...url}
                    type="text"
                    inputMode="url"
                    value={row.url}
                    onChange={(event) => changeRow(row.key, { url: event.target.value })}
                  />
                  {fields.message(`links.${index}.url`)}
                </div>
                <div className="branding-admin__row-actions">
                  <button
                    id={moveId(row.key, -1)}
                    type="button"
                    className="button"
                    disabled={index === 0}
                    onClick={() => move(index, row.key, -1)}
                  >
                    {t('brandingAdmin.links.moveUp', { number })}
                  </button>
                  <button
                    id={moveId(row.key, 1)}
                    type="button"
                    className="button"
                    disabled={index === rows.length - 1}
                    onClick={() => move(index, row.key, 1)}
                  >
                    {t('brandingAdmin.links.moveDown', { number })}
                  </button>
                  <button type="button" className="button" onClick={() => removeRow(row.key)}>
                    {t('brandingAdmin.links.remove', { number })}
                  </button>
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <div className="branding-admin__actions">
        <button
          id={addId}
          type="button"
          className="button"
          disabled={rows.length >= BRANDING_LIMITS.navbarLinkCount}
          onClick={addRow}
        >
          {t('brandingAdmin.links.add')}
        </button>
      </div>
      {fields.summary()}
      <SaveButton isSaving={update.isPending} label={t('brandingAdmin.links.save')} />
    </form>
  );
};

/** The navbar's logo (uploaded and removed at once) and its links (edited, then saved). */
export const NavbarEditor = ({ settings }: { settings: BrandingSettings }) => (
  <div className="branding-admin__stack">
    <LogoEditor logoUrl={settings.logoUrl} />
    <LinksEditor links={settings.navbarLinks} />
  </div>
);

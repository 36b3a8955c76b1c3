import { useState } from 'react';
import { useDeleteLogo, useUpdateNavbar, useUploadLogo } from '@generated/api/branding/branding';
import type { BrandingSettings, NavLink } from '@generated/api/models';
import { readAsDataUrl } from '../../lib/files';
import {
  BRANDING_LIMITS,
  IMAGE_TYPES,
  imageFileProblem,
  validateNavbarLinks,
} from './branding-limits';
import { BrandingForm, SaveBar, useBrandingEditor } from './branding-form';
import { EditableRowList, useEditableRows } from './editable-rows';
import { TextField } from './text-fields';
import { isSameDraft, useReportUnsaved } from './unsaved-changes';
import { FileChooser } from '../../ui/file-chooser/file-chooser';

const linksOf = (links: readonly NavLink[]): NavLink[] =>
  links.map(({ label, url }) => ({ label, url }));

const LogoEditor = ({ logoUrl }: { logoUrl: string | null }) => {
  const { t, domain, fields, saveOutcome } = useBrandingEditor();
  const upload = useUploadLogo();
  const remove = useDeleteLogo();
  const [file, setFile] = useState<File | null>(null);
  const [inputKey, setInputKey] = useState(0);
  useReportUnsaved('logo', file !== null);
  const fileField = fields.field('image');

  const submit = async () => {
    const problem = imageFileProblem('image', file, BRANDING_LIMITS.logoBytes);
    if (!fields.check(problem ? [problem] : []) || !file) return;
    const image = await readAsDataUrl(file);
    upload.mutate(
      { data: { image }, params: { domain } },
      saveOutcome({
        message: t('brandingAdmin.logo.saved'),
        onAnswer: () => {
          setFile(null);
          setInputKey((key) => key + 1);
        },
        imageField: 'image',
      }),
    );
  };

  const removeLogo = () =>
    remove.mutate(
      { params: { domain } },
      saveOutcome({
        message: t('brandingAdmin.logo.removed'),
        onAnswer: () => fields.focus(fileField.id),
      }),
    );

  const isBusy = upload.isPending || remove.isPending;
  return (
    <BrandingForm isBusy={isBusy} onSubmit={() => void submit()}>
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
        <FileChooser
          {...fileField}
          key={inputKey}
          accept={IMAGE_TYPES.join(',')}
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
        <p className="hint">{t('brandingAdmin.logo.hint')}</p>
        {fields.message('image')}
      </div>
      <SaveBar fields={fields} isSaving={upload.isPending} label={t('brandingAdmin.logo.upload')} />
    </BrandingForm>
  );
};

const LinksEditor = ({ links }: { links: readonly NavLink[] }) => {
  const { t, domain, fields, saveOutcome } = useBrandingEditor();
  const update = useUpdateNavbar();
  const list = useEditableRows(linksOf(links), fields, 'links');
  useReportUnsaved('navbarLinks', !isSameDraft(linksOf(list.rows), linksOf(links)));

  const submit = () => {
    const sent = list.rows.map(({ label, url }) => ({ label: label.trim(), url: url.trim() }));
    if (!fields.check(validateNavbarLinks(sent))) return;
    update.mutate(
      { data: { links: sent }, params: { domain } },
      saveOutcome({
        message: t('brandingAdmin.links.saved'),
        onAnswer: (answer) => list.reset(linksOf(answer.navbarLinks)),
      }),
    );
  };

  return (
    <BrandingForm isBusy={update.isPending} onSubmit={submit}>
      <h2>{t('brandingAdmin.links.heading')}</h2>
      <EditableRowList
        list={list}
        max={BRANDING_LIMITS.navbarLinkCount}
        onAdd={() => list.add({ label: '', url: '' }, 'label')}
        groupClassName="branding-admin__link"
        labels={{
          none: t('brandingAdmin.links.none'),
          item: (number) => t('brandingAdmin.links.item', { number }),
          remove: (number) => t('brandingAdmin.links.remove', { number }),
          add: t('brandingAdmin.links.add'),
          moveUp: (number) => t('brandingAdmin.links.moveUp', { number }),
          moveDown: (number) => t('brandingAdmin.links.moveDown', { number }),
        }}
      >
        {(row, index) => (
          <>
            <TextField
              fields={fields}
              name={list.fieldName(index, 'label')}
              label={t('brandingAdmin.links.label')}
              value={row.label}
              onChange={(label) => list.change(row.key, { label })}
            />
            <TextField
              fields={fields}
              name={list.fieldName(index, 'url')}
              label={t('brandingAdmin.links.url')}
              inputMode="url"
              value={row.url}
              onChange={(url) => list.change(row.key, { url })}
            />
          </>
        )}
      </EditableRowList>
      <SaveBar fields={fields} isSaving={update.isPending} label={t('brandingAdmin.links.save')} />
    </BrandingForm>
  );
};

/** The navbar's logo (uploaded and removed at once) and its links (edited, then saved). */
export const NavbarEditor = ({ settings }: { settings: BrandingSettings }) => (
  <div className="branding-admin__stack">
    <LogoEditor logoUrl={settings.logoUrl} />
    <LinksEditor links={settings.navbarLinks} />
  </div>
);

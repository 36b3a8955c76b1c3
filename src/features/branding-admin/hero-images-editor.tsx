import { useEffect, useId, useState } from 'react';
import { useDeleteHeroImage, useUploadHeroImage } from '@generated/api/branding/branding';
import type { BrandingSettings, HeroImage } from '@generated/api/models';
import { getRequestErrorMessage } from '../../api/api-error';
import { useSession } from '../../api/session';
import { useMessages } from '../../i18n/use-messages';
import { readAsDataUrl } from '../../lib/files';
import { usePendingFocus } from '../../lib/use-pending-focus';
import { Modal } from '../../ui/modal/modal';
import { showToast } from '../../ui/toast/toast-store';
import { BRANDING_LIMITS, IMAGE_TYPES, validateHeroImage } from './branding-limits';
import {
  BrandingForm,
  EVERY_PAGE,
  PageSelect,
  SaveBar,
  useBrandingEditor,
  useBrandingSaved,
  usePageName,
} from './branding-form';
import { useReportUnsaved } from './unsaved-changes';
import { FileChooser } from '../../ui/file-chooser/file-chooser';

/** The screen widths an image may start from: the site's phone, tablet and desktop breakpoints. */
export const SCREEN_WIDTHS = [
  { key: 'phone', minWidth: 0, label: 'brandingAdmin.hero.widthPhone' },
  { key: 'tablet', minWidth: 600, label: 'brandingAdmin.hero.widthTablet' },
  { key: 'desktop', minWidth: 1024, label: 'brandingAdmin.hero.widthDesktop' },
] as const;

type WidthChoice = (typeof SCREEN_WIDTHS)[number]['key'] | 'custom';

const isImageType = (file: File): boolean => IMAGE_TYPES.some((type) => type === file.type);

const UploadForm = ({ settings }: { settings: BrandingSettings }) => {
  const { t, domain, fields, saveOutcome } = useBrandingEditor();
  const formId = useId();
  const upload = useUploadHeroImage();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [inputKey, setInputKey] = useState(0);
  const [page, setPage] = useState(settings.pages.includes('jobs') ? 'jobs' : EVERY_PAGE);
  const [widthChoice, setWidthChoice] = useState<WidthChoice>('desktop');
  const [customWidth, setCustomWidth] = useState('');
  const [alt, setAlt] = useState('');
  const [isDecorative, setIsDecorative] = useState(false);
  // A preview URL is released when it is replaced or the form goes.
  useEffect(() => (preview ? () => URL.revokeObjectURL(preview) : undefined), [preview]);
  useReportUnsaved('heroImage', file !== null || alt.trim() !== '');

  const minWidth =
    widthChoice === 'custom'
      ? Number(customWidth.trim() === '' ? Number.NaN : customWidth)
      : (SCREEN_WIDTHS.find((width) => width.key === widthChoice)?.minWidth ?? 0);

  // The preview is an object URL made at once: no read to wait for, so no slower read of an
  // earlier file can replace it.
  const choose = (chosen: File | null) => {
    setFile(chosen);
    setPreview(chosen && isImageType(chosen) ? URL.createObjectURL(chosen) : null);
  };

  const submit = async () => {
    const problems = validateHeroImage(
      { file, minWidth, alt, isDecorative },
      settings.heroImages.length,
    );
    if (!fields.check(problems) || !file) return;
    // Read the file chosen now, at sending: an earlier choice can never be the one sent.
    const image = await readAsDataUrl(file);
    upload.mutate(
      { data: { page, minWidth, alt: isDecorative ? '' : alt.trim(), image }, params: { domain } },
      saveOutcome({
        message: t('brandingAdmin.hero.saved'),
        imageField: 'image',
        onAnswer: () => {
          choose(null);
          setAlt('');
          setInputKey((key) => key + 1);
        },
      }),
    );
  };

  const fileField = fields.field('image');
  const customField = fields.field('minWidth');
  const altField = fields.field('alt');
  const altHintId = `${altField.id}-hint`;
  const decorativeId = `${formId}-decorative`;
  return (
    <BrandingForm isBusy={upload.isPending} onSubmit={() => void submit()}>
      <h2>{t('brandingAdmin.hero.addHeading')}</h2>
      <div className="branding-admin__field">
        <label htmlFor={fileField.id}>{t('brandingAdmin.hero.file')}</label>
        <FileChooser
          {...fileField}
          key={inputKey}
          accept={IMAGE_TYPES.join(',')}
          onChange={(event) => choose(event.target.files?.[0] ?? null)}
        />
        <p className="hint">
          {t('brandingAdmin.hero.fileHint', { min: BRANDING_LIMITS.heroImageMinPixels })}
        </p>
        {fields.message('image')}
      </div>
      {preview && <img className="branding-admin__chosen" src={preview} alt="" />}
      <PageSelect
        id={fields.fieldId('page')}
        label={t('brandingAdmin.field.page')}
        pages={settings.pages}
        value={page}
        onChange={setPage}
      />
      <fieldset className="branding-admin__group">
        <legend>{t('brandingAdmin.hero.width')}</legend>
        {SCREEN_WIDTHS.map((width) => (
          <div key={width.key} className="branding-admin__check">
            <input
              id={`${formId}-${width.key}`}
              type="radio"
              name={`${formId}-width`}
              checked={widthChoice === width.key}
              onChange={() => setWidthChoice(width.key)}
            />
            <label htmlFor={`${formId}-${width.key}`}>
              {t(width.label, { width: width.minWidth })}
            </label>
          </div>
        ))}
        <div className="branding-admin__check">
          <input
            id={`${formId}-custom`}
            type="radio"
            name={`${formId}-width`}
            checked={widthChoice === 'custom'}
            onChange={() => setWidthChoice('custom')}
          />
          <label htmlFor={`${formId}-custom`}>{t('brandingAdmin.hero.widthCustom')}</label>
        </div>
        {widthChoice === 'custom' && (
          <div className="branding-admin__field">
            <label htmlFor={customField.id}>{t('brandingAdmin.hero.customWidth')}</label>
            <input
              {...customField}
              type="number"
              inputMode="numeric"
              min={0}
              max={BRANDING_LIMITS.heroMinWidthMax}
              step={1}
              value={customWidth}
              onChange={(event) => setCustomWidth(event.target.value)}
            />
            {fields.message('minWidth')}
          </div>
        )}
      </fieldset>
      <div className="branding-admin__field">
        <label htmlFor={altField.id}>{t('brandingAdmin.hero.alt')}</label>
        <input
          {...altField}
          aria-describedby={[altHintId, altField['aria-describedby']].filter(Boolean).join(' ')}
          type="text"
          disabled={isDecorative}
          value={isDecorative ? '' : alt}
          onChange={(event) => setAlt(event.target.value)}
        />
        <p id={altHintId} className="hint">
          {t('brandingAdmin.hero.altHint')}
        </p>
        {fields.message('alt')}
      </div>
      <div className="branding-admin__check">
        <input
          id={decorativeId}
          type="checkbox"
          checked={isDecorative}
          onChange={(event) => setIsDecorative(event.target.checked)}
        />
        <label htmlFor={decorativeId}>{t('brandingAdmin.hero.decorative')}</label>
      </div>
      <SaveBar fields={fields} isSaving={upload.isPending} label={t('brandingAdmin.hero.upload')} />
    </BrandingForm>
  );
};

const ImageList = ({ images }: { images: readonly HeroImage[] }) => {
  const { t } = useMessages('brandingAdmin');
  const { domain } = useSession();
  const pageName = usePageName();
  const onSaved = useBrandingSaved();
  const remove = useDeleteHeroImage();
  const headingId = useId();
  const focus = usePendingFocus();
  const [pending, setPending] = useState<HeroImage | null>(null);

  const confirm = (image: HeroImage) =>
    remove.mutate(
      { imageId: image.id, params: { domain } },
      {
        onSuccess: (saved) => {
          // The image's own button is gone: once the dialog has closed, focus goes to the heading.
          setPending(null);
          onSaved(saved);
          focus(headingId);
          showToast({ message: t('brandingAdmin.hero.deleted'), variant: 'success' });
        },
        onError: (error) => {
          setPending(null);
          showToast({ message: getRequestErrorMessage(error), variant: 'disruptive' });
        },
      },
    );

  return (
    <section className="branding-admin__stack">
      <h2 id={headingId} tabIndex={-1}>
        {t('brandingAdmin.hero.listHeading')}
      </h2>
      {images.length === 0 ? (
        <p>{t('brandingAdmin.hero.none')}</p>
      ) : (
        <ul className="branding-admin__images">
          {images.map((image) => (
            <li key={image.id} className="branding-admin__image">
              <img
                src={image.url}
                srcSet={image.srcset.map((copy) => `${copy.url} ${copy.width}w`).join(', ')}
                sizes="160px"
                width={image.width}
                height={image.height}
                alt=""
              />
              <dl>
                <dt>{t('brandingAdmin.field.page')}</dt>
                <dd>{pageName(image.page)}</dd>
                <dt>{t('brandingAdmin.hero.width')}</dt>
                <dd>{t('brandingAdmin.hero.fromWidth', { width: image.minWidth })}</dd>
                <dt>{t('brandingAdmin.hero.size')}</dt>
                <dd>
                  {t('brandingAdmin.hero.dimensions', {
                    width: image.width,
                    height: image.height,
                  })}
                </dd>
                <dt>{t('brandingAdmin.hero.alt')}</dt>
                <dd>{image.alt === '' ? t('brandingAdmin.hero.decorativeShort') : image.alt}</dd>
              </dl>
              <button type="button" className="button" onClick={() => setPending(image)}>
                {t('brandingAdmin.hero.delete', {
                  page: pageName(image.page),
                  width: image.minWidth,
                })}
              </button>
            </li>
          ))}
        </ul>
      )}
      <Modal
        title={t('brandingAdmin.hero.deleteTitle')}
        isOpen={pending !== null}
        onClose={() => setPending(null)}
      >
        <p>
          {pending &&
            t('brandingAdmin.hero.deleteBody', {
              page: pageName(pending.page),
              width: pending.minWidth,
            })}
        </p>
        <div className="modal__actions">
          <button type="button" className="button" onClick={() => setPending(null)}>
            {t('brandingAdmin.cancel')}
          </button>
          <button
            type="button"
            className="button button--danger"
            disabled={remove.isPending}
            onClick={() => pending && confirm(pending)}
          >
            {t('brandingAdmin.hero.deleteConfirm')}
          </button>
        </div>
      </Modal>
    </section>
  );
};

/** Hero images per page and smallest screen width: upload, list with dimensions, delete. */
export const HeroImagesEditor = ({ settings }: { settings: BrandingSettings }) => (
  <div className="branding-admin__stack">
    <UploadForm settings={settings} />
    <ImageList images={settings.heroImages} />
  </div>
);

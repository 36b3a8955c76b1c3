import { useId, useMemo, useState, type ChangeEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { getGetBootDataQueryKey } from '@generated/api/boot/boot';
import {
  getGetBrandingQueryKey,
  usePublishTheme,
  useSaveThemeDraft,
} from '@generated/api/branding/branding';
import type { BrandingSettings } from '@generated/api/models';
import { ApiError, getRequestErrorMessage, type FieldError } from '../../api/api-error';
import { useSession } from '../../api/session';
import { themeContrastProblems } from '../../shared/contrast';
import {
  defaultThemeValues,
  THEME_PRODUCTS,
  THEME_SECTIONS,
  type ThemeProduct,
  type ThemeValues,
} from '../../shared/theme-tokens';
import type { FormDefinition } from '../../forms/load-form';
import { FormEngine } from '../../forms/schema-form';
import type { MessageId } from '../../i18n/message-ids';
import { useMessages } from '../../i18n/use-messages';
import { LeaveWarning } from '../../ui/leave-warning/leave-warning';
import { saveFile } from '../../lib/save-file';
import { useMediaQuery } from '../../lib/use-media-query';
import { showToast } from '../../ui/toast/toast-store';
import { ContrastPanel } from './contrast-panel';
import { ThemePreview } from './theme-preview';
import {
  isSameTheme,
  isThemeProduct,
  MAX_THEME_FILE_BYTES,
  readThemeFile,
  savedDraftOf,
  sectionUiSchema,
  themeFileName,
  themeFileText,
  themeSchemaProblems,
  themeTitles,
  toThemeValues,
  usableTheme,
  withFollowingValues,
  type ThemeFileProblem,
} from './theme-values';
import { FileChooser } from '../../ui/file-chooser/file-chooser';

const PRODUCT_LABELS = {
  pcsx: 'themeBuilder.product.pcsx',
  default: 'themeBuilder.product.default',
} as const satisfies Record<ThemeProduct, MessageId<'themeBuilder'>>;

const FILE_PROBLEMS = {
  tooLarge: 'themeBuilder.import.tooLarge',
  notJson: 'themeBuilder.import.notJson',
  noValues: 'themeBuilder.import.noValues',
  invalid: 'themeBuilder.import.invalid',
} as const satisfies Record<ThemeFileProblem['kind'], MessageId<'themeBuilder'>>;

/** Below this width the sections are a select and the preview sits under the form. */
const WIDE_QUERY = '(min-width: 1024px)';

type Edits = Partial<Record<ThemeProduct, ThemeValues>>;

const withoutEdits = (edits: Edits, product: ThemeProduct): Edits =>
  Object.fromEntries(Object.entries(edits).filter(([each]) => each !== product));

interface ThemeBuilderProps {
  settings: BrandingSettings;
  definition: FormDefinition;
}

/**
 * The theme of each product, one section at a time in the form engine, with the real pages
 * previewed in the theme as it is typed, a live contrast check that holds back publishing, and
 * undo, save, publish, reset, export and import.
 */
export const ThemeBuilder = ({ settings, definition }: ThemeBuilderProps) => {
  const { t } = useMessages('themeBuilder');
  const { domain } = useSession();
  const queryClient = useQueryClient();
  const isWide = useMediaQuery(WIDE_QUERY);
  const sectionSelectId = useId();
  const importId = useId();
  const publishReasonId = useId();
  const [product, setProduct] = useState<ThemeProduct>('pcsx');
  const [section, setSection] = useState<string>(THEME_SECTIONS[0] ?? '');
  // Unsaved values per product, so switching product loses nothing.
  const [edits, setEdits] = useState<Edits>({});
  // The theme each product's edits started from when it is not the saved one (reset, import):
  // values that still match it follow a new primary colour.
  const [bases, setBases] = useState<Edits>({});
  // Bumped when values come from outside the form (undo, reset, import), which starts it afresh.
  const [formRevision, setFormRevision] = useState(0);
  const [serverProblems, setServerProblems] = useState<readonly FieldError[]>([]);
  const [importProblem, setImportProblem] = useState<string>();
  const save = useSaveThemeDraft();
  const publish = usePublishTheme();

  const saved = useMemo(() => savedDraftOf(settings, product), [settings, product]);
  const base = bases[product] ?? saved;
  const edited = edits[product];
  const values = useMemo(
    () => (edited === undefined ? saved : withFollowingValues(edited, base)),
    [edited, base, saved],
  );
  const hasUnsavedChanges = THEME_PRODUCTS.some((each) => {
    const eachEdits = edits[each];
    if (eachEdits === undefined) return false;
    const eachSaved = savedDraftOf(settings, each);
    return !isSameTheme(withFollowingValues(eachEdits, bases[each] ?? eachSaved), eachSaved);
  });
  const isProductUnsaved = !isSameTheme(values, saved);
  const shown = useMemo(() => usableTheme(values, saved), [values, saved]);
  const problems = useMemo(() => themeContrastProblems(shown), [shown]);
  const titles = useMemo(() => themeTitles(definition.schema), [definition.schema]);
  const sectionDefinition = useMemo<FormDefinition>(
    () => ({
      ...definition,
      uiSchema: sectionUiSchema(definition.uiSchema, THEME_SECTIONS, section),
    }),
    [definition, section],
  );
  const isBusy = save.isPending || publish.isPending;

  const replaceValues = (next: ThemeValues, target: ThemeProduct = product) => {
    setEdits((previous) => ({ ...previous, [target]: next }));
    setBases((previous) => ({ ...previous, [target]: next }));
    setFormRevision((revision) => revision + 1);
  };

  /** The edits with the shown section as the form has it (the form edits that section only). */
  const withSection = (current: ThemeValues, data: unknown): ThemeValues => ({
    ...current,
    [section]: toThemeValues(data)[section] ?? {},
  });

  const hasSchemaProblems = (checked: ThemeValues): boolean => {
    if (themeSchemaProblems(checked, definition.validator, definition.schema).length === 0) {
      return false;
    }
    showToast({ message: t('themeBuilder.toast.invalidValues'), variant: 'disruptive' });
    return true;
  };

  const keepSettings = (next: BrandingSettings) =>
    queryClient.setQueryData(getGetBrandingQueryKey({ domain }), next);

  const showFailure = (error: unknown) => {
    if (error instanceof ApiError && error.status === 422) setServerProblems(error.fieldErrors);
    showToast({ message: getRequestErrorMessage(error), variant: 'disruptive' });
  };

  /** Saves `sent` as the product's draft; true once saved. */
  const saveDraft = async (sent: ThemeValues): Promise<boolean> => {
    if (hasSchemaProblems(sent)) return false;
    setServerProblems([]);
    try {
      keepSettings(await save.mutateAsync({ product, data: { values: sent }, params: { domain } }));
    } catch (error) {
      showFailure(error);
      return false;
    }
    // Values typed while the save was under way stay unsaved changes; from now on values follow
    // the saved theme's primary colour, so those that followed the old one are kept as drawn.
    setEdits((previous) => {
      const current = previous[product];
      if (current === undefined) return previous;
      const drawn = withFollowingValues(current, base);
      if (isSameTheme(drawn, sent)) return withoutEdits(previous, product);
      return { ...previous, [product]: drawn };
    });
    setBases((previous) => withoutEdits(previous, product));
    return true;
  };

  const onSave = async (sent: ThemeValues) => {
    if (await saveDraft(sent)) {
      showToast({ message: t('themeBuilder.toast.saved'), variant: 'success' });
    }
  };

  const onPublish = async () => {
    if (problems.length > 0 || isBusy) return;
    if (isProductUnsaved && !(await saveDraft(values))) return;
    setServerProblems([]);
    publish.mutate(
      { product, params: { domain } },
      {
        onSuccess: (next) => {
          keepSettings(next);
          // The boot data carries the published theme: the admin's own pages follow it.
          void queryClient.invalidateQueries({ queryKey: getGetBootDataQueryKey() });
          showToast({ message: t('themeBuilder.toast.published'), variant: 'success' });
        },
        onError: showFailure,
      },
    );
  };

  const onUndo = () => {
    setEdits((previous) => withoutEdits(previous, product));
    setBases((previous) => withoutEdits(previous, product));
    setFormRevision((revision) => revision + 1);
  };

  const onReset = () => {
    replaceValues(defaultThemeValues());
    showToast({ message: t('themeBuilder.toast.reset'), variant: 'info' });
  };

  const onExport = () => {
    if (hasSchemaProblems(values)) return;
    saveFile(
      themeFileName(product),
      new Blob([themeFileText({ product, values })], { type: 'application/json' }),
    );
  };

  const onImport = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    const text = file.size > MAX_THEME_FILE_BYTES ? '' : await file.text();
    input.value = '';
    const result =
      file.size > MAX_THEME_FILE_BYTES
        ? { problem: { kind: 'tooLarge' as const } }
        : readThemeFile(text, definition.validator, definition.schema);
    if ('problem' in result) {
      const { problem } = result;
      setImportProblem(
        problem.kind === 'invalid'
          ? t(FILE_PROBLEMS.invalid, { path: problem.path })
          : t(FILE_PROBLEMS[problem.kind]),
      );
      return;
    }
    setImportProblem(undefined);
    // A file exported from the other product belongs to that product: the builder follows it.
    const target = result.product ?? product;
    replaceValues(result.values, target);
    if (target === product) {
      showToast({ message: t('themeBuilder.toast.imported'), variant: 'success' });
      return;
    }
    setProduct(target);
    showToast({
      message: t('themeBuilder.toast.importedOtherProduct', {
        product: t(PRODUCT_LABELS[target]),
      }),
      variant: 'success',
    });
  };

  const sectionPicker = isWide ? (
    <nav className="theme-builder__sections" aria-labelledby={`${sectionSelectId}-heading`}>
      <h2 id={`${sectionSelectId}-heading`} className="theme-builder__subheading">
        {t('themeBuilder.sections.heading')}
      </h2>
      <ul>
        {THEME_SECTIONS.map((each) => (
          <li key={each}>
            <button
              type="button"
              className="theme-builder__section-button"
              aria-current={each === section ? 'true' : undefined}
              onClick={() => setSection(each)}
            >
              {titles.section(each)}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  ) : (
    <div className="theme-builder__section-select">
      <label htmlFor={sectionSelectId}>{t('themeBuilder.sections.select')}</label>
      <select
        id={sectionSelectId}
        className="pcsx-input"
        value={section}
        onChange={(event) => setSection(event.target.value)}
      >
        {THEME_SECTIONS.map((each) => (
          <option key={each} value={each}>
            {titles.section(each)}
          </option>
        ))}
      </select>
    </div>
  );

  const isPublishRefused = problems.length > 0;
  return (
    <div className="theme-builder">
      <div className="theme-builder__bar">
        <fieldset className="theme-builder__products">
          <legend>{t('themeBuilder.product.legend')}</legend>
          {THEME_PRODUCTS.map((each) => (
            <label key={each} className="theme-builder__product">
              <input
                type="radio"
                name="theme-product"
                value={each}
                checked={product === each}
                onChange={(event) => {
                  if (isThemeProduct(event.target.value)) setProduct(event.target.value);
                }}
              />
              {t(PRODUCT_LABELS[each])}
            </label>
          ))}
        </fieldset>
        <p className="theme-builder__state" role="status">
          {isProductUnsaved ? t('themeBuilder.state.unsaved') : t('themeBuilder.state.saved')}
        </p>
      </div>
      <div className="theme-builder__actions">
        <button
          type="button"
          className="button button--primary"
          aria-disabled={isPublishRefused || isBusy ? 'true' : undefined}
          aria-describedby={isPublishRefused ? publishReasonId : undefined}
          onClick={() => void onPublish()}
        >
          {t('themeBuilder.action.publish')}
        </button>
        <button
          type="button"
          className="button"
          disabled={!isProductUnsaved || isBusy}
          onClick={onUndo}
        >
          {t('themeBuilder.action.undo')}
        </button>
        <button type="button" className="button" disabled={isBusy} onClick={onReset}>
          {t('themeBuilder.action.reset')}
        </button>
        <button type="button" className="button" onClick={onExport}>
          {t('themeBuilder.action.export')}
        </button>
        <span className="theme-builder__import">
          <label htmlFor={importId}>{t('themeBuilder.action.import')}</label>
          <FileChooser
            id={importId}
            accept="application/json,.json"
            aria-describedby={importProblem ? `${importId}-problem` : undefined}
            onChange={(event) => void onImport(event)}
          />
        </span>
      </div>
      {isPublishRefused && (
        <p id={publishReasonId} className="theme-builder__refused">
          {t('themeBuilder.publish.refused', { count: problems.length })}
        </p>
      )}
      {importProblem && (
        <p id={`${importId}-problem`} role="alert" className="theme-builder__refused">
          {importProblem}
        </p>
      )}
      <div className="theme-builder__layout">
        {sectionPicker}
        <div className="theme-builder__editor">
          <h2 className="theme-builder__subheading">{titles.section(section)}</h2>
          <FormEngine
            // A section opens with the values as they are now, including those that followed a
            // colour changed in another section.
            key={`${product}:${section}:${formRevision}`}
            definition={sectionDefinition}
            initialData={values}
            idPrefix="theme"
            domain={domain}
            isBusy={isBusy}
            submitLabel={t('themeBuilder.action.save')}
            onDataChange={(data) =>
              setEdits((previous) => ({
                ...previous,
                [product]: withSection(previous[product] ?? saved, data),
              }))
            }
            onSubmit={(data) =>
              void onSave(withFollowingValues(withSection(edited ?? saved, data), base))
            }
          />
          <ContrastPanel problems={problems} titles={titles} serverProblems={serverProblems} />
        </div>
        <ThemePreview values={shown} />
      </div>
      <LeaveWarning
        hasUnsavedChanges={hasUnsavedChanges}
        texts={{
          title: t('themeBuilder.leave.title'),
          body: t('themeBuilder.leave.body'),
          stay: t('themeBuilder.leave.stay'),
          leave: t('themeBuilder.leave.leave'),
        }}
      />
    </div>
  );
};

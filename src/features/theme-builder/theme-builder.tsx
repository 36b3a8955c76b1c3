import { useMemo, useState } from 'react';
import type { BrandingSettings } from '@generated/api/models';
import { useSession } from '../../api/session';
import { themeContrastProblems } from '../../shared/contrast';
import { defaultThemeValues, THEME_SECTIONS } from '../../shared/theme-tokens';
import type { FormDefinition } from '../../forms/load-form';
import { FormEngine } from '../../forms/schema-form';
import { useMessages } from '../../i18n/use-messages';
import { LeaveWarning } from '../../ui/leave-warning/leave-warning';
import { showToast } from '../../ui/toast/toast-store';
import { ContrastPanel } from './contrast-panel';
import { ThemeActions } from './theme-actions';
import { ThemePreview } from './theme-preview';
import { ThemeProductBar } from './theme-product-bar';
import { ThemeSectionPicker } from './theme-section-picker';
import { sectionUiSchema, themeTitles, usableTheme } from './theme-values';
import { useThemeDraft } from './use-theme-draft';
import { useThemeFile } from './use-theme-file';
import { useThemeSaving } from './use-theme-saving';

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
  const [section, setSection] = useState<string>(THEME_SECTIONS[0] ?? '');
  const draft = useThemeDraft(settings);
  const { product, values, saved } = draft;
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
  const saving = useThemeSaving(draft, definition, problems.length);
  const file = useThemeFile(draft, definition, saving.hasSchemaProblems);

  const onReset = () => {
    draft.replaceValues(defaultThemeValues());
    showToast({ message: t('themeBuilder.toast.reset'), variant: 'info' });
  };

  return (
    <div className="theme-builder">
      <ThemeProductBar
        product={product}
        onProductChange={draft.setProduct}
        isProductUnsaved={draft.isProductUnsaved}
      />
      <ThemeActions
        isBusy={saving.isBusy}
        isProductUnsaved={draft.isProductUnsaved}
        contrastProblemCount={problems.length}
        importProblem={file.importProblem}
        onPublish={() => void saving.onPublish()}
        onUndo={draft.undo}
        onReset={onReset}
        onExport={file.onExport}
        onImport={(event) => void file.onImport(event)}
      />
      <div className="theme-builder__layout">
        <ThemeSectionPicker section={section} onSectionChange={setSection} titles={titles} />
        <div className="theme-builder__editor">
          <h2 className="theme-builder__subheading">{titles.section(section)}</h2>
          <FormEngine
            // A section opens with the values as they are now, including those that followed a
            // colour changed in another section.
            key={`${product}:${section}:${draft.formRevision}`}
            definition={sectionDefinition}
            initialData={values}
            idPrefix="theme"
            domain={domain}
            isBusy={saving.isBusy}
            submitLabel={t('themeBuilder.action.save')}
            onDataChange={(data) => draft.editSection(section, data)}
            onSubmit={(data) => void saving.onSave(draft.submittedValues(section, data))}
          />
          <ContrastPanel
            problems={problems}
            titles={titles}
            serverProblems={saving.serverProblems}
          />
        </div>
        <ThemePreview values={shown} />
      </div>
      <LeaveWarning
        hasUnsavedChanges={draft.hasUnsavedChanges}
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

import { useState, type ChangeEvent } from 'react';
import type { ThemeValues } from '../../shared/theme-tokens';
import type { FormDefinition } from '../../forms/load-form';
import type { MessageId } from '../../i18n/message-ids';
import { useMessages } from '../../i18n/use-messages';
import { saveFile } from '../../lib/save-file';
import { showToast } from '../../ui/toast/toast-store';
import { PRODUCT_LABELS } from './theme-product-bar';
import {
  MAX_THEME_FILE_BYTES,
  readThemeFile,
  themeFileName,
  themeFileText,
  type ThemeFileProblem,
} from './theme-values';
import type { ThemeDraft } from './use-theme-draft';

const FILE_PROBLEMS = {
  tooLarge: 'themeBuilder.import.tooLarge',
  notJson: 'themeBuilder.import.notJson',
  noValues: 'themeBuilder.import.noValues',
  invalid: 'themeBuilder.import.invalid',
} as const satisfies Record<ThemeFileProblem['kind'], MessageId<'themeBuilder'>>;

/** Exporting the shown theme to a file, and importing one, with what was wrong with the file. */
export const useThemeFile = (
  draft: ThemeDraft,
  definition: FormDefinition,
  hasSchemaProblems: (checked: ThemeValues) => boolean,
) => {
  const { t } = useMessages('themeBuilder');
  const [importProblem, setImportProblem] = useState<string>();
  const { product, values } = draft;

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
    draft.replaceValues(result.values, target);
    if (target === product) {
      showToast({ message: t('themeBuilder.toast.imported'), variant: 'success' });
      return;
    }
    draft.setProduct(target);
    showToast({
      message: t('themeBuilder.toast.importedOtherProduct', {
        product: t(PRODUCT_LABELS[target]),
      }),
      variant: 'success',
    });
  };

  return { importProblem, onExport, onImport };
};

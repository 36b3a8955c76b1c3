import { useState } from 'react';
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
import type { ThemeValues } from '../../shared/theme-tokens';
import type { FormDefinition } from '../../forms/load-form';
import { useMessages } from '../../i18n/use-messages';
import { showToast } from '../../ui/toast/toast-store';
import { themeSchemaProblems } from './theme-values';
import type { ThemeDraft } from './use-theme-draft';

/**
 * Saving the shown product's draft and publishing it, held back while the theme has contrast
 * problems; the server's refusals of single values are kept for the contrast panel.
 */
export const useThemeSaving = (
  draft: ThemeDraft,
  definition: FormDefinition,
  contrastProblemCount: number,
) => {
  const { t } = useMessages('themeBuilder');
  const { domain } = useSession();
  const queryClient = useQueryClient();
  const [serverProblems, setServerProblems] = useState<readonly FieldError[]>([]);
  const save = useSaveThemeDraft();
  const publish = usePublishTheme();
  const { product } = draft;
  const isBusy = save.isPending || publish.isPending;

  /** Whether `checked` breaks the theme's schema, which a toast then says. */
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
    draft.markSaved(sent);
    return true;
  };

  const onSave = async (sent: ThemeValues) => {
    if (await saveDraft(sent)) {
      showToast({ message: t('themeBuilder.toast.saved'), variant: 'success' });
    }
  };

  const onPublish = async () => {
    if (contrastProblemCount > 0 || isBusy) return;
    if (draft.isProductUnsaved && !(await saveDraft(draft.values))) return;
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

  return { isBusy, serverProblems, hasSchemaProblems, onSave, onPublish };
};

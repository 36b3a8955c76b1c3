import type { QueryClient } from '@tanstack/react-query';
import { getGetBootDataQueryKey } from '@generated/api/boot/boot';
import type { BootData } from '@generated/api/models';
import { updateSettings } from '@generated/api/settings/settings';
import { getRequestErrorMessage } from '../../api/api-error';
import { showToast } from '../../ui/toast/toast-store';

const setSavedLanguage = (queryClient: QueryClient, language: string) =>
  queryClient.setQueryData<BootData>(getGetBootDataQueryKey(), (current) =>
    current?.user ? { ...current, user: { ...current.user, language } } : current,
  );

/**
 * Makes `language` the signed-in candidate's saved language at once; when the server refuses,
 * the saved language goes back to what it was and the candidate is told why.
 */
export const saveLanguage = async (
  queryClient: QueryClient,
  {
    domain,
    previous,
    language,
    save,
  }: { domain: string; previous: string; language: string; save: boolean },
): Promise<void> => {
  setSavedLanguage(queryClient, language);
  if (!save) return;
  try {
    await updateSettings({ language }, { domain });
  } catch (error) {
    setSavedLanguage(queryClient, previous);
    showToast({ message: getRequestErrorMessage(error), variant: 'disruptive' });
  }
};

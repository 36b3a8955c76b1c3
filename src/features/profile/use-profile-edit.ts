import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  getGetProfileAnalysisQueryKey,
  getGetProfileDetailsQueryKey,
  useEditProfile,
} from '@generated/api/profile/profile';
import type { ProfileEditRequest, UserProfile } from '@generated/api/models';
import { ApiError, type FieldError } from '../../api/api-error';
import { useSession } from '../../api/session';
import { useMessages } from '../../i18n/use-messages';
import { showToast } from '../../ui/toast/toast-store';

/** Profile edit failures stay on screen for three seconds. */
export const PROFILE_ERROR_TOAST_MS = 3000;

/** The server names a section's fields under `op_data.value`; the section's form names them bare. */
const VALUE_PREFIX = 'op_data.value';

/**
 * The 422 problems of an edit as field errors of the section's form. A problem with the whole
 * value (a skills list) goes on `wholeValueField` when the form has one.
 */
export const toFormErrors = (
  errors: readonly FieldError[],
  wholeValueField?: string,
): FieldError[] =>
  errors.flatMap((error) => {
    if (error.name === VALUE_PREFIX || /^op_data\.value\.\d+$/.test(error.name)) {
      return wholeValueField ? [{ name: wholeValueField, message: error.message }] : [];
    }
    return error.name.startsWith(`${VALUE_PREFIX}.`)
      ? [{ name: error.name.slice(VALUE_PREFIX.length + 1), message: error.message }]
      : [];
  });

/** The saved profile replaces the cached one, and completion is asked for again. */
export const applySavedProfile = (
  queryClient: QueryClient,
  domain: string,
  profile: UserProfile,
): void => {
  queryClient.setQueryData(getGetProfileDetailsQueryKey({ domain }), profile);
  void queryClient.invalidateQueries({ queryKey: getGetProfileAnalysisQueryKey({ domain }) });
};

interface SaveHandlers {
  onSaved?: (profile: UserProfile) => void;
  /** The 422's field problems, as the server named them. */
  onInvalid?: (fields: FieldError[]) => void;
}

/**
 * One `profile_edit` call with the profile page's answers: while it runs `isSaving` is true; on
 * success the profile is replaced; a 422 says 'Invalid request received…', anything else
 * 'Something went wrong…', each for three seconds.
 */
export const useProfileEdit = () => {
  const { t } = useMessages('candidate');
  const { domain } = useSession();
  const queryClient = useQueryClient();
  const mutation = useEditProfile();
  const save = (request: ProfileEditRequest, handlers: SaveHandlers = {}) =>
    mutation.mutate(
      { data: request, params: { domain } },
      {
        onSuccess: (profile) => {
          applySavedProfile(queryClient, domain, profile);
          handlers.onSaved?.(profile);
        },
        onError: (error) => {
          const isInvalid = error instanceof ApiError && error.status === 422;
          if (isInvalid) handlers.onInvalid?.(error.fieldErrors);
          showToast({
            message: isInvalid
              ? t('candidate.profile.error.invalid')
              : t('candidate.profile.error.failed'),
            variant: 'disruptive',
            durationMs: PROFILE_ERROR_TOAST_MS,
          });
        },
      },
    );
  return { save, isSaving: mutation.isPending };
};

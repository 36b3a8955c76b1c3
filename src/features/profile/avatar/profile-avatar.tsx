import { useCallback, useRef, useState, type ChangeEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useDeleteAvatar, useUploadAvatar } from '@generated/api/profile/profile';
import type { UserProfile } from '@generated/api/models';
import { useSession } from '../../../api/session';
import { useMessages } from '../../../i18n/use-messages';
import { initialsOf } from '../../../lib/initials';
import { personName } from '../../../lib/person-name';
import { staticContentUrl } from '../../../lib/static-url';
import { showToast } from '../../../ui/toast/toast-store';
import { applySavedProfile, PROFILE_ERROR_TOAST_MS } from '../use-profile-edit';
import { usePendingFocus } from '../../../lib/use-pending-focus';
import { AvatarCropper } from './avatar-cropper';

/** Types a browser can decode and the server stores. */
const ACCEPTED_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
/** The chosen photo is only read in the browser; the cropped upload is far smaller. */
const MAX_CHOSEN_BYTES = 10 * 1024 * 1024;
const UPLOAD_BUTTON_ID = 'profile-avatar-upload';

const isAcceptedType = (type: string): boolean =>
  (ACCEPTED_TYPES as readonly string[]).includes(type);

/** The avatar (or the name's initials), with upload, crop and remove. */
export const ProfileAvatar = ({ profile }: { profile: UserProfile }) => {
  const { t } = useMessages('candidate');
  const boot = useSession();
  const queryClient = useQueryClient();
  const upload = useUploadAvatar();
  const remove = useDeleteAvatar();
  const inputRef = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const focusLater = usePendingFocus();
  const name = personName(profile);
  const { domain } = boot;

  const onChoose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file can be chosen again after a cancel.
    event.target.value = '';
    if (!file) return;
    if (!isAcceptedType(file.type)) setProblem(t('candidate.avatar.wrongType'));
    else if (file.size > MAX_CHOSEN_BYTES) setProblem(t('candidate.avatar.tooLarge'));
    else {
      setProblem(null);
      setChosen(file);
    }
  };

  // Stable, so the cropper reads the chosen file once.
  const onUnreadable = useCallback(() => {
    setChosen(null);
    setProblem(t('candidate.avatar.unreadable'));
  }, [t]);

  const failed = () =>
    showToast({
      message: t('candidate.avatar.uploadFailed'),
      variant: 'disruptive',
      durationMs: PROFILE_ERROR_TOAST_MS,
    });

  return (
    <div className="profile-avatar">
      {profile.avatar ? (
        <img
          className="profile-avatar__image"
          src={staticContentUrl(profile.avatar, boot.configs.pcsxConfig.staticContentHost)}
          alt={t('candidate.avatar.alt', { name })}
          width={96}
          height={96}
        />
      ) : (
        <span className="profile-avatar__initials" aria-hidden="true">
          {initialsOf([profile.firstname, profile.lastname].join(' '))}
        </span>
      )}
      <div className="profile-avatar__actions">
        <input
          ref={inputRef}
          type="file"
          accept={ACCEPTED_TYPES.join(',')}
          hidden
          onChange={onChoose}
        />
        <button
          id={UPLOAD_BUTTON_ID}
          type="button"
          className="button"
          onClick={() => inputRef.current?.click()}
        >
          {profile.avatar ? t('candidate.avatar.change') : t('candidate.avatar.upload')}
        </button>
        {profile.avatar && (
          <button
            type="button"
            className="button"
            disabled={remove.isPending}
            aria-busy={remove.isPending}
            onClick={() =>
              remove.mutate(
                { params: { domain } },
                {
                  onSuccess: (saved) => {
                    applySavedProfile(queryClient, domain, saved);
                    focusLater(UPLOAD_BUTTON_ID);
                    showToast({ message: t('candidate.avatar.removed'), variant: 'success' });
                  },
                  onError: () =>
                    showToast({
                      message: t('candidate.profile.error.failed'),
                      variant: 'disruptive',
                      durationMs: PROFILE_ERROR_TOAST_MS,
                    }),
                },
              )
            }
          >
            {t('candidate.avatar.remove')}
          </button>
        )}
        {problem && (
          <p role="alert" className="profile-avatar__problem">
            {problem}
          </p>
        )}
      </div>
      {chosen && (
        <AvatarCropper
          file={chosen}
          isSaving={upload.isPending}
          onCancel={() => setChosen(null)}
          onUnreadable={onUnreadable}
          onCrop={(image) =>
            upload.mutate(
              { data: { image }, params: { domain } },
              {
                onSuccess: (saved) => {
                  applySavedProfile(queryClient, domain, saved);
                  setChosen(null);
                  showToast({ message: t('candidate.avatar.saved'), variant: 'success' });
                },
                onError: failed,
              },
            )
          }
        />
      )}
    </div>
  );
};

import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { useSubmitApplication } from '@generated/api/apply/apply';
import {
  getGetDashboardApplicationsQueryKey,
  getListDraftApplicationsQueryKey,
} from '@generated/api/dashboard/dashboard';
import { getGetPositionDetailsQueryKey } from '@generated/api/search/search';
import type { ApplicationRequest, BootData, DraftAnswersDetail } from '@generated/api/models';
import { ApiError, getRequestErrorMessage, type FieldError } from '../../api/api-error';
import { openAuthModal } from '../../entities/auth/auth-modal-store';
import { useMessages } from '../../i18n/use-messages';
import { useViewerTimeZone } from '../../entities/time-zone/use-viewer-time-zone';
import { formatDate } from '../../shared/dates';
import { showToast } from '../../ui/toast/toast-store';
import { SimpleForm } from '../../forms/variants/simple-form';
import { useFormDefinition } from '../../forms/use-form-definition';
import type { FormDefinition } from '../../forms/load-form';
import { isUploadedFile } from '../../forms/validation/files';
import { draftCompletion, toDraftAnswers } from './draft-answers';
import { DraftStatus } from './draft-status';
import { useDraftAutosave } from './use-draft-autosave';

const isAnswers = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The answers as the apply call wants them: the resume file beside the answers, as a data URL. */
export const toApplicationRequest = (
  positionId: number,
  domain: string,
  answers: Record<string, unknown>,
): ApplicationRequest => {
  const { resume, ...formData } = answers;
  const file = Array.isArray(resume) ? resume.find(isUploadedFile) : undefined;
  return {
    position_id: positionId,
    domain,
    form_data: formData,
    ...(file
      ? {
          resume_file_name: file.name,
          resume_content: `data:${file.type || 'application/octet-stream'};base64,${file.content}`,
        }
      : {}),
  };
};

/** The server names problems by request field; the form by its own fields. */
const toFormFieldErrors = (errors: readonly FieldError[]): FieldError[] =>
  errors.map((error) => ({
    ...error,
    name: error.name.startsWith('form_data.')
      ? error.name.slice('form_data.'.length)
      : error.name.startsWith('resume_')
        ? 'resume'
        : error.name,
  }));

/**
 * The form with the resume's help for a visitor: without a file their application goes without a
 * resume (there is no profile to take one from), which the help says instead.
 */
const withResumeHelp = (definition: FormDefinition, help: string): FormDefinition => {
  const { uiSchema } = definition;
  const resume: unknown = uiSchema.resume;
  return {
    ...definition,
    uiSchema: {
      ...uiSchema,
      resume: { ...(typeof resume === 'object' && resume !== null ? resume : {}), 'ui:help': help },
    },
  };
};

interface ApplyFormProps {
  positionId: number;
  positionName: string;
  boot: BootData;
  /** The candidate's saved draft for this position, whose answers the form starts from. */
  draft?: DraftAnswersDetail;
  /** The application was accepted; called even when signing in has replaced this form since. */
  onSubmitted: (submitted: SubmittedApplication) => void;
  /**
   * Sends the answers itself instead of one application to `positionId` (applying to several jobs
   * at once); such a form keeps no draft.
   */
  onSubmitAnswers?: (answers: Record<string, unknown>) => void;
  /** The answers given to `onSubmitAnswers` are being sent. */
  isSubmitting?: boolean;
  submitLabel?: string;
}

/** What the confirmation shows: the server's message and who applied. */
export interface SubmittedApplication {
  message: string;
  email: string;
  firstname: string;
  lastname: string;
}

const textAnswer = (answers: Record<string, unknown>, name: string): string => {
  const value = answers[name];
  return typeof value === 'string' ? value.trim() : '';
};

export const ApplyForm = ({
  positionId,
  positionName,
  boot,
  draft: draftProp,
  onSubmitted,
  onSubmitAnswers,
  isSubmitting = false,
  submitLabel,
}: ApplyFormProps) => {
  const { t, locale } = useMessages('forms');
  const timeZone = useViewerTimeZone();
  // The draft the form opened with: the autosave's own drafts arrive later as the same prop, and
  // must neither announce a restore nor push the form down under the pointer.
  const [draft] = useState(draftProp);
  const definition = useFormDefinition('apply');
  const queryClient = useQueryClient();
  const [serverErrors, setServerErrors] = useState<readonly FieldError[]>([]);
  // Handled by the mutation, not by each `mutate` call: a submit resent after signing in settles
  // after this form may have been replaced, and per-call callbacks of a replaced form never run.
  const apply = useSubmitApplication({
    mutation: {
      onSuccess: (result, { data }) => {
        showToast({ message: result.message, variant: 'success' });
        // Marked stale, not refetched now: the confirmation stays on screen, and the next
        // visit to this job or the lists reads the application.
        const domain = { domain: data.domain };
        [
          getGetPositionDetailsQueryKey({ ...domain, position_id: data.position_id }),
          getGetDashboardApplicationsQueryKey(domain),
          getListDraftApplicationsQueryKey(domain),
        ].forEach(
          (queryKey) => void queryClient.invalidateQueries({ queryKey, refetchType: 'none' }),
        );
        onSubmitted({
          message: result.message,
          email: textAnswer(data.form_data, 'email'),
          firstname: textAnswer(data.form_data, 'firstname'),
          lastname: textAnswer(data.form_data, 'lastname'),
        });
      },
      onError: (error, variables) => {
        if (error instanceof ApiError && error.status === 401) {
          // The session ended (or the site needs an account): sign in, then send these answers.
          showToast({ message: t('forms.apply.signInToSubmit'), variant: 'info' });
          openAuthModal({
            pendingAction: {
              trigger: 'pre_application_submit',
              // Sign-in waits for the resend before it re-reads the session. A failed resend
              // was already reported here, so the candidate stays on the page to try again.
              run: () => apply.mutateAsync(variables).catch(() => undefined),
              options: { skipRefresh: true },
            },
          });
          return;
        }
        if (error instanceof ApiError && error.status === 422) {
          setServerErrors(toFormFieldErrors(error.fieldErrors));
        }
        showToast({ message: getRequestErrorMessage(error), variant: 'disruptive' });
      },
    },
  });
  const autosave = useDraftAutosave({
    positionId,
    domain: boot.domain,
    isEnabled: boot.isLoggedIn && !onSubmitAnswers,
  });
  // The form reports its defaults as a change when it mounts; only what the candidate does counts.
  const hasEdited = useRef(false);
  const markEdited = () => {
    hasEdited.current = true;
  };
  const initialData = useMemo(() => {
    const profile = boot.profile;
    const fromProfile = profile
      ? {
          firstname: profile.firstname,
          lastname: profile.lastname,
          email: profile.email,
          ...(profile.phone ? { phone: profile.phone } : {}),
        }
      : {};
    const merged = { ...fromProfile, ...draft?.answers };
    return Object.keys(merged).length > 0 ? merged : undefined;
  }, [boot.profile, draft]);

  const submit = (answers: Record<string, unknown>) => {
    setServerErrors([]);
    autosave.cancel();
    if (onSubmitAnswers) {
      onSubmitAnswers(answers);
      return;
    }
    apply.mutate({
      data: toApplicationRequest(positionId, boot.domain, answers),
      params: { domain: boot.domain },
    });
  };

  const visitorResumeHelp = t('forms.apply.visitorResumeHelp');
  const shownDefinition = useMemo(
    () =>
      definition.data && !boot.isLoggedIn
        ? withResumeHelp(definition.data, visitorResumeHelp)
        : definition.data,
    [definition.data, boot.isLoggedIn, visitorResumeHelp],
  );

  if (definition.isError) return <p role="alert">{getRequestErrorMessage(definition.error)}</p>;
  if (!definition.data || !shownDefinition) {
    return (
      <p className="loading" role="status">
        {t('common.loading')}
      </p>
    );
  }
  const { schema } = definition.data;
  return (
    <>
      {draft && (
        <p className="hint" role="status">
          {t('forms.apply.draftRestored', { date: formatDate(draft.updated_at, locale, timeZone) })}
        </p>
      )}
      <div onInputCapture={markEdited} onChangeCapture={markEdited}>
        <SimpleForm
          definition={shownDefinition}
          initialData={initialData}
          domain={boot.domain}
          defaultCountry={boot.ipGeolocation?.country}
          variables={{ positionName }}
          serverErrors={serverErrors}
          isBusy={apply.isPending || isSubmitting}
          submitLabel={submitLabel ?? t('forms.apply.submit')}
          onDataChange={(answers) => {
            if (!hasEdited.current) return;
            const draftAnswers = toDraftAnswers(answers);
            autosave.schedule(draftAnswers, draftCompletion(schema, draftAnswers));
          }}
          actions={
            boot.isLoggedIn &&
            !onSubmitAnswers && (
              <DraftStatus
                isSaving={autosave.isSaving}
                isError={autosave.isError}
                savedAt={autosave.savedAt}
                onRetry={autosave.retry}
              />
            )
          }
          onSubmit={(answers) => {
            if (isAnswers(answers)) submit(answers);
          }}
        />
      </div>
    </>
  );
};

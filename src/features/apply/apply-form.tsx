import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { useSubmitApplication } from '@generated/api/apply/apply';
import type { ApplicationRequest, BootData } from '@generated/api/models';
import { ApiError, getRequestErrorMessage, type FieldError } from '../../api/api-error';
import { useMessages } from '../../i18n/use-messages';
import { showToast } from '../../ui/toast/toast-store';
import { SimpleForm } from '../../forms/variants/simple-form';
import { useFormDefinition } from '../../forms/use-form-definition';
import { isUploadedFile } from '../../forms/validation/files';

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

interface ApplyFormProps {
  positionId: number;
  positionName: string;
  boot: BootData;
}

export const ApplyForm = ({ positionId, positionName, boot }: ApplyFormProps) => {
  const { t } = useMessages('forms');
  const definition = useFormDefinition('apply');
  const apply = useSubmitApplication();
  const [serverErrors, setServerErrors] = useState<readonly FieldError[]>([]);
  const [confirmation, setConfirmation] = useState<string>();
  const initialData = useMemo(() => {
    const profile = boot.profile;
    if (!profile) return undefined;
    return {
      firstname: profile.firstname,
      lastname: profile.lastname,
      email: profile.email,
      ...(profile.phone ? { phone: profile.phone } : {}),
    };
  }, [boot.profile]);

  if (confirmation) {
    return (
      <section aria-labelledby="apply-done">
        <h2 id="apply-done">{t('forms.apply.submitted')}</h2>
        <p role="status">{confirmation}</p>
        <Link to="/careers/applications">{t('forms.apply.seeApplications')}</Link>
      </section>
    );
  }
  if (definition.isError) return <p role="alert">{getRequestErrorMessage(definition.error)}</p>;
  if (!definition.data) {
    return (
      <p className="loading" role="status">
        {t('common.loading')}
      </p>
    );
  }
  return (
    <SimpleForm
      definition={definition.data}
      initialData={initialData}
      domain={boot.domain}
      defaultCountry={boot.ipGeolocation?.country}
      variables={{ positionName }}
      serverErrors={serverErrors}
      isBusy={apply.isPending}
      submitLabel={t('forms.apply.submit')}
      onSubmit={(answers) => {
        if (!isAnswers(answers)) return;
        setServerErrors([]);
        apply.mutate(
          {
            data: toApplicationRequest(positionId, boot.domain, answers),
            params: { domain: boot.domain },
          },
          {
            onSuccess: (result) => {
              showToast({ message: result.message, variant: 'success' });
              setConfirmation(result.message);
            },
            onError: (error) => {
              if (error instanceof ApiError && error.status === 422) {
                setServerErrors(toFormFieldErrors(error.fieldErrors));
              }
              showToast({ message: getRequestErrorMessage(error), variant: 'disruptive' });
            },
          },
        );
      }}
    />
  );
};

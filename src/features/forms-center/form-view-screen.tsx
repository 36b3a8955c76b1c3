import { useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { Link, useNavigate } from '../../i18n/localized-navigation';
import { getListFormsQueryKey, useListForms, useSubmitForm } from '@generated/api/forms/forms';
import type { BootData, FormSummary } from '@generated/api/models';
import { ApiError, getRequestErrorMessage, type FieldError } from '../../api/api-error';
import { useSession } from '../../api/session';
import { openAuthModal } from '../../entities/auth/auth-modal-store';
import type { MessageId } from '../../i18n/message-ids';
import { useMessages } from '../../i18n/use-messages';
import { formatDate } from '../../shared/dates';
import { useViewerTimeZone } from '../../entities/time-zone/use-viewer-time-zone';
import { formSummaryTexts } from './form-summary-texts';
import { QueryError } from '../../ui/load-failure';
import { QueryState } from '../../ui/query-state';
import { showToast } from '../../ui/toast/toast-store';
import { PreboardingAdmin } from '../../forms/variants/preboarding-admin';
import { FormVariant } from '../../forms/variants/form-variant';
import { useFormDefinition } from '../../forms/use-form-definition';
import { hasSignatureField } from '../../forms/kinds/esign';
import { isFormName } from '../../forms/load-form';
import { FORM_STATUS_LABELS } from './form-status';
import { formVariablesFor } from './form-variables';
import './forms-center.css';

export const FORM_MESSAGES = {
  draftSaved: 'forms.view.draftSaved',
  signedSubmitted: 'forms.view.signedSubmitted',
  unavailable: 'forms.view.unavailable',
} as const satisfies Record<string, MessageId<'forms'>>;

const formsCenterPath = (tabId: string | undefined) =>
  `/careers/forms/center${tabId ? `?tab_id=${encodeURIComponent(tabId)}` : ''}`;

const isAnswers = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

interface FormViewProps {
  form: FormSummary;
  boot: BootData;
  tabId: string | undefined;
}

/** One form, in its variant, saved as a draft or submitted through the designed submit call. */
const FormView = ({ form, boot, tabId }: FormViewProps) => {
  const { t } = useMessages('forms');
  const definition = useFormDefinition(form.schemaName);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const variables = useMemo(() => formVariablesFor(boot), [boot]);
  const [serverErrors, setServerErrors] = useState<readonly FieldError[]>([]);
  const submit = useSubmitForm();

  const save = (data: unknown, isDraft: boolean) => {
    setServerErrors([]);
    submit.mutate(
      {
        formId: form.id,
        data: { domain: boot.domain, data: isAnswers(data) ? data : {}, isDraft },
      },
      {
        onSuccess: (result) => {
          // A signature is sent for verification with the form, so that is said only now.
          const isSigned = hasSignatureField(definition.data?.uiSchema);
          showToast({
            message: isDraft
              ? t(FORM_MESSAGES.draftSaved)
              : isSigned
                ? t(FORM_MESSAGES.signedSubmitted)
                : result.message,
            variant: 'success',
          });
          void queryClient.invalidateQueries({ queryKey: getListFormsQueryKey() });
          if (!isDraft) void navigate(formsCenterPath(tabId));
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 422) setServerErrors(error.fieldErrors);
          showToast({ message: getRequestErrorMessage(error), variant: 'disruptive' });
        },
      },
    );
  };

  // A form on a schema this portal does not have cannot come with another try.
  if (!isFormName(form.schemaName)) return <p role="alert">{t(FORM_MESSAGES.unavailable)}</p>;
  // A form whose chunk could not be fetched can be asked for again, as any failed read can.
  if (definition.isError && !definition.isFetching) {
    return <QueryError onRetry={() => void definition.refetch()} />;
  }
  if (!definition.data) {
    return (
      <p className="loading" role="status">
        {t('common.loading')}
      </p>
    );
  }
  const initialData = form.values ?? undefined;
  if (form.status === 'completed') {
    return (
      <PreboardingAdmin
        definition={definition.data}
        initialData={initialData}
        variables={variables}
        readonly
        onSubmit={() => undefined}
      />
    );
  }
  return (
    <FormVariant
      variant={form.variant}
      definition={definition.data}
      initialData={initialData}
      variables={variables}
      domain={boot.domain}
      defaultCountry={boot.ipGeolocation?.country}
      serverErrors={serverErrors}
      isBusy={submit.isPending}
      onSubmit={(data) => save(data, false)}
      onSaveDraft={(data) => save(data, true)}
    />
  );
};

/** /careers/forms?form_id=…: one form. Visitors are asked to sign in to see theirs. */
export const FormViewScreen = () => {
  const { t, locale } = useMessages('forms', 'formSchemas');
  const timeZone = useViewerTimeZone();
  const boot = useSession();
  const [searchParams] = useSearchParams();
  const formId = searchParams.get('form_id');
  const tabId = searchParams.get('tab_id') ?? undefined;
  const forms = useListForms(
    { domain: boot.domain, tab_id: tabId, include_tab_list: false },
    { query: { enabled: boot.isLoggedIn } },
  );
  if (!boot.isLoggedIn) {
    return (
      <section>
        <h1>{t('forms.view.heading')}</h1>
        <p>{t('forms.view.signInPrompt')}</p>
        <button type="button" className="button button--primary" onClick={() => openAuthModal()}>
          {t('forms.view.signIn')}
        </button>
      </section>
    );
  }
  return (
    <QueryState {...forms}>
      {(data) => {
        const form = data.tabsData.find((item) => item.id === formId);
        if (!form) {
          return (
            <section>
              <h1>{t('forms.view.notFound')}</h1>
              <Link to="/careers/forms/center">{t('forms.view.allForms')}</Link>
            </section>
          );
        }
        const { title, description } = formSummaryTexts(form, t);
        return (
          <section className="forms-center__view">
            <Link to={formsCenterPath(tabId)} className="back-link">
              {t('forms.view.allForms')}
            </Link>
            <header>
              <h1>{title}</h1>
              <p>{description}</p>
              <p className="forms-center__meta">
                <span className={`forms-center__status forms-center__status--${form.status}`}>
                  {t(FORM_STATUS_LABELS[form.status])}
                </span>
                <span>
                  {t('forms.center.lastUpdated', {
                    date: formatDate(form.updatedAt, locale, timeZone),
                  })}
                </span>
              </p>
            </header>
            <FormView key={form.id} form={form} boot={boot} tabId={tabId} />
          </section>
        );
      }}
    </QueryState>
  );
};

/** The route module's screen. */
export { FormViewScreen as Component };

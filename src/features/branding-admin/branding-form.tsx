import { useCallback, useId, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { getGetBootDataQueryKey } from '@generated/api/boot/boot';
import { getGetBrandingQueryKey } from '@generated/api/branding/branding';
import type { BrandingSettings } from '@generated/api/models';
import { ApiError, getRequestErrorMessage } from '../../api/api-error';
import { useSession } from '../../api/session';
import { useMessages } from '../../i18n/use-messages';
import { usePendingFocus } from '../../lib/use-pending-focus';
import { showToast } from '../../ui/toast/toast-store';
import type { FieldProblem } from './branding-limits';
import { pageLabelId } from './page-labels';

/**
 * After a save: the screen shows the server's answer (sanitised HTML, new ids), and the boot
 * data is fetched again so the site's banners, footer, hero images and scripts follow at once.
 */
export const useBrandingSaved = () => {
  const queryClient = useQueryClient();
  const { domain } = useSession();
  return useCallback(
    (settings: BrandingSettings) => {
      queryClient.setQueryData(getGetBrandingQueryKey({ domain }), settings);
      void queryClient.invalidateQueries({ queryKey: getGetBootDataQueryKey() });
    },
    [queryClient, domain],
  );
};

const errorIdOf = (fieldId: string) => `${fieldId}-error`;

/**
 * Problems shown next to their fields, named as the server names them (`banners.0.html`): the
 * editor's own checks before sending, and the server's 422 `fields` after. The first problem
 * found before sending takes focus.
 */
export const useFieldMessages = (formId: string) => {
  const { t } = useMessages('brandingAdmin');
  const focus = usePendingFocus();
  const [messages, setMessages] = useState<Readonly<Partial<Record<string, string>>>>({});

  const fieldId = useCallback((name: string) => `${formId}-${name.replaceAll('.', '-')}`, [formId]);

  /** Shows the problems; true when there are none, so the caller may send. */
  const check = (problems: readonly FieldProblem[]): boolean => {
    setMessages(
      Object.fromEntries(problems.map((problem) => [problem.name, t(problem.id, problem.values)])),
    );
    const first = problems.at(0);
    if (first) focus(fieldId(first.name));
    return problems.length === 0;
  };

  /**
   * A failed save: the server's field problems go next to the fields; a refused image (too
   * large, wrong type) is said next to the image field named `imageField`.
   */
  const showFailure = (error: unknown, imageField?: string) => {
    if (error instanceof ApiError && imageField && (error.status === 413 || error.status === 415)) {
      const message =
        error.status === 413
          ? t('brandingAdmin.image.refusedTooLarge')
          : t('brandingAdmin.image.wrongType');
      setMessages({ [imageField]: message });
      showToast({ message, variant: 'disruptive' });
      return;
    }
    if (error instanceof ApiError && error.status === 422 && error.fieldErrors.length > 0) {
      setMessages(
        Object.fromEntries(error.fieldErrors.map((field) => [field.name, field.message])),
      );
    }
    showToast({ message: getRequestErrorMessage(error), variant: 'disruptive' });
  };

  /** The input's id and its error wiring. */
  const field = (name: string) => {
    const id = fieldId(name);
    const hasMessage = messages[name] !== undefined;
    return {
      id,
      'aria-invalid': hasMessage || undefined,
      'aria-describedby': hasMessage ? errorIdOf(id) : undefined,
    };
  };

  const message = (name: string) => {
    const text = messages[name];
    if (text === undefined) return null;
    return (
      <p id={errorIdOf(fieldId(name))} className="form-error">
        {text}
      </p>
    );
  };

  /** Every problem at once, above the save button, so none goes unseen. */
  const summary = () => {
    const texts = Object.values(messages);
    if (texts.length === 0) return null;
    return (
      <div className="branding-admin__summary" role="alert">
        <p>{t('brandingAdmin.validation.summary', { count: texts.length })}</p>
        <ul>
          {texts.map((text, index) => (
            <li key={index}>{text}</li>
          ))}
        </ul>
      </div>
    );
  };

  const clear = () => setMessages({});

  return { check, showFailure, field, message, summary, clear, fieldId, focus };
};

export type FieldMessages = ReturnType<typeof useFieldMessages>;

interface SaveOutcome {
  /** The toast once saved. */
  message: string;
  /** What the editor does with the server's answer besides showing it on the screen and site. */
  onAnswer?: (answer: BrandingSettings) => void;
  /** The image field a refused image (too large, wrong type) is explained next to. */
  imageField?: string;
}

/**
 * What every branding editor starts from: its messages, the domain, its field messages, and
 * `saveOutcome`, the mutation's handlers: the server's answer goes to the screen and the site
 * and a toast says so, or the failure is shown next to the fields.
 */
export const useBrandingEditor = () => {
  const { t } = useMessages('brandingAdmin');
  const { domain } = useSession();
  const fields = useFieldMessages(useId());
  const onSaved = useBrandingSaved();
  const saveOutcome = ({ message, onAnswer, imageField }: SaveOutcome) => ({
    onSuccess: (answer: BrandingSettings) => {
      onSaved(answer);
      onAnswer?.(answer);
      showToast({ message, variant: 'success' });
    },
    onError: (error: unknown) => fields.showFailure(error, imageField),
  });
  return { t, domain, fields, saveOutcome };
};

interface BrandingFormProps {
  isBusy: boolean;
  onSubmit: () => void;
  children: ReactNode;
}

/** An editor's form: the editor checks its fields itself, so the browser's checks stay off. */
export const BrandingForm = ({ isBusy, onSubmit, children }: BrandingFormProps) => (
  <form
    className="branding-admin__form"
    noValidate
    aria-busy={isBusy}
    onSubmit={(event) => {
      event.preventDefault();
      onSubmit();
    }}
  >
    {children}
  </form>
);

/** The page target meaning every page of the site. */
export const EVERY_PAGE = '*';

interface PageSelectProps {
  id: string;
  label: string;
  pages: readonly string[];
  value: string;
  onChange: (page: string) => void;
}

/** A page chooser with the pages' names; `*` reads "Every page". */
export const PageSelect = ({ id, label, pages, value, onChange }: PageSelectProps) => {
  const { t } = useMessages('brandingAdmin');
  // Every page (`*`) is always a choice, first; a stored page the site no longer lists stays.
  const known = [EVERY_PAGE, ...pages.filter((page) => page !== EVERY_PAGE)];
  const options = known.includes(value) ? known : [value, ...known];
  return (
    <div className="branding-admin__field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map((page) => {
          const labelId = pageLabelId(page);
          return (
            <option key={page} value={page}>
              {labelId ? t(labelId) : page}
            </option>
          );
        })}
      </select>
    </div>
  );
};

/** The page's name for lists, or its id when the page is not one this site knows. */
export const usePageName = () => {
  const { t } = useMessages('brandingAdmin');
  return (page: string) => {
    const labelId = pageLabelId(page);
    return labelId ? t(labelId) : page;
  };
};

interface SaveButtonProps {
  isSaving: boolean;
  label: string;
}

export const SaveButton = ({ isSaving, label }: SaveButtonProps) => {
  const { t } = useMessages('brandingAdmin');
  return (
    <button type="submit" className="button button--primary" disabled={isSaving}>
      {isSaving ? t('brandingAdmin.saving') : label}
    </button>
  );
};

interface SaveBarProps {
  fields: FieldMessages;
  isSaving: boolean;
  label: string;
  /** The server removed some of the HTML sent: the fields now hold what the site serves. */
  wasFiltered?: boolean;
}

/** The end of an editor's form: the filtering note, every problem at once, and the save button. */
export const SaveBar = ({ fields, isSaving, label, wasFiltered = false }: SaveBarProps) => {
  const { t } = useMessages('brandingAdmin');
  return (
    <>
      {wasFiltered && (
        <p className="branding-admin__note" role="status">
          {t('brandingAdmin.sanitised')}
        </p>
      )}
      {fields.summary()}
      <SaveButton isSaving={isSaving} label={label} />
    </>
  );
};

/** Hands out keys for list rows that have no id of their own, so React keeps each row's inputs. */
let nextRowKey = 1;
export const newRowKey = (): number => nextRowKey++;

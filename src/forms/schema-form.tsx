import {
  startTransition,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type ReactNode,
} from 'react';
import { flushSync } from 'react-dom';
import { withTheme, type FormProps, type IChangeEvent } from '@rjsf/core';
import type Form from '@rjsf/core';
import {
  ErrorSchemaBuilder,
  type ErrorSchema,
  type RJSFSchema,
  type RJSFValidationError,
} from '@rjsf/utils';
import type { FieldError } from '../api/api-error';
import { useMessages } from '../i18n/use-messages';
import type { Choice, FormEngineContext } from './form-context';
import { fieldPathFromId, ID_SEPARATOR } from './field-ids';
import { focusFirstInvalid } from './focus';
import { FormStore } from './form-store';
import { omitHiddenAnswers } from './hidden-answers';
import type { FormDefinition } from './load-form';
import { ErrorSummary } from './templates/error-list-template';
import { theme } from './theme';
import { pathKey } from './ui-options';
import { FormValidator } from './validation/form-validator';
import { resolveDefaultCountry } from './validation/phone';
import type { PlaceholderVariables } from './validation/placeholders';

/** rjsf's Form with this theme: `withTheme`, as rjsf's own themes are used. */
export const SchemaForm: ComponentType<FormProps<unknown, RJSFSchema, FormEngineContext>> =
  withTheme<unknown, RJSFSchema, FormEngineContext>(theme);

const NO_VARIABLES: PlaceholderVariables = {};
const NO_CHOICE_LISTS: Readonly<Record<string, readonly Choice[]>> = {};
const NO_SERVER_ERRORS: readonly FieldError[] = [];

/**
 * Defaults come from `default` only: a choice's first option is not an answer, objects without
 * defaults stay absent (an empty phone is no answer), and lists start empty (a dynamic list with a
 * minLength rule adds its first item itself).
 */
const DEFAULT_FORM_STATE_BEHAVIOR = {
  constAsDefaults: 'never',
  emptyObjectFields: 'skipEmptyDefaults',
  arrayMinItems: { populate: 'never' },
} as const;

export interface FormEngineProps {
  definition: FormDefinition;
  /** The answers to start from (a saved draft); later changes of this prop are ignored. */
  initialData?: unknown;
  onSubmit: (data: unknown) => void;
  onSaveDraft?: (data: unknown) => void;
  /** Translated button texts; by default "Submit" and "Save draft". */
  submitLabel?: string;
  saveDraftLabel?: string;
  /** While a submit or save is under way, the buttons are disabled. */
  isBusy?: boolean;
  variables?: PlaceholderVariables;
  domain?: string;
  defaultCountry?: string;
  choiceLists?: Readonly<Record<string, readonly Choice[]>>;
  /** The 422 field problems of the last submit; each is shown on its field until that field changes. */
  serverErrors?: readonly FieldError[];
  /** `onBlur` (the default) validates when a field is left; `onChange` on every change. */
  liveValidate?: 'onBlur' | 'onChange';
  readonly?: boolean;
  idPrefix?: string;
  onErrorsChange?: (errors: readonly RJSFValidationError[]) => void;
  onDataChange?: (data: unknown) => void;
  /** Extra controls beside the submit button. */
  actions?: ReactNode;
}

const toErrorSchema = (errors: readonly FieldError[]): ErrorSchema | undefined => {
  if (errors.length === 0) return undefined;
  const builder = new ErrorSchemaBuilder();
  errors.forEach((error) => builder.addErrors(error.message, error.name.split('.')));
  return builder.ErrorSchema;
};

/**
 * How long a press waits for its click before it ends: a mouse's click follows at once, a tap's
 * a little later, and a press with no click (a right click, a press on nothing) has none.
 */
const CLICK_WAIT_MS = 300;

const isWithin = (errorName: string, changedPath: string) =>
  changedPath === '' ||
  errorName === changedPath ||
  errorName.startsWith(`${changedPath}.`) ||
  changedPath.startsWith(`${errorName}.`);

/**
 * A form of schemas/forms rendered with our theme: validates a field when it is left (and the
 * whole form, through the precompiled validator, on submit), trims text on blur, moves focus to
 * the first problem, and shows the server's 422 field problems on their fields. A problem shown
 * goes as soon as the answer is right, and nothing a problem takes room for moves while a
 * pointer is pressed, so a click never lands beside the control it was aimed at.
 */
export const FormEngine = ({
  definition,
  initialData,
  onSubmit,
  onSaveDraft,
  submitLabel,
  saveDraftLabel,
  isBusy = false,
  variables = NO_VARIABLES,
  domain,
  defaultCountry,
  choiceLists = NO_CHOICE_LISTS,
  serverErrors = NO_SERVER_ERRORS,
  liveValidate = 'onBlur',
  readonly = false,
  idPrefix = 'root',
  onErrorsChange,
  onDataChange,
  actions,
}: FormEngineProps) => {
  // The forms catalogue: validation runs outside React, so its messages come with the settings.
  const { t } = useMessages('forms');
  const containerRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<Form<unknown, RJSFSchema, FormEngineContext>>(null);
  const reportedData = useRef<unknown>(undefined);
  const [store] = useState(
    () =>
      new FormStore(initialData, {
        variables,
        defaultCountry: resolveDefaultCountry(defaultCountry),
        defaultEmailMode: 'loose',
        t,
      }),
  );
  useEffect(() => () => store.dispose(), [store]);
  useEffect(() => {
    let releaseTimer: ReturnType<typeof setTimeout> | undefined;
    const releaseAfter = (delay: number) => {
      clearTimeout(releaseTimer);
      releaseTimer = setTimeout(() => store.setPointerPressed(false), delay);
    };
    const press = () => {
      clearTimeout(releaseTimer);
      store.setPointerPressed(true);
    };
    const waitForClick = () => releaseAfter(CLICK_WAIT_MS);
    // After the click has run: a timer set while it is dispatched fires once it is done.
    const release = () => releaseAfter(0);
    const listeners: [keyof DocumentEventMap, () => void][] = [
      ['pointerdown', press],
      ['pointerup', waitForClick],
      ['click', release],
      ['pointercancel', release],
    ];
    listeners.forEach(([type, listener]) => document.addEventListener(type, listener, true));
    return () => {
      clearTimeout(releaseTimer);
      listeners.forEach(([type, listener]) => document.removeEventListener(type, listener, true));
      store.setPointerPressed(false);
    };
  }, [store]);
  const country = resolveDefaultCountry(defaultCountry);
  useEffect(() => {
    store.setValidationSettings({
      variables,
      defaultCountry: country,
      defaultEmailMode: 'loose',
      t,
    });
  }, [store, variables, country, t]);
  // One validator for the form's life: rjsf rebuilds its schema utilities whenever it changes.
  const validator = useMemo(
    () =>
      new FormValidator(
        definition.validator,
        definition.schema,
        () => store.getValidationSettings(),
        {
          isReported: (path) => store.isReported(path),
        },
      ),
    [definition, store],
  );
  const formContext = useMemo<FormEngineContext>(
    () => ({ store, variables, domain, defaultCountry: country, choiceLists }),
    [store, variables, domain, country, choiceLists],
  );

  const [cleared, setCleared] = useState<{
    source: readonly FieldError[];
    names: ReadonlySet<string>;
  }>({
    source: serverErrors,
    names: new Set(),
  });
  const clearedNames = cleared.source === serverErrors ? cleared.names : undefined;
  const extraErrors = useMemo(
    () => toErrorSchema(serverErrors.filter((error) => !clearedNames?.has(error.name))),
    [serverErrors, clearedNames],
  );

  const handleChange = useCallback(
    (event: IChangeEvent<unknown, RJSFSchema, FormEngineContext>, id?: string) => {
      // A validation reports the answers it was given, the same object; only an edit makes new ones.
      const isEdit = event.formData !== reportedData.current;
      reportedData.current = event.formData;
      store.setFormData(event.formData);
      onDataChange?.(event.formData);
      onErrorsChange?.(event.errors);
      // While problems are shown, an edit validates again as leaving a field does (with the root's
      // id, which marks no field as left): a corrected answer loses its problem as it is typed,
      // rather than when the field is left, which is often the press of the next control.
      // In a transition, as typing is, so the next keystroke need not wait for it.
      if (isEdit && event.errors.length > 0 && liveValidate === 'onBlur') {
        const { current: form } = formRef;
        startTransition(() => form?.onBlur(idPrefix, event.formData));
      }
      if (id === undefined || serverErrors.length === 0) return;
      const changed = pathKey(fieldPathFromId(id, idPrefix));
      const names = serverErrors
        .filter((error) => isWithin(error.name, changed))
        .map((error) => error.name);
      if (names.length === 0) return;
      setCleared((previous) => {
        const base = previous.source === serverErrors ? previous.names : new Set<string>();
        if (names.every((name) => base.has(name))) return previous;
        return { source: serverErrors, names: new Set([...base, ...names]) };
      });
    },
    [store, onDataChange, onErrorsChange, serverErrors, idPrefix, liveValidate],
  );

  const handleBlur = useCallback(
    (id: string) => {
      if (id !== idPrefix) store.touch(fieldPathFromId(id, idPrefix));
    },
    [store, idPrefix],
  );

  const handleSubmit = useCallback(
    (event: IChangeEvent<unknown, RJSFSchema, FormEngineContext>) => {
      onErrorsChange?.([]);
      onSubmit(omitHiddenAnswers(event.formData, definition.uiSchema));
    },
    [onSubmit, onErrorsChange, definition.uiSchema],
  );

  // The first validation compiles the precompiled functions in the JS engine; done while idle,
  // it is not paid on the candidate's first keystroke or blur.
  useEffect(() => {
    const warm = () =>
      validator.validateFormData(
        initialData,
        definition.schema,
        undefined,
        undefined,
        definition.uiSchema,
      );
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(warm);
      return () => cancelIdleCallback(handle);
    }
    const timer = setTimeout(warm, 0);
    return () => clearTimeout(timer);
    // Once per form: later answers need no warm-up.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [validator]);

  const focusFirstProblem = useCallback(() => focusFirstInvalid(containerRef.current), []);

  return (
    <div
      ref={containerRef}
      onSubmitCapture={() => {
        store.markSubmitAttempted();
        flushSync(() => store.flushPendingCommits());
      }}
    >
      <ErrorSummary store={store} idPrefix={idPrefix} idSeparator={ID_SEPARATOR} />
      <SchemaForm
        ref={formRef}
        className="pcsx-form"
        schema={definition.schema}
        uiSchema={definition.uiSchema}
        validator={validator}
        formContext={formContext}
        initialFormData={initialData}
        idPrefix={idPrefix}
        idSeparator={ID_SEPARATOR}
        noHtml5Validate
        liveValidate={liveValidate}
        showErrorList="top"
        focusOnFirstError={focusFirstProblem}
        extraErrors={extraErrors}
        experimental_componentUpdateStrategy="shallow"
        experimental_defaultFormStateBehavior={DEFAULT_FORM_STATE_BEHAVIOR}
        readonly={readonly}
        onChange={handleChange}
        onBlur={handleBlur}
        onError={onErrorsChange}
        onSubmit={handleSubmit}
      >
        {readonly ? (
          actions
        ) : (
          <div className="pcsx-actions">
            <button type="submit" className="pcsx-button pcsx-button--primary" disabled={isBusy}>
              {submitLabel ?? t('forms.engine.button.submit')}
            </button>
            {onSaveDraft && (
              <button
                type="button"
                className="pcsx-button"
                disabled={isBusy}
                onClick={() => {
                  flushSync(() => store.flushPendingCommits());
                  onSaveDraft(omitHiddenAnswers(store.formData, definition.uiSchema));
                }}
              >
                {saveDraftLabel ?? t('forms.engine.button.saveDraft')}
              </button>
            )}
            {actions}
          </div>
        )}
      </SchemaForm>
      <ProblemAnnouncer store={store} />
    </div>
  );
};

/** The form's one live region: a problem that appears on its own is read out from here. */
function ProblemAnnouncer({ store }: { store: FormStore }) {
  const message = useSyncExternalStore(
    store.subscribeToAnnouncements,
    () => store.problemAnnouncement,
  );
  return (
    <p className="pcsx-visually-hidden" role="status">
      {message}
    </p>
  );
}

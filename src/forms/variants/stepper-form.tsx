import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { createSchemaUtils, type RJSFValidationError } from '@rjsf/utils';
import { useMessages } from '../../i18n/use-messages';
import { ID_SEPARATOR } from '../field-ids';
import { kindOf } from '../kinds';
import { countAnswers, countNewQuestions, progressPercent } from '../progress';
import { FormEngine, type FormEngineProps } from '../schema-form';
import { uiOptionsOf } from '../ui-options';
import { fillPlaceholders } from '../validation/placeholders';

interface Step {
  name: string;
  title: string;
  newQuestions: number;
}

/** The band of the viewport a section must cross to be the active one. */
const ACTIVE_SECTION_MARGIN = '-35% 0px -60% 0px';

/** Which section is in the middle of the viewport as the candidate scrolls. */
const useActiveSection = (ids: readonly string[]): string | undefined => {
  const [active, setActive] = useState<string | undefined>(ids[0]);
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        const visible = entries.find((entry) => entry.isIntersecting);
        if (visible) setActive(visible.target.id);
      },
      { rootMargin: ACTIVE_SECTION_MARGIN },
    );
    ids.forEach((id) => {
      const element = document.getElementById(id);
      if (element) observer.observe(element);
    });
    return () => observer.disconnect();
  }, [ids]);
  return active;
};

/**
 * StepperForm: the form's sections with a step list beside them. The active step follows the
 * scroll; each step shows its problems and new questions; progress moves in steps of 10 %.
 */
export const StepperForm = (props: FormEngineProps) => {
  const { t } = useMessages('forms');
  const {
    definition,
    initialData,
    variables = {},
    idPrefix = 'root',
    onErrorsChange,
    onDataChange,
  } = props;
  const schemaUtils = useMemo(
    () => createSchemaUtils(definition.validator, definition.schema),
    [definition],
  );
  const [data, setData] = useState<unknown>(initialData);
  const [errors, setErrors] = useState<readonly RJSFValidationError[]>([]);
  const settledData = useDeferredValue(data);

  const steps = useMemo<Step[]>(() => {
    const root = schemaUtils.retrieveSchema(definition.schema, initialData);
    const order = uiOptionsOf(definition.uiSchema).order;
    const names = Object.keys(root.properties ?? {});
    const ordered = Array.isArray(order)
      ? [
          ...order.filter(
            (name): name is string => typeof name === 'string' && names.includes(name),
          ),
          ...names.filter((name) => !order.includes(name)),
        ]
      : names;
    return ordered.flatMap((name) => {
      const child = root.properties?.[name];
      const uiRecord: Record<string, unknown> = definition.uiSchema;
      const childUi = uiRecord[name];
      if (!child || typeof child === 'boolean') return [];
      const resolved = schemaUtils.retrieveSchema(child, undefined);
      if (kindOf(resolved, childUi).holds !== 'fields') return [];
      return [
        {
          name,
          title: fillPlaceholders(resolved.title ?? name, variables),
          newQuestions: countNewQuestions(childUi),
        },
      ];
    });
  }, [definition, schemaUtils, initialData, variables]);

  const sectionIds = useMemo(
    () => steps.map((step) => `${idPrefix}${ID_SEPARATOR}${step.name}`),
    [steps, idPrefix],
  );
  const activeId = useActiveSection(sectionIds);
  const percent = useMemo(
    () =>
      progressPercent(
        countAnswers(schemaUtils, definition.schema, definition.uiSchema, settledData, settledData),
      ),
    [schemaUtils, definition, settledData],
  );
  const errorCounts = useMemo(() => {
    const counts = new Map<string, number>();
    errors.forEach((error) => {
      const section = (error.property ?? '').split('.').filter(Boolean)[0];
      if (section) counts.set(section, (counts.get(section) ?? 0) + 1);
    });
    return counts;
  }, [errors]);

  const goTo = (id: string) => {
    const section = document.getElementById(id);
    section?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    section
      ?.querySelector<HTMLElement>(
        'input:not([disabled]), select:not([disabled]), textarea:not([disabled])',
      )
      ?.focus({ preventScroll: true });
  };

  return (
    <div className="pcsx-variant pcsx-stepper">
      <nav className="pcsx-stepper__nav" aria-label={t('forms.engine.stepper.sections')}>
        <div>
          <progress
            className="pcsx-progress"
            max={100}
            value={percent}
            aria-labelledby={`${idPrefix}__progress`}
          />
          <p id={`${idPrefix}__progress`} className="pcsx-field__help">
            {t('forms.engine.stepper.progress', { percent })}
          </p>
        </div>
        <ol className="pcsx-stepper__steps">
          {steps.map((step, index) => {
            const id = sectionIds[index] ?? step.name;
            const errorCount = errorCounts.get(step.name) ?? 0;
            return (
              <li key={step.name}>
                <button
                  type="button"
                  className="pcsx-stepper__step"
                  aria-current={activeId === id ? 'step' : undefined}
                  onClick={() => goTo(id)}
                >
                  <span>
                    {t('forms.engine.stepper.step', { number: index + 1, title: step.title })}
                  </span>
                  <span className="pcsx-stepper__counts">
                    {errorCount > 0 && (
                      <span className="pcsx-stepper__count pcsx-stepper__count--errors">
                        {t('forms.engine.stepper.problems', { count: errorCount })}
                      </span>
                    )}
                    {step.newQuestions > 0 && (
                      <span className="pcsx-stepper__count">
                        {t('forms.engine.stepper.newQuestions', { count: step.newQuestions })}
                      </span>
                    )}
                  </span>
                </button>
              </li>
            );
          })}
        </ol>
      </nav>
      <FormEngine
        {...props}
        onErrorsChange={(next) => {
          setErrors(next);
          onErrorsChange?.(next);
        }}
        onDataChange={(next) => {
          setData(next);
          onDataChange?.(next);
        }}
      />
    </div>
  );
};

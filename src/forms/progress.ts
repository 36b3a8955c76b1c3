import type { RJSFSchema, SchemaUtilsType } from '@rjsf/utils';
import { kindOf } from './kinds';
import { isFieldVisible } from './registry/visibility';
import { isRecord, readFieldOptions } from './ui-options';

export interface AnswerCount {
  answered: number;
  total: number;
}

/** Visible questions of a form (or a section) and how many hold an answer, by each kind's rule. */
export const countAnswers = (
  schemaUtils: SchemaUtilsType<unknown>,
  schema: RJSFSchema,
  uiSchema: unknown,
  value: unknown,
  formData: unknown,
  path: (string | number)[] = [],
): AnswerCount => {
  const resolved = schemaUtils.retrieveSchema(schema, value);
  if (!isFieldVisible(readFieldOptions(uiSchema), path, formData)) return { answered: 0, total: 0 };
  const kind = kindOf(resolved, uiSchema);
  if (kind.progress === 'none') return { answered: 0, total: 0 };
  if (kind.progress === 'inner-questions') {
    return Object.entries(resolved.properties ?? {}).reduce<AnswerCount>(
      (sum, [name, child]) => {
        if (typeof child === 'boolean') return sum;
        const count = countAnswers(
          schemaUtils,
          child,
          isRecord(uiSchema) ? uiSchema[name] : undefined,
          isRecord(value) ? value[name] : undefined,
          formData,
          [...path, name],
        );
        return { answered: sum.answered + count.answered, total: sum.total + count.total };
      },
      { answered: 0, total: 0 },
    );
  }
  return { answered: kind.isEmpty(value, resolved) ? 0 : 1, total: 1 };
};

/** Progress in steps of 10 percent: 0, 10, … 100. */
export const progressPercent = ({ answered, total }: AnswerCount): number =>
  total === 0 ? 0 : Math.floor((answered / total) * 10) * 10;

/** Questions marked `newItem` within a UI schema node. */
export const countNewQuestions = (uiSchema: unknown): number => {
  if (!isRecord(uiSchema)) return 0;
  const own = readFieldOptions(uiSchema).newItem ? 1 : 0;
  return Object.entries(uiSchema).reduce(
    (sum, [key, child]) => (key.startsWith('ui:') ? sum : sum + countNewQuestions(child)),
    own,
  );
};

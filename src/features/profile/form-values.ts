import { isRecord } from '../../forms/ui-options';

/** A form's answers as a record; anything else is no answers. */
export const answersOf = (data: unknown): Record<string, unknown> => (isRecord(data) ? data : {});

/** Stored values as a form's starting answers: a form leaves out what the profile keeps as null. */
export const withoutNulls = (value: object): Record<string, unknown> =>
  Object.fromEntries(Object.entries(value).filter(([, field]) => field !== null));

/** A form's answers as a stored value: each optional field left empty is sent as null. */
export const withNulls = (
  data: unknown,
  nullableFields: readonly string[],
): Record<string, unknown> => {
  const answers = answersOf(data);
  return {
    ...answers,
    ...Object.fromEntries(
      nullableFields.map((field) => [field, answers[field] === undefined ? null : answers[field]]),
    ),
  };
};

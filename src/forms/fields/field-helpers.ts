import type { FocusEvent } from 'react';
import { fieldLabel } from '../field-labels';
import type { EngineFieldProps } from '../types';

/** The label a field shows: its UI title, schema title or name, placeholders filled. */
export const labelOf = (props: EngineFieldProps): string =>
  fieldLabel(props.schema, props.uiSchema, props.name, props.registry.formContext.variables);

/** Runs `onLeave` when focus moves out of a group of inputs, not between them. */
export const onGroupBlur =
  (onLeave: () => void) =>
  (event: FocusEvent<HTMLElement>): void => {
    const next = event.relatedTarget;
    if (!(next instanceof Node) || !event.currentTarget.contains(next)) onLeave();
  };

/** Headings of notes and viewers sit one level below the section they are in. */
export const headingLevelFor = (path: readonly (string | number)[]): 2 | 3 =>
  path.length <= 1 ? 2 : 3;

export const isInvalid = (rawErrors: readonly string[] | undefined): boolean =>
  Boolean(rawErrors && rawErrors.length > 0);

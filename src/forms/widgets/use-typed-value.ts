import { startTransition, useState } from 'react';
import type { EngineWidgetProps } from '../types';

interface TypedState {
  text: string;
  /** The form's value when the widget last took a value from outside. */
  base: unknown;
  /**
   * Texts handed to the form since then. Any of them may come back as the value while the form's
   * transitions catch up (an urgent render sees the form without its pending transitions), so none
   * of them counts as a change from outside.
   */
  emitted: readonly string[];
}

/** Enough history for the transitions that can be in flight at once. */
const EMITTED_KEPT = 50;

interface TypedValueOptions {
  props: EngineWidgetProps;
  /** The answer a text stands for (numbers parse, empty text is no answer). */
  toValue: (text: string) => unknown;
  toText: (value: unknown) => string;
}

/**
 * Typing shows at once, from the widget's own state; the form hears of each change in a React
 * transition, so a keystroke costs one small render however long the form is, and the form's own
 * update can be interrupted by the next keystroke. Leaving the field, submitting or saving hands the text over at once (see
 * FormStore.flushPendingCommits), so validation and submits never see a stale value. A value
 * changed from outside (a reset, saved answers) replaces what was typed.
 */
export const useTypedValue = ({ props, toValue, toText }: TypedValueOptions) => {
  const { id, onChange, registry } = props;
  const { store } = registry.formContext;
  const value: unknown = props.value;
  const [state, setState] = useState<TypedState>(() => ({
    text: toText(value),
    base: value,
    emitted: [],
  }));
  const isOurs =
    value === state.base ||
    toValue(state.text) === value ||
    state.emitted.some((text) => toValue(text) === value);
  if (!isOurs) setState({ text: toText(value), base: value, emitted: [] });
  const remember = (text: string) =>
    setState((current) => ({
      ...current,
      text,
      emitted: [...current.emitted, text].slice(-EMITTED_KEPT),
    }));

  const change = (text: string) => {
    remember(text);
    const commit = () => {
      store.clearPendingCommit(id, commit);
      onChange(toValue(text));
    };
    store.setPendingCommit(id, commit);
    startTransition(commit);
  };

  /** Hands the text to the form at once (on blur, with the trimmed text). */
  const commitNow = (text: string) => {
    store.clearPendingCommit(id);
    remember(text);
    onChange(toValue(text));
  };

  return { text: isOurs ? state.text : toText(value), change, commitNow };
};

export const textToAnswer = (text: string): string | undefined => (text === '' ? undefined : text);

import type { EngineFieldProps } from '../types';

/**
 * Numbers render through the string field with our number widget, which turns text into numbers
 * itself; rjsf's own NumberField formats a decimal separator on every render, costly in long forms.
 */
export default function NumberField(props: EngineFieldProps) {
  const { StringField } = props.registry.fields;
  return <StringField {...props} />;
}

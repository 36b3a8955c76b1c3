import type { ReactNode } from 'react';
import type { FieldMessages } from './branding-form';

type FieldWiring = ReturnType<FieldMessages['field']>;

interface FieldFrameProps {
  fields: FieldMessages;
  /** The field's name as the server names it (`banners.0.html`), which its problems carry. */
  name: string;
  label: string;
  hint?: string;
  children: (wiring: FieldWiring) => ReactNode;
}

/** A labelled control with its hint and, when there is one, its problem (aria-describedby). */
const FieldFrame = ({ fields, name, label, hint, children }: FieldFrameProps) => {
  const wiring = fields.field(name);
  return (
    <div className="branding-admin__field">
      <label htmlFor={wiring.id}>{label}</label>
      {children(wiring)}
      {hint !== undefined && <p className="hint">{hint}</p>}
      {fields.message(name)}
    </div>
  );
};

interface TextFieldProps extends Omit<FieldFrameProps, 'children'> {
  value: string;
  onChange: (value: string) => void;
  inputMode?: 'text' | 'url';
}

export const TextField = ({ value, onChange, inputMode, ...frame }: TextFieldProps) => (
  <FieldFrame {...frame}>
    {(wiring) => (
      <input
        {...wiring}
        type="text"
        inputMode={inputMode}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    )}
  </FieldFrame>
);

interface CodeFieldProps extends Omit<FieldFrameProps, 'children'> {
  value: string;
  onChange: (value: string) => void;
  rows: number;
}

/** HTML or script text, in a fixed-width font and without spelling marks. */
export const CodeField = ({ value, onChange, rows, ...frame }: CodeFieldProps) => (
  <FieldFrame {...frame}>
    {(wiring) => (
      <textarea
        {...wiring}
        className="branding-admin__code"
        rows={rows}
        spellCheck={false}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    )}
  </FieldFrame>
);

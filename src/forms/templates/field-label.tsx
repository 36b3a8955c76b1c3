import type { ReactNode } from 'react';
import { useMessages } from '../../i18n/use-messages';

interface LabelContentProps {
  text: string;
  required?: boolean;
  isNew?: boolean;
}

/** A field's label text with its required mark and the "New" tag of a newly added question. */
export const LabelContent = ({ text, required, isNew }: LabelContentProps) => (
  <>
    {text}
    {required && (
      <span className="pcsx-required" aria-hidden="true">
        {' *'}
      </span>
    )}
    {isNew && <NewTag />}
  </>
);

const NewTag = () => {
  const { t } = useMessages('forms');
  return <span className="pcsx-tag pcsx-tag--new">{t('forms.engine.label.new')}</span>;
};

interface FieldsetProps extends LabelContentProps {
  id: string;
  children: ReactNode;
  className?: string;
  describedBy?: string;
  invalid?: boolean;
  role?: 'radiogroup' | 'group';
  disabled?: boolean;
}

/** Groups of inputs (radios, checkboxes, phone, date range…) are a fieldset named by its legend. */
export const Fieldset = ({
  id,
  text,
  required,
  isNew,
  children,
  className,
  describedBy,
  invalid,
  role,
  disabled,
}: FieldsetProps) => (
  <fieldset
    id={`${id}__group`}
    className={['pcsx-fieldset', className].filter(Boolean).join(' ')}
    aria-describedby={describedBy}
    aria-invalid={role === 'radiogroup' && invalid ? true : undefined}
    aria-required={role === 'radiogroup' && required ? true : undefined}
    role={role}
    disabled={disabled}
  >
    <legend className="pcsx-field__label">
      <LabelContent text={text} required={required} isNew={isNew} />
    </legend>
    {children}
  </fieldset>
);

import type { FormEngineProps } from '../schema-form';
import { HtmlForm } from './html-form';
import { PreboardingAdmin } from './preboarding-admin';
import { SimpleForm } from './simple-form';
import { StepperForm } from './stepper-form';

/** The four form variants, by the names the form center uses. */
export const FORM_VARIANTS = {
  SimpleForm,
  StepperForm,
  HTMLForm: HtmlForm,
  PreboardingAdmin,
} as const;

export type FormVariantName = keyof typeof FORM_VARIANTS;

export const FormVariant = ({
  variant,
  ...props
}: FormEngineProps & { variant: FormVariantName }) => {
  const Variant = FORM_VARIANTS[variant];
  return <Variant {...props} />;
};

import type { FormsTable } from '../db/schema';

/** A form an employer can assign to a candidate: what the forms center lists and how it opens. */
export type FormTemplate = Pick<
  FormsTable,
  'id' | 'title' | 'description' | 'schema_name' | 'variant'
>;

/** The employer's forms, in the order they are usually assigned (the seed and the developer ATS). */
export const FORM_TEMPLATES = {
  personalDetails: {
    id: 'frm_personal_details',
    title: 'Personal details',
    description: 'Your legal name, home address and date of birth.',
    schema_name: 'personal-details',
    variant: 'StepperForm',
  },
  workAuthorization: {
    id: 'frm_work_authorization',
    title: 'Work authorization',
    description: 'Confirm that you are authorized to work in the country of the role.',
    schema_name: 'work-authorization',
    // Its layout opens with the HTML explaining why the questions are asked.
    variant: 'HTMLForm',
  },
  emergencyContact: {
    id: 'frm_emergency_contact',
    title: 'Emergency contact',
    description: 'Who we should call in an emergency.',
    schema_name: 'emergency-contact',
    variant: 'SimpleForm',
  },
  taxWithholding: {
    id: 'frm_tax_w4',
    title: 'Tax withholding (W-4)',
    description: 'Federal tax withholding elections for payroll.',
    schema_name: 'tax-withholding',
    variant: 'PreboardingAdmin',
  },
} as const satisfies Record<string, FormTemplate>;

import type { FormSummary } from '@generated/api/models';
import type { MessageId } from '../../i18n/message-ids';

interface SchemaTexts {
  title: MessageId<'formSchemas'>;
  description?: MessageId<'formSchemas'>;
}

/** The title and description each form of the portal's schemas carries, by schema name. */
const SCHEMA_TEXTS: Readonly<Record<string, SchemaTexts>> = {
  'personal-details': {
    title: 'formSchemas.personalDetails.title',
    description: 'formSchemas.personalDetails.description',
  },
  'work-authorization': {
    title: 'formSchemas.workAuthorization.title',
    description: 'formSchemas.workAuthorization.description',
  },
  'emergency-contact': {
    title: 'formSchemas.emergencyContact.title',
    description: 'formSchemas.emergencyContact.description',
  },
  'tax-withholding': {
    title: 'formSchemas.taxWithholding.title',
    description: 'formSchemas.taxWithholding.description',
  },
  'signed-offer-upload': { title: 'formSchemas.signedOfferUpload.title' },
};

/**
 * A form's title and description in the page's language: those of its schema, which the
 * catalogues translate; a form on a schema the portal does not know keeps the employer's words.
 */
export const formSummaryTexts = (
  form: Pick<FormSummary, 'schemaName' | 'title' | 'description'>,
  t: (id: MessageId<'formSchemas'>) => string,
): { title: string; description: string } => {
  const texts = Object.hasOwn(SCHEMA_TEXTS, form.schemaName)
    ? SCHEMA_TEXTS[form.schemaName]
    : undefined;
  return {
    title: texts ? t(texts.title) : form.title,
    description: texts?.description ? t(texts.description) : form.description,
  };
};

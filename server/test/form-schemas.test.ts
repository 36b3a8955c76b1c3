import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/app';
import { FormSchemas } from '../src/forms/form-schemas';
import { english } from '../src/i18n/messages';

const forms = new FormSchemas(join(REPO_ROOT, 'schemas', 'forms'));
/** The problems as the answer words them in English. */
const schemas = {
  validate: (schemaName: string, answers: Record<string, unknown>) =>
    forms
      .validate(schemaName, answers)
      .map(({ name, message }) => ({ name, message: english(message) })),
  isSignedOnline: (schemaName: string) => forms.isSignedOnline(schemaName),
};

describe('form schemas', () => {
  it('names missing answers with the same required messages the browser shows', () => {
    expect(schemas.validate('work-authorization', {})).toEqual([
      { name: 'authorizedToWork', message: 'This field is required' },
      // 31 characters with its question mark: long, although 30 without it.
      { name: 'requiresSponsorship', message: 'This field is required' },
      { name: 'documentTypes', message: 'Documents you can provide is required' },
      { name: 'documents', message: 'Upload your documents is required' },
      { name: 'attestation', message: 'This field is required' },
    ]);
    expect(schemas.validate('emergency-contact', { notes: '' })).toEqual([
      { name: 'name', message: 'Full name is required' },
      { name: 'phone', message: 'Phone is required' },
    ]);
  });

  it('knows which forms are signed online', () => {
    expect(schemas.isSignedOnline('tax-withholding')).toBe(true);
    expect(schemas.isSignedOnline('personal-details')).toBe(false);
    expect(schemas.isSignedOnline('no-such-form')).toBe(false);
  });
});

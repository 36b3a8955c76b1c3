import type { ValidationSettings } from './settings';
import { FormValidator, type ValidationScope } from './form-validator';
import { registerCustomValidator } from '../registry/custom-validators';
import { formsT, inlineDefinition, loadDefinition } from '../test-utils';

const settings: ValidationSettings = {
  variables: {},
  defaultCountry: 'US',
  defaultEmailMode: 'loose',
  t: formsT,
};

const validatorFor = async (
  name: Parameters<typeof loadDefinition>[0],
  scope?: ValidationScope,
) => {
  const definition = await loadDefinition(name);
  const validator = new FormValidator(
    definition.validator,
    definition.schema,
    () => settings,
    scope,
  );
  return {
    definition,
    errorsOf: (data: unknown): Record<string, string | undefined> =>
      Object.fromEntries(
        validator
          .validateFormData(data, definition.schema, undefined, undefined, definition.uiSchema)
          .errors.map((error): [string, string | undefined] => [
            error.property ?? '',
            error.message,
          ]),
      ),
  };
};

const phone = { callingCode: '+1', number: '512-555-0199', selectedCountryCode: 'US' };

describe('the form validator (precompiled Ajv plus the text rules)', () => {
  test('every required field gets its required message, one problem per field', async () => {
    const { errorsOf } = await validatorFor('emergency-contact');
    expect(errorsOf({})).toEqual({
      '.name': 'Full name is required',
      '.phone': 'Phone is required',
    });
  });

  test('a field’s own rule beats the schema keyword that would say the same less well', async () => {
    const { errorsOf } = await validatorFor('emergency-contact');
    expect(errorsOf({ name: 'Sam', phone, email: 'a@b.c' })).toEqual({
      '.email': 'Email is invalid. Use the format "name@example.com".',
    });
  });

  test('nested and embedded forms are validated through their paths', async () => {
    const { errorsOf } = await validatorFor('personal-details');
    const errors = errorsOf({
      legalName: { first: 'Jordan', last: 'Alvarez' },
      identity: { dateOfBirth: '1990-01-15', ssn: '123-45-678' },
      contact: { email: 'jordan@example.com', phone: { ...phone, number: '5' } },
      address: { line1: '1 Main', city: 'Austin', country: 'US', state: 'TX', postalCode: '7870' },
      emergencyContact: { name: 'Sam' },
    });
    expect(errors).toEqual({
      '.identity.ssn': 'Social security number is invalid. Enter in the format of XXX-XX-XXXX.',
      '.contact.phone': 'Enter a valid phone number',
      '.address.postalCode': 'Enter a valid postal code for the country you chose.',
      '.emergencyContact.phone': 'Phone is required',
    });
  });

  test('hidden fields are not validated; shown, they are (and the server requires them too)', async () => {
    const { errorsOf } = await validatorFor('work-authorization');
    const base = {
      workCountry: 'United States',
      authorizedToWork: 'no',
      documentTypes: ['passport'],
      documents: [
        {
          uid: 'u1',
          name: 'passport.pdf',
          size: 10,
          type: 'application/pdf',
          lastModified: 1,
          webkitRelativePath: '',
          content: 'JVBERi0=',
          status: 'done',
        },
      ],
      employmentHistory: [
        {
          employer: 'Contoso',
          jobTitle: 'Engineer',
          dates: { startDate: '01/2020', endDate: '02/2022', isCurrent: false },
        },
      ],
      attestation: true,
    };
    expect(errorsOf({ ...base, requiresSponsorship: 'no' })).toEqual({});
    expect(errorsOf({ ...base, requiresSponsorship: 'yes' })).toEqual({
      '.visaType': 'Visa type is required',
      '.permitExpiry': 'Work permit expiry date is required',
    });
  });

  test('labels over 30 characters give "This field is required"; unchecked attestations are required', async () => {
    const { errorsOf } = await validatorFor('work-authorization');
    const errors = errorsOf({ attestation: false });
    expect(errors['.authorizedToWork']).toBe('This field is required');
    expect(errors['.attestation']).toBe('This field is required');
    expect(errors['.documents']).toBe('Upload your documents is required');
  });

  test('before a submit, only the fields the user has left report problems', async () => {
    const touched = new Set(['name']);
    const { errorsOf } = await validatorFor('emergency-contact', {
      isReported: (path) => touched.has(path.join('.')),
    });
    expect(errorsOf({})).toEqual({ '.name': 'Full name is required' });
  });

  test('dynamic list counts use the rule’s message', async () => {
    const { errorsOf } = await validatorFor('work-authorization');
    expect(errorsOf({ employmentHistory: [] })['.employmentHistory']).toBe(
      'Add at least 1 employer.',
    );
  });
});

describe('custom validators named in the UI schema', () => {
  test('a registered validator checks the field and gives its message', () => {
    registerCustomValidator('evenLength', (value) =>
      typeof value === 'string' && value.length % 2 === 1
        ? 'Use an even number of letters.'
        : undefined,
    );
    const definition = inlineDefinition(
      { type: 'object', properties: { code: { type: 'string', title: 'Code' } } },
      { code: { 'ui:options': { validator: 'evenLength' } } },
    );
    const validator = new FormValidator(definition.validator, definition.schema, () => settings);
    const errors = validator.validateFormData(
      { code: 'abc' },
      definition.schema,
      undefined,
      undefined,
      definition.uiSchema,
    );
    expect(errors.errors.map((error) => error.message)).toEqual(['Use an even number of letters.']);
    expect(
      validator.validateFormData(
        { code: 'ab' },
        definition.schema,
        undefined,
        undefined,
        definition.uiSchema,
      ).errors,
    ).toEqual([]);
  });
});

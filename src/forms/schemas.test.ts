import Ajv2020 from 'ajv/dist/2020';
import { parse } from 'yaml';
import { FORM_NAMES } from '@generated/forms';
import contractText from '../../openapi/pcsx.yaml?raw';

const defs = import.meta.glob<object>('../../schemas/defs/*.json', {
  eager: true,
  import: 'default',
});
const formSchemas = import.meta.glob<object>('../../schemas/forms/*.schema.json', {
  eager: true,
  import: 'default',
});
const uiSchemaTexts = import.meta.glob<string>('../../schemas/forms/*.ui.json', {
  eager: true,
  query: '?raw',
  import: 'default',
});

/** The reference server's view of schemas/: one plain Ajv 2020 instance holding every file. */
const createServerAjv = () => {
  const ajv = new Ajv2020({ allErrors: true });
  Object.values(defs).forEach((schema) => ajv.addSchema(schema));
  Object.values(formSchemas).forEach((schema) => ajv.addSchema(schema));
  return ajv;
};

const schemaId = (name: string) =>
  `https://careers-portal.invalid/schemas/forms/${name}.schema.json`;

interface Contract {
  paths: Partial<
    Record<
      string,
      Partial<
        Record<
          string,
          { requestBody?: { content: Partial<Record<string, { example?: unknown }>> } }
        >
      >
    >
  >;
}
const contract = parse(contractText) as Contract;
const requestExample = (path: string) =>
  contract.paths[path]?.post?.requestBody?.content['application/json']?.example as Record<
    string,
    unknown
  >;

describe('schemas/ as the reference server reads them', () => {
  const ajv = createServerAjv();

  test.each([...FORM_NAMES])(
    '%s compiles in a plain Ajv 2020 instance with every file added',
    (name) => {
      expect(ajv.getSchema(schemaId(name))).toBeInstanceOf(Function);
    },
  );

  test('the contract example of a form submit is valid personal details', () => {
    const validate = ajv.getSchema(schemaId('personal-details'));
    expect(validate?.(requestExample('/api/pcsx/forms/{formId}/submit').data)).toBe(true);
  });

  test('the contract example of an application is a valid apply form', () => {
    const validate = ajv.getSchema(schemaId('apply'));
    expect(validate?.(requestExample('/api/pcsx/apply').form_data)).toBe(true);
  });

  test('wrong answers are refused the way the client refuses them', () => {
    const validate = ajv.getSchema(schemaId('personal-details'));
    const answers = {
      legalName: { first: 'Jordan', last: 'Alvarez' },
      identity: { dateOfBirth: '1990-02-30', ssn: '123456789' },
      address: { line1: '1 Main St', city: 'Austin', state: 'TX', postalCode: '78701' },
      emergencyContact: {
        name: 'Sam',
        phone: { callingCode: '+1', number: 'call me', selectedCountryCode: 'US' },
      },
    };
    expect(validate?.(answers)).toBe(false);
    const paths = (validate?.errors ?? []).map((error) => error.instancePath);
    expect(paths).toEqual(
      expect.arrayContaining(['/identity/ssn', '/emergencyContact/phone/number']),
    );
  });

  test('the forms-center forms together use every field type', () => {
    const uiText = [
      'personal-details',
      'work-authorization',
      'emergency-contact',
      'tax-withholding',
    ]
      .map((name) => uiSchemaTexts[`../../schemas/forms/${name}.ui.json`] ?? '')
      .join('\n');
    const used = new Set(
      [...uiText.matchAll(/"ui:(?:field|widget)": "([^"]+)"/g)].map((match) => match[1]),
    );
    [
      'checkbox',
      'checkboxItem',
      'date',
      'dateRange',
      'dropdown',
      'dynamicList',
      'email',
      'embedded_form',
      'esignForm',
      'file_upload',
      'fileUpload',
      'info',
      'instruction',
      'number',
      'phone',
      'radio',
      'select',
      'skillSelector',
      'ssn',
      'text',
      'textarea',
      'star_rating',
      'pdfViewer',
      'htmlViewer',
      'readOnly',
    ].forEach((type) => expect(used, type).toContain(type));
  });
});

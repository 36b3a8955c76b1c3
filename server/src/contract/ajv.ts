import Ajv2020, { _, str, type KeywordDefinition } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { toFieldProblems, type SchemaCheck } from '../http/field-problems';
import { SCHEMA_BASE_URI, type Contract } from './document';

/** Code points in `text` (a surrogate pair is one), as JSON Schema's string lengths count. */
const codePoints = (text: string): number => {
  let count = 0;
  for (let at = 0; at < text.length; at += 1) {
    count += 1;
    const unit = text.charCodeAt(at);
    if (unit >= 0xd800 && unit <= 0xdbff && (text.charCodeAt(at + 1) & 0xfc00) === 0xdc00) at += 1;
  }
  return count;
};

/**
 * Whether `text` has more code points than `limit` (`maxLength`). A string's `.length` (UTF-16
 * units, known at once) is at least its code points and at most twice as many, so only a string
 * within a factor two above the limit is counted: a data URL of 14 MB within its `maxLength`
 * costs nothing, where Ajv's own keyword would walk all of it on the event loop.
 */
const longerThan = (text: string, limit: number): boolean =>
  text.length > limit && (text.length > 2 * limit || codePoints(text) > limit);

/** Whether `text` has fewer code points than `limit` (`minLength`); counted as sparingly. */
const shorterThan = (text: string, limit: number): boolean =>
  text.length < limit || (text.length < 2 * limit && codePoints(text) < limit);

/**
 * `maxLength` and `minLength` as Ajv defines them (the same errors, checked in the same order),
 * with the lengths measured by `longerThan` and `shorterThan`.
 */
const stringLengthKeywords: KeywordDefinition = {
  keyword: ['maxLength', 'minLength'],
  type: 'string',
  schemaType: 'number',
  $data: true,
  before: 'pattern',
  error: {
    message: ({ keyword, schemaCode }) =>
      str`must NOT have ${keyword === 'maxLength' ? 'more' : 'fewer'} than ${schemaCode} characters`,
    params: ({ schemaCode }) => _`{limit: ${schemaCode}}`,
  },
  code(cxt) {
    const { keyword, data, schemaCode, gen } = cxt;
    const check = gen.scopeValue('func', {
      ref: keyword === 'maxLength' ? longerThan : shorterThan,
    });
    cxt.fail$data(_`${check}(${data}, ${schemaCode})`);
  },
};

/**
 * One Ajv (JSON Schema 2020-12) instance that knows the contract's `components.schemas` under
 * `urn:pcsx`, so fragments whose refs were made absolute compile against it.
 */
export const createContractAjv = (contract: Contract, options: { useDefaults: boolean }) => {
  const ajv = new Ajv2020({
    allErrors: true,
    useDefaults: options.useDefaults,
    // OpenAPI adds keywords (example, discriminator, x-*) that are annotations here.
    strict: false,
    validateFormats: true,
  });
  addFormats(ajv);
  ajv.removeKeyword('maxLength').removeKeyword('minLength').addKeyword(stringLengthKeywords);
  // `format: binary` marks file parts in multipart bodies; their content is checked by handlers.
  ajv.addFormat('binary', true);
  ajv.addSchema({ $id: SCHEMA_BASE_URI, components: { schemas: contract.schemas } });
  return ajv;
};

/** Checks values against the contract's component schemas by name (e.g. `ExperienceEntry`). */
export const componentSchemaCheck =
  (ajv: Ajv2020): SchemaCheck =>
  (schemaName, value, prefix) => {
    const validate = ajv.getSchema(`${SCHEMA_BASE_URI}#/components/schemas/${schemaName}`);
    if (!validate) throw new Error(`The contract has no schema ${schemaName}`);
    return validate(value) ? [] : toFieldProblems(validate.errors, prefix);
  };

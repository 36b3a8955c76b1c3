import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { toFieldProblems, type SchemaCheck } from '../http/field-problems';
import { SCHEMA_BASE_URI, type Contract } from './document';

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

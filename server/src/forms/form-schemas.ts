import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { toFieldProblems, type FieldProblem } from '../http/field-problems';
import { msg, type Message } from '../i18n/messages';
import { isRecord, parseJson, type JsonObject } from '../lib/json';

const FORM_SUFFIX = '.schema.json';
const UI_SUFFIX = '.ui.json';
const ESIGN_FIELD = 'esignForm';

/** Whether a UI schema, at any depth, places the e-sign field. */
const placesEsignField = (node: unknown): boolean => {
  if (Array.isArray(node)) return node.some(placesEsignField);
  if (!isRecord(node)) return false;
  return node['ui:field'] === ESIGN_FIELD || Object.values(node).some(placesEsignField);
};

/**
 * The form engine's JSON Schemas: `schemas/forms/<schemaName>.schema.json` with shared
 * definitions in `schemas/defs/` (referenced relative to each schema's `$id`). A form whose
 * schema file does not exist accepts any answers object. Its UI schema
 * (`<schemaName>.ui.json`) tells whether it is signed online.
 */
export class FormSchemas {
  private loaded: { ajv: Ajv2020; idsByName: Map<string, string> } | null = null;
  private readonly compiled = new Map<string, ValidateFunction | null>();
  private signedOnline: Set<string> | null = null;

  constructor(private readonly formsDirectory: string) {}

  private readSchemas(directory: string, suffix: string): [string, JsonObject][] {
    if (!existsSync(directory)) return [];
    return readdirSync(directory)
      .filter((name) => name.endsWith(suffix))
      .map((name) => {
        const schema = parseJson(readFileSync(join(directory, name), 'utf8'));
        if (!isRecord(schema))
          throw new Error(`${join(directory, name)} is not a JSON Schema object`);
        return [name.slice(0, -suffix.length), schema];
      });
  }

  private load() {
    if (!this.loaded) {
      // Decimal steps (an opacity's 0.05) are judged as the browser's validators judge them, not
      // by floating-point remainders (0.6 / 0.05 is not exactly 12).
      const ajv = new Ajv2020({
        allErrors: true,
        strict: false,
        logger: false,
        multipleOfPrecision: 8,
      });
      addFormats(ajv);
      const idsByName = new Map<string, string>();
      for (const [, schema] of this.readSchemas(join(this.formsDirectory, '..', 'defs'), '.json')) {
        ajv.addSchema(schema);
      }
      for (const [name, schema] of this.readSchemas(this.formsDirectory, FORM_SUFFIX)) {
        const id = typeof schema.$id === 'string' ? schema.$id : `urn:pcsx:form:${name}`;
        ajv.addSchema({ ...schema, $id: id });
        idsByName.set(name, id);
      }
      this.loaded = { ajv, idsByName };
    }
    return this.loaded;
  }

  private validator(schemaName: string): ValidateFunction | null {
    if (!this.compiled.has(schemaName)) {
      const { ajv, idsByName } = this.load();
      const id = idsByName.get(schemaName);
      this.compiled.set(schemaName, id === undefined ? null : (ajv.getSchema(id) ?? null));
    }
    return this.compiled.get(schemaName) ?? null;
  }

  /** Whether the form has an e-sign field, so its signing page may be served. */
  isSignedOnline(schemaName: string): boolean {
    this.signedOnline ??= new Set(
      this.readSchemas(this.formsDirectory, UI_SUFFIX)
        .filter(([, ui]) => placesEsignField(ui))
        .map(([name]) => name),
    );
    return this.signedOnline.has(schemaName);
  }

  /** Problems with the answers, named by dotted path; a missing answer names its field's label. */
  validate(schemaName: string, answers: JsonObject): FieldProblem[] {
    const validate = this.validator(schemaName);
    if (!validate || validate(answers)) return [];
    return toFieldProblems(validate.errors).map((problem) => ({
      name: problem.name,
      message:
        typeof problem.message === 'object' &&
        'id' in problem.message &&
        problem.message.id === 'server.validation.required'
          ? requiredMessage(labelFor(validate.schema, problem.name))
          : problem.message,
    }));
  }
}

/**
 * A missing answer reads "<label> is required", without the label's closing punctuation, or
 * "This field is required" when the label is over 30 characters: the same words the form engine
 * shows in the browser.
 */
const requiredMessage = (label: string): Message => {
  const trimmed = label.trim();
  if (trimmed === '' || trimmed.length > 30) return 'server.forms.thisFieldRequired';
  return msg('server.forms.fieldRequired', { label: trimmed.replace(/[\s.,:;!?*…]+$/, '') });
};

const humanize = (key: string): string => {
  const words = key
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** The `title` of the property at a dotted path, else its humanized key. */
const labelFor = (schema: unknown, path: string): string => {
  const keys = path.split('.');
  let node: unknown = schema;
  for (const key of keys) {
    const properties: unknown = isRecord(node) ? node.properties : undefined;
    node = isRecord(properties) ? properties[key] : undefined;
  }
  if (isRecord(node) && typeof node.title === 'string') return node.title;
  return humanize(keys[keys.length - 1] ?? path);
};

import { retrieveSchema, type RJSFSchema, type ValidatorType } from '@rjsf/utils';
import type { FieldNode, FieldPath } from '../field-kind';
import { fieldLabel } from '../field-labels';
import { isContainer, kindOf } from '../kinds';
import { getCustomValidator } from '../registry/custom-validators';
import { isFieldVisible } from '../registry/visibility';
import { isRecord, pathKey, readFieldOptions } from '../ui-options';
import { MESSAGE_VARIABLES, requiredMessage } from './messages';
import { fillPlaceholders } from './placeholders';
import type { ValidationSettings } from './settings';

export interface FieldProblem {
  path: FieldPath;
  message: string;
}

/**
 * The first problem with one field's answer: required (or what its kind says of an empty
 * answer), then what its kind demands, then its named custom validator. Sections and content
 * have none of their own.
 */
export const validateFieldNode = (
  node: FieldNode,
  settings: ValidationSettings,
  formData: unknown,
): string | undefined => {
  const { kind } = node;
  if (kind.holds === 'content' || kind.holds === 'fields') return undefined;
  const variables = { ...MESSAGE_VARIABLES, ...settings.variables };
  if (kind.isEmpty(node.value, node.schema)) {
    const emptyProblem = kind.validateEmpty?.(node, settings);
    if (emptyProblem) return fillPlaceholders(emptyProblem, variables);
    return node.required ? requiredMessage(node.label(), settings.t) : undefined;
  }
  const problem =
    kind.validate?.(node, settings) ??
    (node.options.validator
      ? getCustomValidator(node.options.validator)?.(node.value, {
          formData,
          path: node.path,
          t: settings.t,
        })
      : undefined);
  return problem === undefined ? undefined : fillPlaceholders(problem, variables);
};

interface WalkContext {
  validator: ValidatorType;
  rootSchema: RJSFSchema;
  formData: unknown;
  settings: ValidationSettings;
}

/** Keywords that make a schema depend on $refs or on the answers; without them it is used as is. */
const RESOLVED_KEYWORDS = [
  '$ref',
  'allOf',
  'anyOf',
  'oneOf',
  'if',
  'dependencies',
  'dependentSchemas',
];

const needsResolving = (schema: RJSFSchema): boolean =>
  RESOLVED_KEYWORDS.some((keyword) => keyword in schema);

const resolveNode = (
  context: WalkContext,
  schema: RJSFSchema,
  uiSchema: unknown,
  path: FieldPath,
  value: unknown,
  required: boolean,
): FieldNode => {
  const resolved = needsResolving(schema)
    ? retrieveSchema(context.validator, schema, context.rootSchema, value)
    : schema;
  return {
    path,
    schema: resolved,
    uiSchema,
    options: readFieldOptions(uiSchema),
    kind: kindOf(resolved, uiSchema),
    required,
    label: () => fieldLabel(resolved, uiSchema, path[path.length - 1], context.settings.variables),
    value,
  };
};

const childNodes = (context: WalkContext, node: FieldNode): FieldNode[] => {
  const { schema, uiSchema, value, path } = node;
  if (node.kind.holds === 'fields') {
    const required = new Set(schema.required ?? []);
    return Object.entries(schema.properties ?? {}).flatMap(([name, child]) =>
      typeof child === 'boolean'
        ? []
        : [
            resolveNode(
              context,
              child,
              isRecord(uiSchema) ? uiSchema[name] : undefined,
              [...path, name],
              isRecord(value) ? value[name] : undefined,
              required.has(name),
            ),
          ],
    );
  }
  if (node.kind.holds === 'items' && Array.isArray(value) && isRecord(schema.items)) {
    const items = schema.items as RJSFSchema;
    const itemUiSchema = isRecord(uiSchema) ? uiSchema.items : undefined;
    return value.map((item, index) =>
      resolveNode(context, items, itemUiSchema, [...path, index], item, true),
    );
  }
  return [];
};

/** One child of a container, resolved on its own (a property may be required but not answered yet). */
const childNode = (
  context: WalkContext,
  node: FieldNode,
  segment: string | number,
): FieldNode | undefined => {
  const { schema, uiSchema, value, path } = node;
  if (node.kind.holds === 'fields' && typeof segment === 'string') {
    const child = schema.properties?.[segment];
    if (!child || typeof child === 'boolean') return undefined;
    return resolveNode(
      context,
      child,
      isRecord(uiSchema) ? uiSchema[segment] : undefined,
      [...path, segment],
      isRecord(value) ? value[segment] : undefined,
      (schema.required ?? []).includes(segment),
    );
  }
  if (node.kind.holds === 'items' && typeof segment === 'number' && isRecord(schema.items)) {
    return resolveNode(
      context,
      schema.items,
      isRecord(uiSchema) ? uiSchema.items : undefined,
      [...path, segment],
      Array.isArray(value) ? value[segment] : undefined,
      true,
    );
  }
  return undefined;
};

/** Every visible field with a problem, keyed by dotted path; hidden fields and their children are skipped. */
export const collectFieldProblems = (
  validator: ValidatorType,
  rootSchema: RJSFSchema,
  uiSchema: unknown,
  formData: unknown,
  settings: ValidationSettings,
): Map<string, FieldProblem> => {
  const context: WalkContext = { validator, rootSchema, formData, settings };
  const problems = new Map<string, FieldProblem>();
  const visit = (node: FieldNode) => {
    if (!isFieldVisible(node.options, node.path, formData)) return;
    const message = validateFieldNode(node, settings, formData);
    if (message) problems.set(pathKey(node.path), { path: node.path, message });
    if (isContainer(node.kind)) childNodes(context, node).forEach(visit);
  };
  visit(resolveNode(context, rootSchema, uiSchema, [], formData, false));
  return problems;
};

/**
 * The field a data path belongs to: the path is followed down through objects and lists and stops
 * at the first field that is not a container (a phone's `number` belongs to the phone field).
 * Returns undefined when a field on the way is hidden.
 */
export const findFieldNode = (
  validator: ValidatorType,
  rootSchema: RJSFSchema,
  uiSchema: unknown,
  formData: unknown,
  path: FieldPath,
  settings: ValidationSettings,
): FieldNode | undefined => {
  const context: WalkContext = { validator, rootSchema, formData, settings };
  let node = resolveNode(context, rootSchema, uiSchema, [], formData, false);
  for (const segment of path) {
    if (!isContainer(node.kind)) return node;
    const child = childNode(context, node, segment);
    if (!child) return node;
    node = child;
    if (!isFieldVisible(node.options, node.path, formData)) return undefined;
  }
  return node;
};

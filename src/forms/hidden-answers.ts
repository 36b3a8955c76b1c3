import { isFieldVisible } from './registry/visibility';
import { isRecord, readFieldOptions } from './ui-options';

/** The answers without those of fields their visibility function hides, as they are submitted. */
export const omitHiddenAnswers = (formData: unknown, uiSchema: unknown): unknown => {
  const visit = (value: unknown, ui: unknown, path: (string | number)[]): unknown => {
    if (Array.isArray(value)) {
      const itemUi = isRecord(ui) ? ui.items : undefined;
      return value.map((item, index) => visit(item, itemUi, [...path, index]));
    }
    if (!isRecord(value)) return value;
    const result: Record<string, unknown> = {};
    for (const [key, child] of Object.entries(value)) {
      const childUi = isRecord(ui) ? ui[key] : undefined;
      const childPath = [...path, key];
      if (isFieldVisible(readFieldOptions(childUi), childPath, formData)) {
        result[key] = visit(child, childUi, childPath);
      }
    }
    return result;
  };
  return visit(formData, uiSchema, []);
};

/** Narrowing helpers for values parsed from YAML, JSON or form data. */

export type JsonObject = Record<string, unknown>;

export const isRecord = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

export const parseJson = (text: string): unknown => JSON.parse(text) as unknown;

/** Parses JSON stored by this server; a corrupt value is a bug, so it throws with context. */
export const parseStoredJson = (text: string, what: string): unknown => {
  try {
    return parseJson(text);
  } catch (cause) {
    throw new Error(`Stored ${what} is not valid JSON`, { cause });
  }
};

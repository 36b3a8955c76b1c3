import type {
  DraftAnswerGroup,
  DraftAnswerLeaf,
  DraftAnswers,
  DraftAnswerValue,
} from '@generated/api/models';
import type { RJSFSchema } from '@rjsf/utils';
import { isUploadedFile } from '../../forms/validation/files';

const isLeaf = (value: unknown): value is DraftAnswerLeaf =>
  value === null || ['string', 'number', 'boolean'].includes(typeof value);

const isGroup = (value: unknown): value is DraftAnswerGroup =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  !isUploadedFile(value) &&
  Object.values(value).every(isLeaf);

const toDraftValue = (value: unknown): DraftAnswerValue | undefined => {
  if (isLeaf(value) || isGroup(value)) return value;
  if (!Array.isArray(value)) return undefined;
  const items = value.filter(
    (item): item is DraftAnswerLeaf | DraftAnswerGroup => isLeaf(item) || isGroup(item),
  );
  // A list that held only files (the resume) is not kept: drafts keep no files.
  return items.length === 0 && value.length > 0 ? undefined : items;
};

/**
 * The answers a draft keeps: plain values, answers made of parts (phone, date range) and lists of
 * them. Files are left out; the candidate chooses them again when they come back.
 */
export const toDraftAnswers = (answers: unknown): DraftAnswers => {
  if (typeof answers !== 'object' || answers === null || Array.isArray(answers)) return {};
  const kept: DraftAnswers = {};
  for (const [name, value] of Object.entries(answers)) {
    const draftValue = toDraftValue(value);
    if (draftValue !== undefined) kept[name] = draftValue;
  }
  return kept;
};

const isAnswered = (value: DraftAnswerValue | undefined): boolean => {
  if (value === undefined || value === null || value === '') return false;
  if (Array.isArray(value)) return value.length > 0;
  // A phone with only its calling code, or a date range with one date, is not answered yet.
  if (typeof value === 'object') {
    return Object.values(value).every((part) => typeof part !== 'string' || part.trim() !== '');
  }
  return true;
};

/** How much of the form is answered, in percent: the share of its required fields filled in. */
export const draftCompletion = (schema: RJSFSchema, answers: DraftAnswers): number => {
  const fields = schema.required ?? Object.keys(schema.properties ?? {});
  if (fields.length === 0) return 0;
  const answered = fields.filter((name) => isAnswered(answers[name])).length;
  return Math.round((answered / fields.length) * 100);
};

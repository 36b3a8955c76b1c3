import { htmlToText } from '../lib/html';
import { DEFAULT_LANGUAGE } from './text/analyze';
import type { PositionText } from './text/text-index';

/** The columns a position's searchable text is made of. */
export interface PositionTextColumns {
  name: string;
  role_family: string;
  profession: string;
  career_discipline: string;
  department: string;
  /** JSON array of skill names. */
  skills: string;
  description_html: string;
  /** BCP 47 language of the name and description; English when the row does not say. */
  language?: string;
}

/**
 * Builds positions' searchable text, the same for the search index and for matching new jobs to
 * job alerts. Descriptions are read in parts (paragraphs, list items), each distinct part decoded
 * once: positions share many of them.
 */
export const positionTextReader = (): ((row: PositionTextColumns) => PositionText) => {
  const decoded = new Map<string, string>();
  const descriptionParts = (html: string) =>
    html.split(/<[^>]+>/).flatMap((part) => {
      if (part.trim() === '') return [];
      let text = decoded.get(part);
      if (text === undefined) {
        text = htmlToText(part);
        decoded.set(part, text);
      }
      return [text];
    });
  return (row) => ({
    title: row.name,
    taxonomy: [row.role_family, row.profession, row.career_discipline, row.department],
    skills: JSON.parse(row.skills) as string[],
    description: descriptionParts(row.description_html),
    language: row.language ?? DEFAULT_LANGUAGE,
  });
};

/**
 * Reads a job id from a path or query value: '123-senior-engineer' → 123. Anything that does not
 * start with a positive integer is no id at all.
 */
export const parsePositionId = (raw: string | null | undefined): number | undefined => {
  if (!raw) return undefined;
  const match = /^\s*(\d+)/.exec(raw);
  if (!match?.[1]) return undefined;
  const id = Number.parseInt(match[1], 10);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
};

/**
 * Field ids join the path with dots (`root.address.city`), so a widget, which only knows its id,
 * can tell its path; property names therefore never contain dots.
 */
export const ID_SEPARATOR = '.';

export const fieldPathFromId = (id: string, idPrefix: string): (string | number)[] =>
  id === idPrefix
    ? []
    : id
        .slice(idPrefix.length + ID_SEPARATOR.length)
        .split(ID_SEPARATOR)
        .map((segment) => (/^\d+$/.test(segment) ? Number(segment) : segment));

const pad = (value: number) => String(value).padStart(2, '0');

/** The product's date format, MM/DD/YYYY, in the user's local time. */
export const formatDate = (value: string | number | Date): string => {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return `${pad(date.getMonth() + 1)}/${pad(date.getDate())}/${date.getFullYear()}`;
};

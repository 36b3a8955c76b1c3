/** Length of XXX-XX-XXXX, the most an SSN input holds. */
export const SSN_MAX_LENGTH = 11;

const SSN_PATTERN = /^\d{3}-\d{2}-\d{4}$/;

export const isValidSsn = (value: string): boolean => SSN_PATTERN.test(value);

/** Formats whatever was typed or pasted as XXX-XX-XXXX from its digits, capped at 11 characters. */
export const formatSsn = (input: string): string => {
  const digits = input.replace(/\D/g, '').slice(0, 9);
  if (digits.length <= 3) return digits;
  if (digits.length <= 5) return `${digits.slice(0, 3)}-${digits.slice(3)}`;
  return `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`.slice(0, SSN_MAX_LENGTH);
};

const FOCUSABLE =
  'input:not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), iframe, [tabindex]:not([tabindex="-1"])';

/** Moves focus to the first field marked invalid, in page order; groups hand it to their first input. */
export const focusFirstInvalid = (container: HTMLElement | null): void => {
  const invalid = container?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!invalid) return;
  const target = invalid.matches(FOCUSABLE)
    ? invalid
    : (invalid.querySelector<HTMLElement>('input:checked:not([disabled])') ??
      invalid.querySelector<HTMLElement>(FOCUSABLE));
  target?.focus();
};

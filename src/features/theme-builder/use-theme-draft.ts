import { useMemo, useState } from 'react';
import type { BrandingSettings } from '@generated/api/models';
import { THEME_PRODUCTS, type ThemeProduct, type ThemeValues } from '../../shared/theme-tokens';
import { isSameTheme, savedDraftOf, toThemeValues, withFollowingValues } from './theme-values';

type Edits = Partial<Record<ThemeProduct, ThemeValues>>;

const withoutEdits = (edits: Edits, product: ThemeProduct): Edits =>
  Object.fromEntries(Object.entries(edits).filter(([each]) => each !== product));

/** The edits with one section as the form has it (the form edits that section only). */
const withSection = (current: ThemeValues, section: string, data: unknown): ThemeValues => ({
  ...current,
  [section]: toThemeValues(data)[section] ?? {},
});

/**
 * The theme being edited: the product shown, each product's unsaved values (switching product
 * loses nothing), and the values as drawn, where those not edited follow the primary colour.
 */
export const useThemeDraft = (settings: BrandingSettings) => {
  const [product, setProduct] = useState<ThemeProduct>('pcsx');
  // Unsaved values per product.
  const [edits, setEdits] = useState<Edits>({});
  // The theme each product's edits started from when it is not the saved one (reset, import):
  // values that still match it follow a new primary colour.
  const [bases, setBases] = useState<Edits>({});
  // Bumped when values come from outside the form (undo, reset, import), which starts it afresh.
  const [formRevision, setFormRevision] = useState(0);

  const saved = useMemo(() => savedDraftOf(settings, product), [settings, product]);
  const base = bases[product] ?? saved;
  const edited = edits[product];
  const values = useMemo(
    () => (edited === undefined ? saved : withFollowingValues(edited, base)),
    [edited, base, saved],
  );
  const hasUnsavedChanges = THEME_PRODUCTS.some((each) => {
    const eachEdits = edits[each];
    if (eachEdits === undefined) return false;
    const eachSaved = savedDraftOf(settings, each);
    return !isSameTheme(withFollowingValues(eachEdits, bases[each] ?? eachSaved), eachSaved);
  });

  return {
    product,
    setProduct,
    formRevision,
    saved,
    values,
    hasUnsavedChanges,
    isProductUnsaved: !isSameTheme(values, saved),
    /** Values from outside the form (reset, import) for `target`, which start the form afresh. */
    replaceValues: (next: ThemeValues, target: ThemeProduct = product) => {
      setEdits((previous) => ({ ...previous, [target]: next }));
      setBases((previous) => ({ ...previous, [target]: next }));
      setFormRevision((revision) => revision + 1);
    },
    /** Back to the product's saved values. */
    undo: () => {
      setEdits((previous) => withoutEdits(previous, product));
      setBases((previous) => withoutEdits(previous, product));
      setFormRevision((revision) => revision + 1);
    },
    /** Keeps the form's data for `section` as the product's edits. */
    editSection: (section: string, data: unknown) =>
      setEdits((previous) => ({
        ...previous,
        [product]: withSection(previous[product] ?? saved, section, data),
      })),
    /** The values the form's submitted data for `section` stands for. */
    submittedValues: (section: string, data: unknown): ThemeValues =>
      withFollowingValues(withSection(edited ?? saved, section, data), base),
    /** After `sent` was saved as the product's draft. */
    markSaved: (sent: ThemeValues) => {
      // Values typed while the save was under way stay unsaved changes; from now on values follow
      // the saved theme's primary colour, so those that followed the old one are kept as drawn.
      setEdits((previous) => {
        const current = previous[product];
        if (current === undefined) return previous;
        const drawn = withFollowingValues(current, base);
        if (isSameTheme(drawn, sent)) return withoutEdits(previous, product);
        return { ...previous, [product]: drawn };
      });
      setBases((previous) => withoutEdits(previous, product));
    },
  };
};

export type ThemeDraft = ReturnType<typeof useThemeDraft>;

import type { ThemeProduct } from '../../shared/theme-tokens';
import { THEME_PRODUCTS } from '../../shared/theme-tokens';
import type { MessageId } from '../../i18n/message-ids';
import { useMessages } from '../../i18n/use-messages';
import { isThemeProduct } from './theme-values';

export const PRODUCT_LABELS = {
  pcsx: 'themeBuilder.product.pcsx',
  default: 'themeBuilder.product.default',
} as const satisfies Record<ThemeProduct, MessageId<'themeBuilder'>>;

interface ThemeProductBarProps {
  product: ThemeProduct;
  onProductChange: (product: ThemeProduct) => void;
  isProductUnsaved: boolean;
}

/** Which product's theme is edited, and whether its values are saved. */
export const ThemeProductBar = ({
  product,
  onProductChange,
  isProductUnsaved,
}: ThemeProductBarProps) => {
  const { t } = useMessages('themeBuilder');
  return (
    <div className="theme-builder__bar">
      <fieldset className="theme-builder__products">
        <legend>{t('themeBuilder.product.legend')}</legend>
        {THEME_PRODUCTS.map((each) => (
          <label key={each} className="theme-builder__product">
            <input
              type="radio"
              name="theme-product"
              value={each}
              checked={product === each}
              onChange={(event) => {
                if (isThemeProduct(event.target.value)) onProductChange(event.target.value);
              }}
            />
            {t(PRODUCT_LABELS[each])}
          </label>
        ))}
      </fieldset>
      <p className="theme-builder__state" role="status">
        {isProductUnsaved ? t('themeBuilder.state.unsaved') : t('themeBuilder.state.saved')}
      </p>
    </div>
  );
};

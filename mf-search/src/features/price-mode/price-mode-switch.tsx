import { useTranslation } from '@travel/i18n';

export interface PriceModeSwitchProps {
  totalPrice: boolean;
  onChange: (totalPrice: boolean) => void;
}

/** `cena-za-wszystkich`: prices for the whole party or per person. */
export function PriceModeSwitch({ totalPrice, onChange }: PriceModeSwitchProps) {
  const { t } = useTranslation('listing');
  const { t: tc } = useTranslation('common');
  return (
    <fieldset className="listing-price-mode">
      <legend>{t('priceMode.legend')}</legend>
      <label>
        <input type="radio" name="cena-za-wszystkich" checked={totalPrice} onChange={() => onChange(true)} />
        {tc('price.forAll')}
      </label>
      <label>
        <input type="radio" name="cena-za-wszystkich" checked={!totalPrice} onChange={() => onChange(false)} />
        {tc('price.perPerson')}
      </label>
    </fieldset>
  );
}

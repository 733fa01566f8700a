import { useTranslation } from '@travel/i18n';

export interface PriceModeSwitchProps {
  totalPrice: boolean;
  onChange: (totalPrice: boolean) => void;
  /** The listing's GET form these radios are the `cena-za-wszystkich` field of (docs/adr/0220-listing-before-hydration.md). */
  form?: string | undefined;
}

/** `cena-za-wszystkich`: prices for the whole party or per person. */
export function PriceModeSwitch({ totalPrice, onChange, form }: PriceModeSwitchProps) {
  const { t } = useTranslation('listing');
  const { t: tc } = useTranslation('common');
  return (
    <fieldset className="listing-price-mode">
      <legend>{t('priceMode.legend')}</legend>
      <label>
        <input type="radio" name="cena-za-wszystkich" value="tak" form={form} checked={totalPrice} onChange={() => onChange(true)} />
        {tc('price.forAll')}
      </label>
      <label>
        <input type="radio" name="cena-za-wszystkich" value="nie" form={form} checked={!totalPrice} onChange={() => onChange(false)} />
        {tc('price.perPerson')}
      </label>
    </fieldset>
  );
}

import type { ProductCode, ProductOffer } from '@travel/contracts/api/purchase';
import { formatPrice, useTranslation } from '@travel/i18n';

export interface ExtrasPickerProps {
  products: readonly ProductOffer[];
  chosen: readonly ProductCode[];
  onChange: (chosen: ProductCode[]) => void;
  disabled?: boolean;
}

/** Extras as opt-ins, none ticked at first: one insurance variant at most (radio), parking and luggage (checkboxes). */
export function ExtrasPicker({ products, chosen, onChange, disabled = false }: ExtrasPickerProps) {
  const { t } = useTranslation('order');
  if (products.length === 0) return <p>{t('extras.none')}</p>;
  const insurance = products.filter((p) => p.group === 'insurance');
  const others = products.filter((p) => p.group !== 'insurance');
  const chosenInsurance = insurance.find((p) => chosen.includes(p.code))?.code ?? '';
  const label = (p: ProductOffer) =>
    `${t(`extras.products.${p.code}`)} – ${t('extras.pricePerParty', { price: formatPrice(p.priceTotal) })}`;
  const setInsurance = (code: string) =>
    onChange([...chosen.filter((c) => !insurance.some((p) => p.code === c)), ...(code ? [code as ProductCode] : [])]);
  const toggle = (code: ProductCode, on: boolean) => onChange(on ? [...chosen, code] : chosen.filter((c) => c !== code));

  return (
    <section aria-labelledby="order-extras-heading" className="order-extras">
      <h2 id="order-extras-heading">{t('extras.heading')}</h2>
      <p>{t('extras.hint')}</p>
      {insurance.length > 0 ? (
        <fieldset>
          <legend>{t('extras.groups.insurance')}</legend>
          <label>
            <input
              type="radio"
              name="order-insurance"
              value=""
              checked={chosenInsurance === ''}
              disabled={disabled}
              onChange={() => setInsurance('')}
            />{' '}
            {t('extras.noInsurance')}
          </label>
          {insurance.map((p) => (
            <label key={p.code}>
              <input
                type="radio"
                name="order-insurance"
                value={p.code}
                checked={chosenInsurance === p.code}
                disabled={disabled}
                onChange={() => setInsurance(p.code)}
              />{' '}
              {label(p)}
            </label>
          ))}
        </fieldset>
      ) : null}
      {others.map((p) => (
        <label key={p.code} className="order-extras__option">
          <input type="checkbox" checked={chosen.includes(p.code)} disabled={disabled} onChange={(e) => toggle(p.code, e.target.checked)} />{' '}
          {label(p)}
        </label>
      ))}
    </section>
  );
}

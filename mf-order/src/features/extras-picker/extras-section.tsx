import type { ProductCode } from '@travel/contracts/api/purchase';
import { useTranslation } from '@travel/i18n';
import { ErrorMessage, LoadingText } from '@travel/ui';
import { useOrderStore } from '../../order-store';
import { useAdditionalProducts, useUpdateProducts } from './api/use-extras';
import { ExtrasPicker } from './extras-picker';

/** The order's extras, each change stored and re-priced by the server. */
export function ExtrasSection({ orderId }: { orderId: string }) {
  const { t } = useTranslation('order');
  const products = useAdditionalProducts(orderId);
  const chosen = useOrderStore((s) => s.additionalProducts) as readonly ProductCode[];
  const toggleProduct = useOrderStore((s) => s.toggleProduct);
  const update = useUpdateProducts(orderId);

  if (products.isPending) return <LoadingText>{t('extras.loading')}</LoadingText>;
  if (products.isError)
    return <ErrorMessage title={t('extras.loadFailed')} onRetry={() => void products.refetch()} retryLabel={t('retry')} />;

  const onChange = (next: ProductCode[]) => {
    for (const code of chosen) if (!next.includes(code)) toggleProduct(code, false);
    for (const code of next) if (!chosen.includes(code)) toggleProduct(code, true);
    update.mutate({ body: { orderId, products: next.map((code) => ({ code })) } });
  };
  return <ExtrasPicker products={products.data.products} chosen={chosen} onChange={onChange} />;
}

import { eventBus } from '@travel/event-bus';
import { useTranslation } from '@travel/i18n';
import { Button } from '@travel/ui';
import type { SalesOffice } from './api/use-sales-offices';

/** Hands the office to the shell's contact modal (`contactModalSalesOffice`), which shows its details. */
export function ContactOfficeButton({ office }: { office: SalesOffice }) {
  const { t } = useTranslation('sales-office-listing');
  return (
    <Button
      variant="primary"
      data-testid="contact-office"
      onClick={() =>
        eventBus.emit('contact-modal:open', {
          salesOffice: {
            id: office.slug,
            // The modal titles it 'Salon podróży: {name}'.
            name: office.city,
            phone: office.phone,
            email: office.email,
            address: `${office.address}, ${office.postalCode} ${office.city}`,
            openingHours: office.openingHours,
          },
        })
      }
    >
      {t('contactButton', { city: office.city })}
    </Button>
  );
}

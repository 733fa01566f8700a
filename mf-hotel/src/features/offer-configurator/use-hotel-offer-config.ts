import { useEffect } from 'react';
import { useOfferConfig } from './api/use-offer-config';
import { useConfiguration } from './use-configuration';
import { withOfferChoices } from './configuration-url';

/**
 * The hotel page's configurator state: the address read as a configuration, and the API's answer
 * for it. A card's `?oferta=` is resolved by the API into choices, which then replace it in the
 * address, so a reload or a copied link shows the same offer without the hash.
 */
export function useHotelOfferConfig(hotelId: number) {
  const state = useConfiguration();
  const config = useOfferConfig(hotelId, state.configuration);
  const { configuration, replace } = state;
  const answer = config.isPlaceholderData ? undefined : config.data;
  const choice = answer?.choice;
  const otherHotel = answer !== undefined && answer.hotelId !== hotelId;
  useEffect(() => {
    if (configuration.offerHash === null || answer === undefined) return;
    // A hash of another hotel's offer (an edited link) preselects nothing here.
    if (otherHotel || choice === undefined) {
      replace({ ...configuration, offerHash: null });
      return;
    }
    if (
      choice.departureDate === undefined ||
      choice.durationDays === undefined ||
      choice.board === undefined ||
      choice.roomCode === undefined
    )
      return;
    replace(
      withOfferChoices(configuration, {
        departureCity: choice.departureCity ?? null,
        departureDate: choice.departureDate,
        durationDays: choice.durationDays,
        board: choice.board,
        roomCode: choice.roomCode,
      }),
    );
  }, [configuration, answer, choice, otherHotel, replace]);
  return { ...state, config };
}

export type HotelOfferConfig = ReturnType<typeof useHotelOfferConfig>;

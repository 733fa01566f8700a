import { create } from 'zustand';
import { ORDER_STEPS, type OrderStepId } from '@travel/contracts/routes';
import type { ClientDraft } from '@travel/contracts/api/order-validation';
import { AGREEMENT_NAMES, REQUIRED_AGREEMENTS, type AgreementName } from '@travel/contracts/api/agreements';
import type { Agreements } from '@travel/contracts/api/purchase';

export { AGREEMENT_NAMES, REQUIRED_AGREEMENTS, type AgreementName, type Agreements };

export const NO_AGREEMENTS: Agreements = { tos: false, gdpr: false, insurance: false, payment: false, newsletter: false, offer: false };

/** What the server's order gives the store. */
export interface OrderSnapshot {
  orderId: string;
  /** The furthest step the shopper has reached. */
  step?: OrderStepId;
  draft?: ClientDraft | null;
  agreements?: Partial<Agreements>;
  additionalProducts?: readonly string[];
}

/**
 * What the order's pages keep while the shopper fills them in: the step reached, the client data
 * as typed, the agreements and the extras ticked. Everything else about the order (state, price,
 * payment, reservation) is the server's, read through React Query and never copied here.
 */
export interface OrderState {
  /** The order the store was hydrated from. */
  offerId: string | null;
  /** The furthest step reached: a step navigation goes back freely, never past this one. */
  step: OrderStepId;
  userData: { agreements: Agreements; client: ClientDraft };
  /** Ids of the extras the shopper ticked. */
  additionalProducts: readonly string[];
}

export interface OrderActions {
  hydrate: (order: OrderSnapshot) => void;
  reachStep: (step: OrderStepId) => void;
  mergeAgreements: (accepted: Partial<Agreements>) => void;
  updateClient: (update: (draft: ClientDraft) => ClientDraft) => void;
  toggleProduct: (id: string, on: boolean) => void;
}

const stepIndex = (step: OrderStepId) => ORDER_STEPS.findIndex((s) => s.id === step);

/** True when the shopper may open `step`: it is the reached step or one before it. */
export function canOpenStep(reached: OrderStepId, step: OrderStepId): boolean {
  return stepIndex(step) <= stepIndex(reached);
}

/** The step after `step`, or null after payment. */
export function nextStep(step: OrderStepId): OrderStepId | null {
  return ORDER_STEPS[stepIndex(step) + 1]?.id ?? null;
}

/** The required agreements not ticked yet (`required` from the summary call, else the contracts' list). */
export function missingRequiredAgreements(
  agreements: Agreements,
  required: readonly AgreementName[] = REQUIRED_AGREEMENTS,
): AgreementName[] {
  return required.filter((name) => !agreements[name]);
}

const laterStep = (a: OrderStepId, b: OrderStepId): OrderStepId => (stepIndex(a) >= stepIndex(b) ? a : b);

/**
 * The furthest step an order allows, from what the server stores: valid client data opens the
 * confirmation, the required agreements (or a reservation) open the payment. `remembered` (the
 * step reached earlier in this tab) counts only as far as the stored data allows.
 */
export function reachedStepOf(
  order: { hasValidClient: boolean; agreementsDone: boolean; reserved: boolean },
  remembered: OrderStepId = 'client',
): OrderStepId {
  if (!order.hasValidClient) return 'client';
  if (order.reserved || order.agreementsDone) return 'payment';
  return laterStep('client-confirm', remembered === 'payment' ? 'summary' : remembered);
}

const initialState = (): OrderState => ({
  offerId: null,
  step: 'client',
  userData: { agreements: { ...NO_AGREEMENTS }, client: { booker: {}, participants: [] } },
  additionalProducts: [],
});

/** The order's draft state: one order at a time, hydrated from the server's order. */
export const useOrderStore = create<OrderState & OrderActions>()((set) => ({
  ...initialState(),
  hydrate: (order) =>
    set((state) => {
      const same = state.offerId === order.orderId;
      const base = same ? state : { ...state, ...initialState() };
      const reached = order.step ?? base.step;
      return {
        ...base,
        offerId: order.orderId,
        step: same && !canOpenStep(reached, base.step) ? base.step : reached,
        userData: {
          agreements: { ...base.userData.agreements, ...order.agreements },
          // What the shopper typed on this page wins over an older server copy of the same order.
          client: same ? base.userData.client : (order.draft ?? base.userData.client),
        },
        additionalProducts: same ? base.additionalProducts : (order.additionalProducts ?? base.additionalProducts),
      };
    }),
  reachStep: (step) => set((state) => (canOpenStep(state.step, step) ? {} : { step })),
  mergeAgreements: (accepted) =>
    set((state) => ({ userData: { ...state.userData, agreements: { ...state.userData.agreements, ...accepted } } })),
  updateClient: (update) => set((state) => ({ userData: { ...state.userData, client: update(state.userData.client) } })),
  toggleProduct: (id, on) =>
    set((state) => ({
      additionalProducts: on
        ? [...new Set([...state.additionalProducts, id])]
        : state.additionalProducts.filter((product) => product !== id),
    })),
}));

/** Back to a fresh store (tests, and leaving the order). */
export function resetOrderStore(): void {
  useOrderStore.setState(initialState());
}

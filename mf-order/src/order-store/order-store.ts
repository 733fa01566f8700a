import { create } from 'zustand';
import { ORDER_STEPS, type OrderStepId } from '@travel/contracts/routes';
import type { ClientDraft } from '@travel/contracts/api/order-validation';
import { AGREEMENT_NAMES, REQUIRED_AGREEMENTS, type AgreementName } from '@travel/contracts/api/agreements';
import type { Agreements } from '@travel/contracts/api/purchase';

/** docs/product/order-and-payment.md order modes. */
export type OrderMode = 'form' | 'thank-you' | 'unavailable';
/** docs/product/order-and-payment.md order / reservation status; a client-side 'error' maps to cancelled. */
export type OrderStatus = 'new' | 'pending' | 'paid' | 'cancelled';
/** docs/product/order-and-payment.md order load status. */
export type OrderLoadStatus = 'idle' | 'fetching' | 'loading' | 'failed';
/** docs/product/order-and-payment.md payment status. */
export type PaymentStatus = 'paid' | 'pending' | 'fail' | 'expired';

export { AGREEMENT_NAMES, REQUIRED_AGREEMENTS, type AgreementName, type Agreements };

export const NO_AGREEMENTS: Agreements = { tos: false, gdpr: false, insurance: false, payment: false, newsletter: false, offer: false };

export interface PaymentState {
  info: string | null;
  methods: readonly unknown[];
  paymentConditions: readonly unknown[];
  status: PaymentStatus | null;
}

export interface Pricing {
  currency: 'PLN';
  total: number;
  encryptedData: string | null;
  transactionFee: number;
}

/** What the server's order gives the store. */
export interface OrderSnapshot {
  orderId: string;
  status: OrderStatus | 'error';
  mode?: OrderMode;
  /** The furthest step the shopper has reached. */
  step?: OrderStepId;
  total: number;
  draft?: ClientDraft | null;
  agreements?: Partial<Agreements>;
  additionalProducts?: readonly string[];
  reservationId?: string | null;
}

export interface OrderState {
  offerId: string | null;
  isOnline: boolean;
  mode: OrderMode;
  status: OrderStatus;
  /** The furthest step reached: a step navigation goes back freely, never past this one. */
  step: OrderStepId;
  loadStatus: OrderLoadStatus;
  offer: { isAvailable: boolean; isForeigner: boolean };
  payment: PaymentState;
  pricing: Pricing;
  reservationId: string | null;
  type: 'single' | 'multi';
  userData: { agreements: Agreements; client: ClientDraft };
  /** Ids of the extras the shopper ticked. */
  additionalProducts: readonly string[];
}

export interface OrderActions {
  hydrate: (order: OrderSnapshot) => void;
  setMode: (mode: OrderMode) => void;
  setStatus: (status: OrderStatus | 'error') => void;
  reachStep: (step: OrderStepId) => void;
  setLoadStatus: (status: OrderLoadStatus) => void;
  /** Runs a fetch that sets the load status to fetching, then back to idle (also on failure). */
  whileFetching: <T>(run: () => Promise<T>) => Promise<T>;
  mergeAgreements: (accepted: Partial<Agreements>) => void;
  setPaymentOptions: (methods: readonly unknown[], paymentConditions: readonly unknown[]) => void;
  setPaymentStatus: (status: PaymentStatus) => void;
  setPricing: (pricing: Partial<Pricing>) => void;
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
  isOnline: typeof navigator === 'undefined' ? true : navigator.onLine,
  mode: 'form',
  status: 'new',
  step: 'client',
  loadStatus: 'idle',
  offer: { isAvailable: true, isForeigner: false },
  payment: { info: null, methods: [], paymentConditions: [], status: null },
  pricing: { currency: 'PLN', total: 0, encryptedData: null, transactionFee: 0 },
  reservationId: null,
  type: 'single',
  userData: { agreements: { ...NO_AGREEMENTS }, client: { booker: {}, participants: [] } },
  additionalProducts: [],
});

const toStatus = (status: OrderStatus | 'error'): OrderStatus => (status === 'error' ? 'cancelled' : status);

/** The order state of docs/product/order-and-payment.md: one order at a time, hydrated from the server's order. */
export const useOrderStore = create<OrderState & OrderActions>()((set, get) => ({
  ...initialState(),
  hydrate: (order) =>
    set((state) => {
      const same = state.offerId === order.orderId;
      const base = same ? state : { ...state, ...initialState() };
      const reached = order.step ?? base.step;
      return {
        ...base,
        offerId: order.orderId,
        status: toStatus(order.status),
        mode: order.mode ?? base.mode,
        offer: { ...base.offer, isAvailable: order.mode !== 'unavailable' && base.offer.isAvailable },
        step: same && !canOpenStep(reached, base.step) ? base.step : reached,
        pricing: { ...base.pricing, total: order.total },
        reservationId: order.reservationId ?? base.reservationId,
        userData: {
          agreements: { ...base.userData.agreements, ...order.agreements },
          // What the shopper typed on this page wins over an older server copy of the same order.
          client: same ? base.userData.client : (order.draft ?? base.userData.client),
        },
        additionalProducts: same ? base.additionalProducts : (order.additionalProducts ?? base.additionalProducts),
      };
    }),
  setMode: (mode) => set((state) => ({ mode, offer: mode === 'unavailable' ? { ...state.offer, isAvailable: false } : state.offer })),
  setStatus: (status) => set({ status: toStatus(status) }),
  reachStep: (step) => set((state) => (canOpenStep(state.step, step) ? {} : { step })),
  setLoadStatus: (loadStatus) => set({ loadStatus }),
  whileFetching: async (run) => {
    get().setLoadStatus('fetching');
    try {
      return await run();
    } finally {
      get().setLoadStatus('idle');
    }
  },
  mergeAgreements: (accepted) =>
    set((state) => ({ userData: { ...state.userData, agreements: { ...state.userData.agreements, ...accepted } } })),
  setPaymentOptions: (methods, paymentConditions) => set((state) => ({ payment: { ...state.payment, methods, paymentConditions } })),
  setPaymentStatus: (status) => set((state) => ({ payment: { ...state.payment, status } })),
  setPricing: (pricing) => set((state) => ({ pricing: { ...state.pricing, ...pricing } })),
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

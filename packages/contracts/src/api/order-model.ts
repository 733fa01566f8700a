import { z } from 'zod';
import {
  ORDER_SERVICE_KINDS,
  ORDER_TRACKING_STEPS,
  serviceTypeIdOf,
  type OrderServiceKind,
  type OrderTrackingStep,
} from './order-model-values';

// The schemas of the order model's enumerations (docs/adr/0263-order-tracking-steps-and-enumerations.md);
// the lists themselves live zod-free in `./order-model-values`, read on the order page's first paint.
export { ORDER_SERVICE_KINDS, ORDER_TRACKING_STEPS, serviceTypeIdOf, type OrderServiceKind, type OrderTrackingStep };

export const orderTrackingStepSchema = z.enum(ORDER_TRACKING_STEPS);
export const orderServiceKindSchema = z.enum(ORDER_SERVICE_KINDS);

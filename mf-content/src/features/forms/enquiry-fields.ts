import type { z } from 'zod';
import { contactFields, dsaFields, franchiseFields, miceFieldsOn, type EnquiryKind } from '@travel/contracts/api/marketing';

export type FieldName =
  | 'name'
  | 'email'
  | 'phone'
  | 'message'
  | 'city'
  | 'company'
  | 'participants'
  | 'date'
  | 'contentUrl'
  | 'explanation'
  | 'consent'
  | 'goodFaith';

export interface FieldSpec {
  name: FieldName;
  input: 'text' | 'email' | 'tel' | 'textarea' | 'number' | 'date' | 'url' | 'checkbox';
  required: boolean;
  autoComplete?: string;
  hint?: 'phone' | 'contentUrl' | 'date';
}

export interface EnquirySpec {
  kind: EnquiryKind;
  endpoint: 'marketingContact' | 'marketingFranchise' | 'marketingMice' | 'marketingDsa';
  /** The contract's schema on the shop's day (yyyy-mm-dd): a planned date may not lie in the past. */
  schema: (today: string) => z.ZodObject;
  fields: readonly FieldSpec[];
}

const name: FieldSpec = { name: 'name', input: 'text', required: true, autoComplete: 'name' };
const email: FieldSpec = { name: 'email', input: 'email', required: true, autoComplete: 'email' };
const phone: FieldSpec = { name: 'phone', input: 'tel', required: true, autoComplete: 'tel', hint: 'phone' };
const message: FieldSpec = { name: 'message', input: 'textarea', required: true };
const consent: FieldSpec = { name: 'consent', input: 'checkbox', required: true };

/** The four enquiry forms: their fields in order, with the contract's schema that checks them. */
export const ENQUIRY_FORMS: Readonly<Record<EnquiryKind, EnquirySpec>> = {
  contact: {
    kind: 'contact',
    endpoint: 'marketingContact',
    schema: () => contactFields,
    fields: [name, email, { ...phone, required: false }, message, consent],
  },
  franchise: {
    kind: 'franchise',
    endpoint: 'marketingFranchise',
    schema: () => franchiseFields,
    fields: [name, email, phone, { name: 'city', input: 'text', required: true, autoComplete: 'address-level2' }, message, consent],
  },
  mice: {
    kind: 'mice',
    endpoint: 'marketingMice',
    schema: miceFieldsOn,
    fields: [
      { name: 'company', input: 'text', required: true, autoComplete: 'organization' },
      name,
      email,
      phone,
      { name: 'participants', input: 'number', required: true },
      { name: 'date', input: 'date', required: false, hint: 'date' },
      message,
      consent,
    ],
  },
  dsa: {
    kind: 'dsa',
    endpoint: 'marketingDsa',
    schema: () => dsaFields,
    fields: [
      { name: 'contentUrl', input: 'url', required: true, hint: 'contentUrl' },
      { name: 'explanation', input: 'textarea', required: true },
      name,
      email,
      { name: 'goodFaith', input: 'checkbox', required: true },
    ],
  },
};

import type { Static } from 'typebox';
import type { FeedbackBody, MyFeedbackBody } from '../schemas/feedback-schemas';
import type {
  CheckoutResultInput,
  OfferBody,
  OrderBody,
  PlanBody,
} from '../schemas/payment-schemas';
import type { SavedAddressBody } from '../schemas/address-schemas';
import type { AddressFormatBody, PinCodeBody } from '../schemas/postal-schemas';
import type {
  BasicInfoBody,
  MemberCheckBody,
  ProfileBody,
  ProfileChangeBody,
} from '../schemas/profile-schemas';

export type Profile = Static<typeof ProfileBody>;
export type ProfileChange = Static<typeof ProfileChangeBody>;
export type BasicInfo = Static<typeof BasicInfoBody>;
export type MemberCheck = Static<typeof MemberCheckBody>;
export type SavedAddress = Static<typeof SavedAddressBody>;
export type {
  Consents,
  ConsentsChange,
  Erasure,
  Grievance,
  GrievanceNew,
  MemberOpsActionEntry,
} from '../schemas/data-rights-schemas';
export type { ConsentName, GrievanceCategory, MemberOpsAction } from '../domain/data-rights';
export type PinCode = Static<typeof PinCodeBody>;
export type AddressFormat = Static<typeof AddressFormatBody>;
export type { FeedbackInputRow as FeedbackChange } from '../schemas/feedback-schemas';
export type MyFeedback = Static<typeof MyFeedbackBody>;
export type Feedback = Static<typeof FeedbackBody>;
export type Plan = Static<typeof PlanBody>;
export type Offer = Static<typeof OfferBody>;
export type Order = Static<typeof OrderBody>;
export type CheckoutResult = Static<typeof CheckoutResultInput>;

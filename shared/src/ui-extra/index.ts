/*
 * The UI kit's richer components, as their own federated singleton (`@yoga/shared/ui-extra`): the
 * home page uses none of them, so they stay out of its first download (docs/decisions/0009). They
 * reach the kit and the language state through `@yoga/shared`, never by relative path, so they
 * share the one instance the shell loaded. Their styles are in the kit's stylesheet (kit.css).
 */
export { ChoiceGroup, type ChoiceGroupProps } from './choice-group';
export { Countdown, type CountdownProps } from './countdown';
export { MadeImage, type MadeImageProps } from './made-image';
export { Dialog, type DialogProps } from './dialog';
export {
  MemberFrame,
  SignInCard,
  NotEnrolledState,
  type EnrolledLead,
  type MemberFrameProps,
  type MemberFrameTexts,
} from './member-frame';
export { ProgressBar, type ProgressBarProps } from './progress-bar';
export { InviteShare, type InviteShareProps, type ShortLinkRead } from './invite-share';
export { ShareButtons, type ShareButtonsProps } from './share-buttons';
export { Stepper, type DayState, type StepperProps } from './stepper';
export { Tabs, type Tab, type TabsProps } from './tabs';
export { saveTextFile } from './save-text-file';
export { TextArea, type TextAreaProps } from './text-area';
export { extraCatalogue } from './extra-catalogue';
export {
  INDIA,
  postalAddressLine,
  postalAddressOf,
  postalProblems,
  tidyPostalAddress,
  type AddressRule,
  type PostalAddress,
  type PostalField,
  type PostalProblem,
} from './postal-address';
export {
  PostalAddressFields,
  useAddressRule,
  useCountries,
  type PostalAddressFieldsProps,
} from './postal-address-fields';

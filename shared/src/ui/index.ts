/*
 * The shared UI kit: components styled by kit.css (imported once by the shell), texts from the
 * kit catalogue. Remotes use these instead of styling their own buttons and fields. The richer
 * components (Dialog, Tabs, Stepper, ProgressBar, ShareButtons, Countdown) are in
 * `@yoga/shared/ui-extra`, a federated module of its own that only pages using them download.
 */
export { kitCatalogue, useKitT } from './kit-catalogue';
export {
  Button,
  ButtonLink,
  buttonClassName,
  type ButtonProps,
  type ButtonLinkProps,
  type ButtonVariant,
} from './button';
// The field's frame and wiring, for a control the kit has no component for (the phone field).
export { FieldFrame, useFieldIds, type FieldTextProps } from './field';
export { TextField, type TextFieldProps } from './text-field';
export { Select, type SelectProps } from './select';
export { Card, type CardProps } from './card';
export { Spinner, type SpinnerProps } from './spinner';
export { Skeleton, type SkeletonProps } from './skeleton';
export { EmptyState, type EmptyStateProps } from './empty-state';
export { ErrorState, type ErrorStateProps } from './error-state';
export { RetryButton } from './retry-button';
export { RemoteUnavailable, type RemoteUnavailableProps } from './remote-unavailable';
export { Badge, type BadgeTone } from './badge';

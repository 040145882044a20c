/*
 * The shared UI kit: components styled by kit.css (imported once by the shell), texts from the
 * kit catalogue. Remotes use these instead of styling their own buttons and fields.
 */
export { kitCatalogue } from './kit-catalogue';
export {
  Button,
  ButtonLink,
  buttonClassName,
  type ButtonProps,
  type ButtonLinkProps,
  type ButtonVariant,
} from './button';
export { TextField, type TextFieldProps } from './text-field';
export { Select, type SelectProps } from './select';
export { Card, type CardProps } from './card';
export { Spinner, type SpinnerProps } from './spinner';
export { Skeleton, type SkeletonProps } from './skeleton';
export { EmptyState, type EmptyStateProps } from './empty-state';
export { ErrorState, type ErrorStateProps } from './error-state';
export { RetryButton } from './retry-button';
export { RemoteUnavailable, type RemoteUnavailableProps } from './remote-unavailable';
export { ProgressBar, type ProgressBarProps } from './progress-bar';
export { Stepper, type DayState, type StepperProps } from './stepper';
export { Tabs, type Tab, type TabsProps } from './tabs';
export { Dialog, type DialogProps } from './dialog';
export { Badge, type BadgeTone } from './badge';
export { ShareButtons, type ShareButtonsProps } from './share-buttons';
export { Countdown, type CountdownProps } from './countdown';

import type { FormEvent, ReactNode } from 'react';

interface OpsFormProps {
  /** What the form writes ("Changing Diwali"): its heading, and its name for assistive tech. */
  heading: string;
  onSubmit: (event: FormEvent) => Promise<void>;
  children: ReactNode;
}

/** A console form that writes one thing: named by its heading, checked by the API, not the browser. */
export function OpsForm({ heading, onSubmit, children }: OpsFormProps) {
  return (
    <form
      className="ops-form"
      aria-label={heading}
      onSubmit={(event) => void onSubmit(event)}
      noValidate
    >
      <h4>{heading}</h4>
      {children}
    </form>
  );
}

import type { InputHTMLAttributes, ReactNode } from 'react';

interface FormFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
  /** Shown under the field before anything is sent, e.g. the password rule. */
  hint?: string;
  /** This field's error, shown right under it and tied to it for screen readers. */
  error?: string;
  /** Beside the label, e.g. the show-password toggle. */
  labelAside?: ReactNode;
}

/** A labelled input with its rule and its error next to it. */
export function FormField({ id, label, hint, error, labelAside, ...input }: FormFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="mk-field">
      {labelAside ? (
        <div className="mk-field-row">
          <label htmlFor={id}>{label}</label>
          {labelAside}
        </div>
      ) : (
        <label htmlFor={id}>{label}</label>
      )}
      <input id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
      {error && (
        <p id={errorId} className="mk-field-error" role="alert">
          {error}
        </p>
      )}
      {hint && (
        <p id={hintId} className="mk-field-hint">
          {hint}
        </p>
      )}
    </div>
  );
}

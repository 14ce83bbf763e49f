import { type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes, useId } from "react";

interface FieldShellProps {
  label: string;
  error?: ReactNode;
  required?: boolean;
  optionalLabel?: string;
  className?: string;
  /** Renders the control with the props that tie it to its label and error text. */
  children: (control: ControlProps) => ReactNode;
}

interface ControlProps {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

/** Label, control and error text, wired with aria-invalid / aria-describedby. */
function FieldShell({ label, error, required, optionalLabel, className, children }: FieldShellProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={`field${className ? ` ${className}` : ""}`}>
      <label htmlFor={id} className="field-label">
        {label}
        {required && (
          <span className="field-required" aria-hidden="true">
            {" "}
            *
          </span>
        )}
        {optionalLabel && <span className="field-optional"> ({optionalLabel})</span>}
      </label>
      {children({ id, "aria-invalid": error ? true : undefined, "aria-describedby": error ? errorId : undefined })}
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

type Common = { label: string; error?: ReactNode; optionalLabel?: string; className?: string };

export function TextField({ label, error, optionalLabel, className, ...input }: Common & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <FieldShell label={label} error={error} required={input.required} optionalLabel={optionalLabel} className={className}>
      {(control) => <input className="field-input" {...control} {...input} />}
    </FieldShell>
  );
}

export function TextAreaField({ label, error, optionalLabel, className, ...input }: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <FieldShell label={label} error={error} required={input.required} optionalLabel={optionalLabel} className={className}>
      {(control) => <textarea className="field-input" {...control} {...input} />}
    </FieldShell>
  );
}

export function SelectField({
  label,
  error,
  optionalLabel,
  className,
  placeholder,
  options,
  ...select
}: Common & SelectHTMLAttributes<HTMLSelectElement> & { placeholder: string; options: ReadonlyArray<{ value: string; label: string }> }) {
  return (
    <FieldShell label={label} error={error} required={select.required} optionalLabel={optionalLabel} className={className}>
      {(control) => (
        <select className="field-input field-select" {...control} {...select}>
          <option value="" disabled>
            {placeholder}
          </option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}

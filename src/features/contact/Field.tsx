import { type ContactField, maxLengths } from "./schema";

interface FieldProps {
  name: ContactField;
  label: string;
  error: string | undefined;
  onEdit: (field: ContactField) => void;
  required?: boolean;
  /** Focused when the dialog opens (the dialog's native focusing steps honour it). */
  autoFocus?: boolean;
  multiline?: boolean;
  type?: "text" | "email" | "tel";
  autoComplete?: string;
  className?: string;
  /**
   * An optional field's requests (contact-intents.ts), when not every request uses it: it shows,
   * and is sent, only while `shown`; the shell script toggles it the same way before hydration.
   */
  intents?: { keys: string; shown: boolean };
}

const controlClass =
  "mt-1.5 block w-full rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-base text-ink shadow-xs transition-colors placeholder:text-slate-400 hover:border-slate-400 focus:border-brand-600 focus:outline-2 focus:outline-offset-0 focus:outline-brand-600 aria-invalid:border-red-600 aria-invalid:focus:outline-red-600";

/** A labelled form control whose error message is tied to it (aria-invalid, aria-describedby). */
export function Field({
  name,
  label,
  error,
  onEdit,
  required = false,
  autoFocus = false,
  multiline = false,
  type = "text",
  autoComplete,
  className,
  intents,
}: FieldProps) {
  const id = `contact-${name}`;
  const errorId = `${id}-error`;
  const control = {
    id,
    name,
    // The server's cap (schema.ts), so a visitor cannot type past it.
    maxLength: maxLengths[name],
    required,
    autoFocus,
    autoComplete,
    disabled: intents && !intents.shown,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? errorId : undefined,
    onChange: () => onEdit(name),
  };
  return (
    // The shell script may have toggled it for an opener pressed while React hydrated.
    <div
      className={className}
      data-intents={intents?.keys}
      hidden={intents && !intents.shown}
      suppressHydrationWarning
    >
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {label}{" "}
        {required ? (
          <span aria-hidden="true" className="text-red-700">
            *
          </span>
        ) : (
          <span className="font-normal text-muted">(optional)</span>
        )}
      </label>
      {multiline ? (
        <textarea {...control} rows={4} className={`${controlClass} min-h-28 resize-y`} />
      ) : (
        <input {...control} type={type} className={`${controlClass} min-h-12`} />
      )}
      {error && (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

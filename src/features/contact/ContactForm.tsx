import { type Ref, type SubmitEvent, useEffect, useState } from "react";
import { flushSync } from "react-dom";
import { type ContactIntentKey, contactIntents } from "~/collections/contact-intents";
import { buttonClass } from "~/components/ui/Button";
import { Field } from "./Field";
import { IntentText } from "./IntentText";
import { type ContactErrors, type ContactField, validateContact } from "./schema";
import { contactBody, submitContact } from "./submit";

interface ContactFormProps {
  ref: Ref<HTMLFormElement>;
  /** The opener's source tag, sent with the request. */
  source: string;
  /** What the visitor asks for: words the submit button, picks the optional fields, is sent. */
  intent: ContactIntentKey;
  /** The posted `event` and `package` fields, when the opener named them. */
  eventName: string | undefined;
  packageName: string | undefined;
  hidden: boolean;
  onSent: () => void;
}

/**
 * The consultation form. It is a real form (method post, named fields) so it also works without
 * JavaScript, and it carries the attributes a static host's form detection looks for.
 */
export function ContactForm({
  ref,
  source,
  intent,
  eventName,
  packageName,
  hidden,
  onSent,
}: ContactFormProps) {
  const [errors, setErrors] = useState<ContactErrors>({});
  const [submitting, setSubmitting] = useState(false);
  // Without JavaScript the browser's own checks (required, type=email) are all there is; once the
  // script runs, the spec's messages take over.
  const [scripted, setScripted] = useState(false);
  useEffect(() => setScripted(true), []);

  const clearError = (field: ContactField) =>
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  const field = (name: ContactField) => ({ name, error: errors[name], onEdit: clearError });
  const optional = (name: "phone" | "description") => ({
    ...field(name),
    intents: {
      keys: intentsUsing(name),
      shown: (contactIntents[intent].fields as readonly string[]).includes(name),
    },
  });

  async function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const formData = new FormData(form);
    const result = validateContact(Object.fromEntries(formData));
    if (!result.ok) {
      // Render the messages first, so the focused field is announced with its error.
      flushSync(() => setErrors(result.errors));
      focusFirstInvalid(form, result.errors);
      return;
    }
    setErrors({});
    setSubmitting(true);
    const botField = String(formData.get("bot-field") ?? "");
    const sent = await submitContact(
      contactBody(result.data, {
        botField,
        source,
        intent,
        event: eventName,
        package: packageName,
      }),
    );
    setSubmitting(false);
    if (sent) onSent();
  }

  return (
    <form
      ref={ref}
      hidden={hidden}
      name="contact"
      method="post"
      action="/"
      data-netlify="true"
      netlify-honeypot="bot-field"
      noValidate={scripted}
      onSubmit={handleSubmit}
      className="mt-6"
    >
      <input type="hidden" name="form-name" value="contact" />
      {/* Listed for form detection. With JavaScript the request carries their real values; a post
          without it leaves them out and the server computes the subject. */}
      <input type="hidden" name="subject" disabled />
      {/* The shell script fills these in for an opener pressed before hydration (openers.ts). */}
      <input type="hidden" name="source" disabled suppressHydrationWarning />
      <input type="hidden" name="intent" disabled suppressHydrationWarning />
      <input type="hidden" name="event" disabled suppressHydrationWarning />
      <input type="hidden" name="package" disabled suppressHydrationWarning />
      <div hidden aria-hidden="true">
        <label>
          Leave this field empty
          <input name="bot-field" tabIndex={-1} autoComplete="off" />
        </label>
      </div>

      <p className="text-sm text-muted">
        Fields marked <span className="text-red-700">*</span> are required.
      </p>
      <div className="mt-4 grid gap-5 sm:grid-cols-2">
        <Field
          {...field("firstName")}
          label="First name"
          autoComplete="given-name"
          required
          autoFocus
        />
        <Field {...field("lastName")} label="Last name" autoComplete="family-name" required />
        <Field
          {...field("company")}
          label="Company"
          autoComplete="organization"
          required
          className="sm:col-span-2"
        />
        <Field {...field("email")} label="Email" type="email" autoComplete="email" required />
        <Field {...optional("phone")} label="Phone" type="tel" autoComplete="tel" />
        <Field
          {...optional("description")}
          label="What would you like to automate?"
          multiline
          className="sm:col-span-2"
        />
      </div>

      <div className="mt-6 flex flex-col gap-3 sm:items-start">
        <button
          type="submit"
          disabled={submitting}
          className={buttonClass(
            "primary",
            "px-6 text-base disabled:cursor-wait disabled:opacity-70",
          )}
        >
          {submitting ? "Submitting..." : <IntentText intent={intent} text="submit" />}
        </button>
        <p className="text-xs leading-5 text-muted">
          We reply within 2 business hours. Our{" "}
          <a href="/privacy-policy" className="underline hover:text-brand-800">
            privacy policy
          </a>{" "}
          explains how we use your details.
        </p>
      </div>
    </form>
  );
}

/** The requests that use an optional field, as the shell script reads them (openers.ts). */
const intentsUsing = (name: "phone" | "description") =>
  Object.entries(contactIntents)
    .filter(([, wording]) => (wording.fields as readonly string[]).includes(name))
    .map(([key]) => key)
    .join(" ");

function focusFirstInvalid(form: HTMLFormElement, errors: ContactErrors) {
  const firstInvalid = [...form.elements].find(
    (element) => errors[(element as HTMLInputElement).name as ContactField],
  );
  (firstInvalid as HTMLElement | undefined)?.focus();
}

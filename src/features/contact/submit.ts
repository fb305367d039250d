import type { ContactIntentKey } from "~/collections/contact-intents";
import { type ContactRequest, contactFields, emailSubject } from "./schema";

interface Opener {
  botField: string;
  source: string;
  intent: ContactIntentKey;
  /** The event or the pricing package the opener named; left out when it named none. */
  event?: string | undefined;
  package?: string | undefined;
}

/**
 * The POST body of spec section 7, plus the opener's source tag, the visitor's intent and, when
 * the opener named them, its event and package.
 */
export function contactBody(
  data: ContactRequest,
  { botField, source, intent, event, package: packageName }: Opener,
): URLSearchParams {
  const body = new URLSearchParams([
    ["form-name", "contact"],
    ...contactFields.map((field) => [field, data[field]]),
    ["bot-field", botField],
    ["subject", emailSubject(data.company)],
    ["source", source],
    ["intent", intent],
  ]);
  // Named by the button that opened the form, never typed: sent only when it named one.
  for (const [field, value] of [
    ["event", event],
    ["package", packageName],
  ] as const) {
    if (value) body.set(field, value);
    else body.delete(field);
  }
  return body;
}

/** Posts the request; only the status is read. On failure it logs and alerts (spec section 8). */
export async function submitContact(body: URLSearchParams): Promise<boolean> {
  try {
    const response = await fetch("/", {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Accept: "application/json",
      },
      body,
    });
    if (response.ok) return true;
    reportFailure(`HTTP ${response.status}`);
  } catch (networkError) {
    reportFailure(networkError);
  }
  return false;
}

function reportFailure(cause: unknown) {
  const error = new Error("Form submission failed", { cause });
  console.error(error);
  window.alert("There was an error submitting your form. Please try again.");
}

import type { ContactIntentKey } from "~/collections/contact-intents";
import { type ContactRequest, contactFields, emailSubject } from "./schema";

/** The POST body of spec section 7, plus the opener's source tag and the visitor's intent. */
export function contactBody(
  data: ContactRequest,
  { botField, source, intent }: { botField: string; source: string; intent: ContactIntentKey },
): URLSearchParams {
  return new URLSearchParams([
    ["form-name", "contact"],
    ...contactFields.map((field) => [field, data[field]]),
    ["bot-field", botField],
    ["subject", emailSubject(data.company)],
    ["source", source],
    ["intent", intent],
  ]);
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

import { type ContactIntentKey, contactIntents } from "~/collections/contact-intents";

/**
 * One place in the dialog worded for each intent, only the current intent's shown. The prerendered
 * dialog holds them all, so the shell script shows the opener's before the island has hydrated
 * (openers.ts) by toggling `hidden`, without the wording in its own code.
 */
export function IntentText({
  intent,
  text,
}: {
  intent: ContactIntentKey;
  text: "leadIn" | "submit";
}) {
  return Object.entries(contactIntents).map(([key, wording]) => (
    // The shell script may have shown another intent's text while React hydrated.
    <span key={key} data-intent={key} hidden={key !== intent} suppressHydrationWarning>
      {wording[text]}
    </span>
  ));
}

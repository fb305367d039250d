import CalendarPlus from "lucide-react/icons/calendar-plus";
import CircleCheck from "lucide-react/icons/circle-check";
import FileDown from "lucide-react/icons/file-down";
import X from "lucide-react/icons/x";
import { type RefObject, useEffect, useRef, useState } from "react";
import {
  type ContactIntent,
  contactIntentOf,
  contactIntents,
  defaultIntent,
} from "~/collections/contact-intents";
import { downloadRequestedBy, keptDownloadLead } from "~/collections/downloads";
import type { Download } from "~/components/sections/Downloads";
import { ExternalButtonLink } from "~/components/ui/Button";
import {
  CONTACT_DIALOG_ID,
  type ContactOpener,
  closesContactDialog,
  dialogHeading,
  eventFieldValue,
  type OpenerEvent,
} from "~/components/ui/invoker";
// The JSON itself, not the checked facts: the schema stays out of the island (the build checks it).
import site from "~/content/site.json" with { type: "json" };
import { trackContactFormOpen, trackContactFormSubmit } from "~/lib/analytics";
import { ContactForm } from "./ContactForm";
import { IntentText } from "./IntentText";
import { keepDownload } from "./kept-download";
import { HYDRATED_ATTRIBUTE, OPENER_EVENT, openerBeforeHydration } from "./openers";

/** How long the success view stays before the form is cleared and the dialog closes (spec 9). */
export const SUCCESS_CLOSE_MS = 9000;

/**
 * Shown when the dialog opens without an opener's label (a browser without JavaScript). With no
 * source tag the server records the page the form was sent from.
 */
export const defaultOpener: ContactOpener = {
  label: "Get Your Free Consultation",
  source: "",
  intent: defaultIntent,
};

const titleId = `${CONTACT_DIALOG_ID}-title`;

const isText = (value: unknown): value is string => typeof value === "string" && value !== "";

/**
 * An opener as the page's HTML gave it: an intent this code knows (else the default), an event
 * only when whole, a package only when named.
 */
const checked = ({
  label,
  source,
  intent,
  event,
  package: name,
}: ContactOpener): ContactOpener => ({
  label,
  source,
  intent: contactIntentOf(intent),
  ...(event &&
    [event.title, event.date, event.time, event.calendar].every(isText) && {
      event: {
        title: event.title,
        date: event.date,
        time: event.time,
        calendar: event.calendar,
      },
    }),
  ...(isText(name) && { package: name }),
});

/** During hydration: whatever the shell script already wrote into the dialog, so nothing mismatches. */
const initialOpener = () => {
  const early =
    typeof document !== "undefined" &&
    openerBeforeHydration(document.getElementById(CONTACT_DIALOG_ID));
  return early ? checked(early) : defaultOpener;
};

const sameOpener = (a: ContactOpener, b: ContactOpener) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The contact form island: a native <dialog> that buttons open through invoker commands, so the
 * browser handles the top layer, inert page, Escape, initial focus and focus return to the opener.
 * Once hydrated it takes each opener's label and source from the shell script's event.
 */
export function ContactDialog() {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const successRef = useRef<HTMLHeadingElement>(null);
  const pressedOnBackdrop = useRef(false);
  const [opener, setOpener] = useState(initialOpener);
  const [sent, setSent] = useState(false);
  const successViewRef = useRef<HTMLDivElement>(null);
  // The success view's timer waits while the visitor points at it, has pressed or touched inside
  // it (until a press elsewhere) or has moved focus into it (WCAG 2.2.1): its links must not
  // vanish under them.
  const [pointerInside, setPointerInside] = useState(false);
  const [pressedInside, setPressedInside] = useState(false);
  const [focusInside, setFocusInside] = useState(false);
  const held = pointerInside || pressedInside || focusInside;
  const download = downloadRequestedBy(opener.label);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const onOpener = (event: Event) => {
      const next = checked((event as CustomEvent<ContactOpener>).detail);
      setOpener(next);
      trackContactFormOpen(next.source);
    };
    dialog.addEventListener(OPENER_EVENT, onOpener);
    dialog.setAttribute(HYDRATED_ATTRIBUTE, "");
    // An opener pressed while React was hydrating reached the DOM after initialOpener() was read.
    const before = openerBeforeHydration(dialog);
    const early = before && checked(before);
    if (early) setOpener((current) => (sameOpener(current, early) ? current : early));
    // Opened before hydration: count that opening now.
    if (dialog.open) trackContactFormOpen(early?.source ?? "");
    return () => dialog.removeEventListener(OPENER_EVENT, onOpener);
  }, []);

  useEffect(() => {
    if (!sent) return;
    // On a small phone the form was scrolled; the success view starts at the top.
    if (dialogRef.current) dialogRef.current.scrollTop = 0;
    successRef.current?.focus();
  }, [sent]);

  // Once let go, the view gets its full time again.
  useEffect(() => {
    if (!sent || held) return;
    const timer = setTimeout(() => dialogRef.current?.close(), SUCCESS_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [sent, held]);

  const close = () => dialogRef.current?.close();
  // However the dialog closes (the timer, the close button, Escape, the backdrop), a sent form
  // starts over: the next opener shows an empty form, and no timer closes it under the visitor.
  const startOver = () => {
    if (!sent) return;
    formRef.current?.reset();
    setSent(false);
    setPointerInside(false);
    setPressedInside(false);
    setFocusInside(false);
  };

  // Native listeners: the view appears under a pointer that has not moved, which React's
  // synthetic enter and leave events do not follow. The heading takes focus when the view
  // appears; only focus the visitor moves holds the timer.
  useEffect(() => {
    const view = successViewRef.current;
    if (!sent || !view) return;
    const visitorFocus = (element: EventTarget | null) =>
      element instanceof Node && view.contains(element) && element !== successRef.current;
    const onChange = (event: Event) => {
      // A touch enters and leaves with the finger: only a pointer that hovers holds by being over.
      if (event.type === "pointerenter" || event.type === "pointerleave") {
        if ((event as PointerEvent).pointerType === "mouse")
          setPointerInside(event.type === "pointerenter");
      } else
        setFocusInside(
          visitorFocus(
            event.type === "focusin" ? event.target : (event as FocusEvent).relatedTarget,
          ),
        );
    };
    // A press or a touch inside holds the view until the next press outside it.
    const onPress = (event: Event) =>
      setPressedInside(event.target instanceof Node && view.contains(event.target));
    // A mouse may have entered before these listeners were attached (after a tap, a touch
    // screen keeps :hover where the finger was, so only a pointer that can hover counts).
    setPointerInside(window.matchMedia("(hover: hover)").matches && view.matches(":hover"));
    const events = ["pointerenter", "pointerleave", "focusin", "focusout"];
    for (const type of events) view.addEventListener(type, onChange);
    document.addEventListener("pointerdown", onPress, true);
    return () => {
      for (const type of events) view.removeEventListener(type, onChange);
      document.removeEventListener("pointerdown", onPress, true);
    };
  }, [sent]);

  return (
    // closedby="any" closes on a backdrop click natively where supported (also without
    // JavaScript); the handlers do it elsewhere. Clicks on the backdrop target the dialog itself,
    // which has no padding, so a click inside the panel never does.
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape is handled natively by the dialog.
    <dialog
      ref={dialogRef}
      id={CONTACT_DIALOG_ID}
      aria-labelledby={titleId}
      closedby="any"
      onClose={startOver}
      onPointerDown={(event) => {
        pressedOnBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        if (pressedOnBackdrop.current && event.target === event.currentTarget) close();
      }}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-xl overflow-y-auto overscroll-contain rounded-2xl bg-white p-0 text-ink shadow-2xl backdrop:bg-slate-950/70"
    >
      <div className="p-5 sm:p-8">
        <div className="flex items-start justify-between gap-4">
          <div>
            {/* The shell script may rewrite this heading while React hydrates (a visitor pressed an
                opener then). A mismatch must not make React re-create the dialog, which would
                close it under the visitor; the mount effect brings the state up to date instead. */}
            <h2
              id={titleId}
              className="text-2xl font-bold tracking-tight text-balance"
              suppressHydrationWarning
            >
              {dialogHeading(opener.label)}
            </h2>
            {!sent && (
              <p className="mt-1 text-sm text-muted">
                <IntentText intent={opener.intent} text="leadIn" />
              </p>
            )}
          </div>
          <button
            type="button"
            {...closesContactDialog}
            onClick={close}
            className="-mr-2 -mt-2 inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-ink"
          >
            <X aria-hidden="true" className="size-5" />
            <span className="sr-only">Close</span>
          </button>
        </div>
        {sent && (
          <div ref={successViewRef}>
            <SuccessView headingRef={successRef} opener={opener} download={download} />
          </div>
        )}
        <ContactForm
          ref={formRef}
          source={opener.source}
          intent={opener.intent}
          eventName={opener.event && eventFieldValue(opener.event)}
          packageName={opener.package}
          hidden={sent}
          onSent={() => {
            trackContactFormSubmit(opener.source);
            setSent(true);
            if (download) {
              keepDownload(document, {
                labels: download.requestedBy,
                href: download.href,
                lead: keptDownloadLead,
                text: `Download ${download.title}`,
              });
            }
          }}
        />
      </div>
    </dialog>
  );
}

/** The specification's success promise (section 9), kept under every request's own outcome. */
const promise = (
  <>
    Every request gets our promise: <strong>review within 2 business hours</strong> and a{" "}
    <strong>free 30-minute strategy consultation</strong>.
  </>
);

/**
 * What the visitor gets, first: the request's outcome and its next step (the download, the
 * calendar file, the booking page), then the specification's promise.
 */
function SuccessView({
  headingRef,
  opener,
  download,
}: {
  headingRef: RefObject<HTMLHeadingElement | null>;
  opener: ContactOpener;
  /** The free resource the visitor asked for, when the opener asked for one. */
  download: Download | undefined;
}) {
  const wording: ContactIntent = contactIntents[opener.intent];
  const { event } = opener;
  return (
    <div className="mt-6 rounded-xl bg-brand-50 px-4 py-6 text-center ring-1 ring-brand-100 sm:px-8 sm:py-8">
      <CircleCheck aria-hidden="true" className="mx-auto size-12 text-brand-700" />
      <h3 ref={headingRef} tabIndex={-1} className="mt-4 text-xl font-bold focus:outline-none">
        {wording.success}
      </h3>
      {event && <EventSummary event={event} />}
      <p className="mt-3 text-left leading-7 text-slate-700 sm:text-center">
        {wording.successDetail}
      </p>
      {download && (
        <a
          href={download.href}
          download
          className="mt-5 flex items-center gap-3 rounded-lg bg-white p-4 text-left ring-1 ring-brand-200 hover:ring-brand-600"
        >
          <FileDown aria-hidden="true" className="size-8 shrink-0 text-brand-700" />
          <span>
            <span className="block font-semibold text-brand-800 underline">
              Download {download.title}
            </span>
            <span className="block text-sm text-muted">{download.summary}</span>
          </span>
        </a>
      )}
      {wording.nextStep && opener.intent === "register" && event && (
        <a
          href={event.calendar}
          download
          className="mt-5 inline-flex min-h-11 items-center gap-2 rounded-lg bg-white px-4 py-2 font-semibold text-brand-800 ring-1 ring-brand-200 hover:ring-brand-600"
        >
          <CalendarPlus aria-hidden="true" className="size-5" />
          {wording.nextStep}
        </a>
      )}
      {wording.nextStep && opener.intent === "consultation" && (
        <ExternalButtonLink
          href={site.bookingUrl}
          label={wording.nextStep}
          location="contact-success"
          variant="primary"
          className="mt-5"
        />
      )}
      <p className="mt-5 text-left leading-7 text-slate-700 sm:text-center">{promise}</p>
      <p className="mt-4 text-sm text-muted">This window will close on its own in a moment.</p>
    </div>
  );
}

/** The event a registration or recording request is for: its title, date and time. */
function EventSummary({ event }: { event: OpenerEvent }) {
  return (
    <p className="mt-3 leading-7 text-ink">
      <strong className="block">{event.title}</strong>
      {event.date}, {event.time}
    </p>
  );
}

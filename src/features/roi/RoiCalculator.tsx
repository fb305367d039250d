import Link2 from "lucide-react/icons/link-2";
import { type SubmitEvent, useEffect, useRef, useState } from "react";
import { defaultIntent } from "~/collections/contact-intents";
import { type RoiField, roiFields } from "~/collections/page-copy/roi-fields";
import { buttonClass } from "~/components/ui/Button";
import { CONTACT_DIALOG_ID, contactOpener } from "~/components/ui/invoker";
import { RoiChart, type RoiChartCopy } from "./RoiChart";
import {
  calculateRoi,
  consultationSummary,
  formatDollars,
  formatPayback,
  formatRoi,
  inputsFromQuery,
  queryWithInputs,
  ROI_RESULTS_ID,
  type RoiInput,
  type RoiResult,
  roiSummary,
  withConsultationSummary,
} from "./roi";

export interface RoiFieldCopy {
  name: RoiField;
  label: string;
  unit: "$" | "%";
  hint: string;
  /** Shown as the empty field's placeholder: an example, never a value the calculation reads. */
  example: string;
}

/** The calculator's copy, from src/content/page-copy/roi-calculator.json. */
export interface RoiCalculatorCopy {
  groups: readonly { legend: string; fields: readonly RoiFieldCopy[] }[];
  calculateLabel: string;
  resultsTitle: string;
  emptyState: string;
  resultLabels: Record<keyof RoiResult, string>;
  /** The contact opener under the results; its clicks (and every opener with its source) add the result to the form. */
  consultation: { label: string; source: string; note: string };
  shareNote: string;
  /** The 'Copy link' button under the results and what it says once it has done its work. */
  share: { label: string; title: string; copied: string; shared: string; failed: string };
  chart: RoiChartCopy;
}

type ShareOutcome = "copied" | "shared" | "failed";

const summaryId = "roi-summary";

/** The id of the results panel: a shared link lands on it. */

/**
 * Passes on the address of this estimate: to the system's share sheet on a phone that has one,
 * to the clipboard elsewhere. Undefined when the visitor closed the share sheet.
 */
async function shareEstimate(title: string): Promise<ShareOutcome | undefined> {
  const url = window.location.href;
  const data = { title, url };
  if (window.matchMedia("(pointer: coarse)").matches && navigator.canShare?.(data)) {
    try {
      await navigator.share(data);
      return "shared";
    } catch (error) {
      if (error instanceof DOMException && error.name === "AbortError") return undefined;
      // Any other refusal: the clipboard below still works.
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    return "copied";
  } catch {
    return "failed";
  }
}

const controlClass =
  "block min-h-12 w-full rounded-lg border border-slate-300 bg-white py-2.5 text-base text-ink tabular-nums shadow-xs transition-colors hover:border-slate-400 focus:border-brand-600 focus:outline-2 focus:outline-offset-0 focus:outline-brand-600";

/** The form's current values (only the calculator's fields). */
const formInput = (form: HTMLFormElement): RoiInput => {
  const data = new FormData(form);
  return Object.fromEntries(roiFields.map((field) => [field, String(data.get(field) ?? "")]));
};

/**
 * Keeps the inputs in the address bar, so a result can be bookmarked or shared; once calculated,
 * the address points at the results, where a shared link lands.
 */
function writeQuery(input: RoiInput, hash = window.location.hash) {
  const search = queryWithInputs(new URLSearchParams(window.location.search), input).toString();
  const url = `${window.location.pathname}${search ? `?${search}` : ""}${hash}`;
  window.history.replaceState(window.history.state, "", url);
}

/**
 * The ROI calculator island (client:visible). Its static HTML is a complete GET form, so the labels
 * and fields are there before hydration and, without JavaScript, the inputs land in the query.
 * Results are absent at first (spec section 4) until 'Calculate ROI' is pressed, except when the
 * address carries inputs: a shared or bookmarked result opens with its answer.
 */
export function RoiCalculator({
  copy,
  action,
  anchorId,
}: {
  copy: RoiCalculatorCopy;
  action: string;
  /** The id of the section around the calculator, which in-page links lead to. */
  anchorId: string;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const resultsRef = useRef<HTMLDivElement>(null);
  const resultsHeadingRef = useRef<HTMLHeadingElement>(null);
  const [result, setResult] = useState<RoiResult | null>(null);
  // Counts presses of 'Calculate ROI': each brings the results into view and focuses their heading.
  const [calculations, setCalculations] = useState(0);
  const [shared, setShared] = useState<ShareOutcome>();

  // Inputs from a shared or bookmarked address (a field the visitor already typed in wins): the
  // page lands on their result. Without them, a link to the calculator (the hero's 'Start
  // Calculating', followed before or after this island hydrated) puts the visitor in its first
  // field; the link's own scroll brings it into view.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const focusFirstField = () =>
      form.querySelector<HTMLInputElement>("input")?.focus({ preventScroll: true });
    const onClick = (event: MouseEvent) => {
      // After the link's own fragment navigation, which would take the focus away again.
      if (event.target instanceof Element && event.target.closest(`a[href="#${anchorId}"]`)) {
        setTimeout(focusFirstField);
      }
    };
    document.addEventListener("click", onClick);
    const fromQuery = inputsFromQuery(new URLSearchParams(window.location.search));
    for (const field of roiFields) {
      const control = form.elements.namedItem(field);
      const value = fromQuery[field];
      if (control instanceof HTMLInputElement && control.value === "" && value) {
        control.value = value;
      }
    }
    if (Object.values(fromQuery).some(Boolean)) {
      setResult(calculateRoi(formInput(form)));
      resultsRef.current?.scrollIntoView({ block: "start" });
    } else if (window.location.hash === `#${anchorId}`) {
      focusFirstField();
    }
    return () => document.removeEventListener("click", onClick);
  }, [anchorId]);

  // With a result shown, a consultation opener puts it in the contact form's description.
  const source = copy.consultation.source;
  useEffect(() => {
    if (!result) return;
    const summary = consultationSummary(result);
    const onClick = (event: MouseEvent) => {
      const opener =
        event.target instanceof Element &&
        event.target.closest(`button[data-contact-source="${source}"]`);
      const description = document.querySelector<HTMLTextAreaElement>(
        `#${CONTACT_DIALOG_ID} textarea[name="description"]`,
      );
      if (opener && description) {
        description.value = withConsultationSummary(description.value, summary);
      }
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [result, source]);

  // The heading takes the focus, so a screen reader says it with the summary once (no live
  // region repeats it); the results scroll into view unless they already start on the upper half
  // of the screen (beside the form on a desktop), at once for a visitor who asks for less motion.
  useEffect(() => {
    const results = resultsRef.current;
    if (calculations === 0 || !results) return;
    resultsHeadingRef.current?.focus({ preventScroll: true });
    const top = results.getBoundingClientRect().top;
    if (
      top < Number.parseFloat(getComputedStyle(results).scrollMarginTop) ||
      top > innerHeight / 2
    ) {
      const still = matchMedia("(prefers-reduced-motion: reduce)").matches;
      results.scrollIntoView({ block: "start", behavior: still ? "instant" : "smooth" });
    }
  }, [calculations]);

  function calculate(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = formInput(event.currentTarget);
    writeQuery(input, `#${ROI_RESULTS_ID}`);
    setResult(calculateRoi(input));
    setShared(undefined);
    setCalculations((count) => count + 1);
  }

  const labels = copy.resultLabels;
  const figures: { key: keyof RoiResult; value: string }[] = result
    ? [
        { key: "annualSavings", value: formatDollars(result.annualSavings) },
        { key: "roi", value: formatRoi(result.roi) },
        { key: "paybackPeriod", value: formatPayback(result.paybackPeriod) },
        { key: "investment", value: formatDollars(result.investment) },
        { key: "netBenefit", value: formatDollars(result.netBenefit) },
      ]
    : [];

  return (
    <div className="grid items-start gap-8 lg:grid-cols-12">
      <form
        ref={formRef}
        method="get"
        action={action}
        noValidate
        onSubmit={calculate}
        onInput={(event) => writeQuery(formInput(event.currentTarget))}
        className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-900/10 sm:p-8 lg:col-span-7"
      >
        <div className="space-y-8">
          {copy.groups.map((group) => (
            <fieldset key={group.legend}>
              <legend className="text-base font-semibold text-ink">{group.legend}</legend>
              <div className="mt-3 grid gap-5 sm:grid-cols-2">
                {group.fields.map((field) => (
                  <NumberField key={field.name} {...field} />
                ))}
              </div>
            </fieldset>
          ))}
        </div>
        <button
          type="submit"
          className={buttonClass("primary", "mt-8 w-full px-6 text-base sm:w-auto")}
        >
          {copy.calculateLabel}
        </button>
      </form>

      <div
        ref={resultsRef}
        id={ROI_RESULTS_ID}
        className="scroll-mt-20 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-900/10 sm:p-8 lg:col-span-5"
      >
        <h3
          ref={resultsHeadingRef}
          tabIndex={-1}
          aria-describedby={result ? summaryId : undefined}
          className="text-xl font-semibold text-ink focus:outline-none"
        >
          {copy.resultsTitle}
        </h3>
        {!result && <p className="mt-3 leading-7 text-muted">{copy.emptyState}</p>}
        <div data-roi-figures>
          {result && (
            <>
              <dl className="mt-5 grid grid-cols-2 gap-px overflow-hidden rounded-xl bg-slate-200 ring-1 ring-slate-200">
                {figures.map(({ key, value }, index) => (
                  <div
                    key={key}
                    className={`flex flex-col px-4 py-3 ${index === 0 ? "col-span-2 bg-brand-50" : "bg-white"}`}
                  >
                    <dt className="text-sm text-pretty text-muted">{labels[key]}</dt>
                    <dd
                      className={`order-first font-bold tracking-tight text-ink tabular-nums ${index === 0 ? "text-3xl text-brand-800" : "text-xl"}`}
                    >
                      {value}
                    </dd>
                  </div>
                ))}
              </dl>
              <p
                id={summaryId}
                className={`mt-5 rounded-xl px-4 py-3 leading-7 ring-1 ${
                  result.roi > 0
                    ? "bg-brand-50 text-brand-900 ring-brand-100"
                    : "bg-amber-50 text-amber-900 ring-amber-200"
                }`}
              >
                {roiSummary(result)}
              </p>
            </>
          )}
        </div>
        {result && (
          <>
            <RoiChart result={result} copy={copy.chart} />
            <div className="mt-8 border-t border-slate-200 pt-6">
              <button
                type="button"
                {...contactOpener({ ...copy.consultation, intent: defaultIntent })}
                className={buttonClass("primary", "w-full px-6 text-base")}
              >
                {copy.consultation.label}
              </button>
              <p className="mt-3 text-sm leading-6 text-muted">{copy.consultation.note}</p>
              <p className="mt-2 text-sm leading-6 text-muted">{copy.shareNote}</p>
              <button
                type="button"
                onClick={async () => {
                  const outcome = await shareEstimate(copy.share.title);
                  if (outcome) setShared(outcome);
                }}
                className={buttonClass("secondary", "mt-3 w-full sm:w-auto")}
              >
                <Link2 aria-hidden="true" className="size-4" />
                {copy.share.label}
              </button>
              {/* Present with the button, so the confirmation is announced when it appears. */}
              <p
                role="status"
                className="mt-2 min-h-6 text-sm leading-6 font-medium text-brand-800"
              >
                {shared && copy.share[shared]}
              </p>
            </div>
          </>
        )}
      </div>
    </div>
  );
}

function NumberField({ name, label, unit, hint, example }: RoiFieldCopy) {
  const id = `roi-${name}`;
  const hintId = `${id}-hint`;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {label} <span className="font-normal text-muted">({unit})</span>
      </label>
      <div className="relative mt-1.5">
        <span
          aria-hidden="true"
          className={`pointer-events-none absolute inset-y-0 flex items-center text-slate-500 ${unit === "$" ? "left-3.5" : "right-3.5"}`}
        >
          {unit}
        </span>
        <input
          id={id}
          name={name}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          aria-describedby={hintId}
          placeholder={`e.g. ${example}`}
          className={`${controlClass} placeholder:text-slate-500 ${unit === "$" ? "pr-3.5 pl-8" : "pr-9 pl-3.5"}`}
        />
      </div>
      <p id={hintId} className="mt-1.5 text-sm leading-6 text-muted">
        {hint}
      </p>
    </div>
  );
}

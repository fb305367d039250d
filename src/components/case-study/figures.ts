/**
 * Shapes of a case study's story (decision 020): how the work flowed before the project and how
 * it flows now, and the picture of the tool that was delivered, as the drawings draw them. Stored
 * as JSON with the rest of the case study (src/content/case-studies/<slug>.json), which
 * src/collections/case-studies reads into these shapes.
 */

/** How long one case (an order, a patient, a lead, a vehicle) is held up at a step. */
export interface Delay {
  amount: number;
  unit: "minutes" | "hours" | "days";
  /** "more than 2 hours": the amount is a floor. */
  moreThan?: boolean;
}

/** One step of the work, and who or what does it. */
export interface WorkflowStep {
  /** What happens, in a few words: "Retype emailed orders into the schedule". */
  task: string;
  /** A person does it, or a system runs it by itself. */
  actor: "person" | "system";
  /** The role ("Plant manager") or the system ("Order-to-schedule automation"). */
  who: string;
  /** People's time the step takes, in hours a week (person steps of a workflow that counts hours). */
  hoursPerWeek?: number;
  /** How long the step holds up one case. */
  delay?: Delay;
  /** Where errors crept in at this step (before the project). */
  error?: string;
  /**
   * Index of the page's result this step's change is measured by (in the page's `results`). On an
   * after step the figure shows that result beside it; a delay measured by a result is the sum of
   * the delays of the steps naming it, before and after.
   */
  result?: number;
}

/** The work a case study changed, step by step, before the project and after it. */
export interface Workflow {
  /** What the steps carry from start to end: "From purchase order to shipped pallet". */
  title: string;
  before: readonly WorkflowStep[];
  after: readonly WorkflowStep[];
  /**
   * Index of the page's result that people's hours a week measure: the hours of all steps, before
   * and after. Either a percentage less ("60%") or the hours saved ("12 hrs").
   */
  hoursResult?: number;
}

/** The picture of what was delivered: an illustration, never a screenshot of the client's system. */
export interface ToolIllustration {
  /** What the figure shows, in a sentence its caption puts after "Illustration". */
  caption: string;
  /** What the drawing shows, for a screen reader. */
  description: string;
}

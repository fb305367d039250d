import type { Testimonial } from "~/content/types";

/**
 * What four clients said about their projects: the single record of each quote. The article
 * /blog/seattle-automation-success-stories renders them with `<Testimonial id="..." />`; home shows
 * all four and each related service page shows its own. The businesses asked not to be named, so
 * each is described by its trade and neighborhood, as in the article.
 */
export const testimonials = [
  {
    id: "capitol-hill-bakery",
    quote:
      "I used to spend every evening turning texts and voicemails into a production sheet. Now the sheet is waiting for the bakers when they come in, and I took my first full week off in two years. Nothing caught fire.",
    role: "Operations manager",
    business: "a Capitol Hill bakery and café group",
    industry: "Bakery and cafés",
    metric: { value: "Under 2 hrs", label: "a week on wholesale orders, down from 9" },
    related: { label: "Custom software development", to: "/custom-development" },
  },
  {
    id: "eastside-physical-therapy",
    quote:
      "Our front desk used to start the day with a list of forty phone calls. Now they start it by greeting patients, and the schedule is fuller than it has ever been. Honestly, the waitlist alone paid for the project.",
    role: "Practice administrator",
    business: "a physical therapy practice in Redmond and Kirkland",
    industry: "Physical therapy",
    metric: { value: "6%", label: "no-show and late-cancellation rate, down from 14%" },
    related: { label: "Process automation", to: "/process-automation" },
  },
  {
    id: "kent-hvac-contractor",
    quote:
      "We were doing the work and then waiting almost two months to get paid for it. Now the invoice lands in the customer's inbox before the truck is back at the shop. We haven't touched the line of credit since spring.",
    role: "Owner",
    business: "a heating, cooling and plumbing contractor in Kent",
    industry: "HVAC and plumbing",
    metric: { value: "27 days", label: "average time to get paid, down from 48" },
    related: { label: "System integration", to: "/system-integration" },
  },
  {
    id: "belltown-property-management",
    quote:
      "Tenants don't mind waiting for a plumber nearly as much as they mind not knowing whether anyone read their request. Now they get an answer in minutes and updates without calling us. Our coordinator finally has time to actually coordinate.",
    role: "Managing director",
    business: "a property management company in Belltown",
    industry: "Property management",
    metric: { value: "Half a day", label: "for month-end owner statements, down from three days" },
    related: { label: "Data management", to: "/data-management" },
  },
] as const satisfies readonly Testimonial[];

/** The article the quotes come from, as a link under a quote shown on its own related page. */
export const fullStoryLink = {
  label: "Read the full story",
  to: "/blog/seattle-automation-success-stories",
};

export type TestimonialId = (typeof testimonials)[number]["id"];

/** One testimonial by id; an unknown id fails the build. */
export function getTestimonial(id: TestimonialId | string): Testimonial {
  const testimonial = testimonials.find((item) => item.id === id);
  if (!testimonial) throw new Error(`Unknown testimonial "${id}"`);
  return testimonial;
}

/** The testimonial whose project is closest to a service page, if any. */
export const testimonialFor = (path: string): Testimonial | undefined =>
  testimonials.find((item) => item.related.to === path);

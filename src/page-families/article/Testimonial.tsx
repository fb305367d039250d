import { getTestimonial } from "~/collections/testimonials";

/**
 * MDX `<Testimonial id="..." />`: a client's quote in an article, from src/content/testimonials/
 * (the same record home and the service pages show), with who said it under it.
 */
export function Testimonial({ id }: { id: string }) {
  const { quote, role, business } = getTestimonial(id);
  return (
    <figure data-testimonial={id} className="border-l-4 border-brand-500 pl-5 sm:pl-6">
      <blockquote className="text-lg leading-8 text-ink italic sm:text-xl sm:leading-9">
        <p>“{quote}”</p>
      </blockquote>
      <figcaption className="mt-3 text-base leading-7 text-muted">
        — {role}, {business}
      </figcaption>
    </figure>
  );
}

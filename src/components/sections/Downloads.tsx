import { FileDown } from "lucide-react";
import { Section, type SectionHeading, type Tone } from "./Section";

/** A free resource the site gives away as a PDF, and the contact buttons that ask for it. */
export interface Download {
  title: string;
  /** Where the build writes the PDF. */
  href: `/guides/${string}.pdf`;
  /** What the file is, after its title: "PDF, 60+ pages". */
  summary: string;
  /** The labels of the contact buttons that ask for it, letter for letter. */
  requestedBy: readonly string[];
}

/** Links that download the site's free PDFs (src/content/downloads.json). */
export function Downloads({
  heading,
  downloads,
  tone,
}: {
  heading: SectionHeading;
  downloads: readonly Download[];
  tone?: Tone;
}) {
  return (
    <Section heading={heading} tone={tone}>
      <ul className="grid gap-6 lg:grid-cols-3">
        {downloads.map((download) => (
          <li key={download.href}>
            <a
              href={download.href}
              download
              className="group flex h-full gap-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-900/10 transition hover:shadow-md hover:ring-brand-300"
            >
              <FileDown aria-hidden="true" className="size-8 shrink-0 text-brand-700" />
              <span>
                <span className="block text-lg font-semibold text-ink underline decoration-brand-300 underline-offset-4 group-hover:text-brand-800">
                  {download.title}
                </span>
                <span className="mt-2 block leading-7 text-muted">{download.summary}</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </Section>
  );
}

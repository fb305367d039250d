import { Section, type SectionHeading, type Tone } from "~/components/sections/Section";
import { EmojiCredit } from "~/components/ui/Emoji";
import { BlogCard, type BlogCardContent } from "./BlogCard";

/** A section of blog cards: one column on phones, two from sm, three from lg. */
export function ArticleCards({
  heading,
  cards,
  tone,
}: {
  heading: SectionHeading;
  cards: readonly BlogCardContent[];
  tone?: Tone;
}) {
  return (
    <Section heading={heading} tone={tone}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {cards.map((card) => (
          <li key={card.slug ?? card.title}>
            <BlogCard card={card} />
          </li>
        ))}
      </ul>
      <EmojiCredit className="mt-8" />
    </Section>
  );
}

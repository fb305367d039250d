import type { HeroContent } from "~/content/types";

export const hero = {
  eyebrow: "Legal",
  title: "Terms of Service",
  lead: "The terms that apply when you use this website or engage us for services. Please read them carefully.",
  actions: [],
} satisfies HeroContent;

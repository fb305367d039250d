import type { HeroContent } from "~/content/types";

export const hero = {
  eyebrow: "Legal",
  title: "Privacy Policy",
  lead: "How we collect, use, share and protect the information you give us, and the choices you have about it.",
  actions: [],
} satisfies HeroContent;

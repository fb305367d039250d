/**
 * The blog's six categories with their article counts (spec section 2, "Blog index"): the one
 * place for these figures. The article schema accepts exactly these names.
 */
export const blogCategories = [
  { name: "Trends", count: 12 },
  { name: "Case Studies", count: 18 },
  { name: "Best Practices", count: 15 },
  { name: "Technology", count: 10 },
  { name: "ROI Analysis", count: 8 },
  { name: "Change Management", count: 6 },
] as const;

export type BlogCategory = (typeof blogCategories)[number]["name"];

export const categoryNames = blogCategories.map((category) => category.name) as [
  BlogCategory,
  ...BlogCategory[],
];

/** All articles across the categories (the hero's "69+ articles"). */
export const totalArticleCount = blogCategories.reduce((sum, category) => sum + category.count, 0);

import { ArticleHero } from "~/components/sections/ArticleHero";
import { getArticle } from "~/content/blog/articles";
import { getPage } from "~/content/pages";
import { articleMeta } from "~/lib/article-meta";

const article = getArticle("automation-roi-calculator");

export const meta = () => articleMeta(getPage("/blog/automation-roi-calculator"), article);

export default function AutomationRoiCalculatorArticle() {
  return <ArticleHero article={article} />;
}

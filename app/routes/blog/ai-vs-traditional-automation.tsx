import { ArticleHero } from "~/components/sections/ArticleHero";
import { getArticle } from "~/content/blog/articles";
import { getPage } from "~/content/pages";
import { articleMeta } from "~/lib/article-meta";

const article = getArticle("ai-vs-traditional-automation");

export const meta = () => articleMeta(getPage("/blog/ai-vs-traditional-automation"), article);

export default function AiVsTraditionalAutomationArticle() {
  return <ArticleHero article={article} />;
}

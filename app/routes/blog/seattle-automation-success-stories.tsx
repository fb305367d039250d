import { ArticleHero } from "~/components/sections/ArticleHero";
import { getArticle } from "~/content/blog/articles";
import { getPage } from "~/content/pages";
import { articleMeta } from "~/lib/article-meta";

const article = getArticle("seattle-automation-success-stories");

export const meta = () => articleMeta(getPage("/blog/seattle-automation-success-stories"), article);

export default function SeattleAutomationSuccessStoriesArticle() {
  return <ArticleHero article={article} />;
}

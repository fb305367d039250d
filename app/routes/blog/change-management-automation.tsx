import { ArticleHero } from "~/components/sections/ArticleHero";
import { getArticle } from "~/content/blog/articles";
import { getPage } from "~/content/pages";
import { articleMeta } from "~/lib/article-meta";

const article = getArticle("change-management-automation");

export const meta = () => articleMeta(getPage("/blog/change-management-automation"), article);

export default function ChangeManagementAutomationArticle() {
  return <ArticleHero article={article} />;
}

import { ArticleHero } from "~/components/sections/ArticleHero";
import { getArticle } from "~/content/blog/articles";
import { getPage } from "~/content/pages";
import { articleMeta } from "~/lib/article-meta";

const article = getArticle("5-signs-small-business-needs-automation");

export const meta = () =>
  articleMeta(getPage("/blog/5-signs-small-business-needs-automation"), article);

export default function Article5SignsSmallBusinessNeedsAutomation() {
  return <ArticleHero article={article} />;
}

import { ArticleHero } from "~/components/sections/ArticleHero";
import { getArticle } from "~/content/blog/articles";
import { getPage } from "~/content/pages";
import { articleMeta } from "~/lib/article-meta";

const article = getArticle("no-code-vs-custom-development");

export const meta = () => articleMeta(getPage("/blog/no-code-vs-custom-development"), article);

export default function NoCodeVsCustomDevelopmentArticle() {
  return <ArticleHero article={article} />;
}

/** Build-time endpoint: each article's emoji as a cached drawing (src/lib/emoji.ts `emojiFile`). */
import type { APIRoute } from "astro";
import { getArticles } from "~/collections/blog/collection";
import { emojiFile } from "~/lib/emoji";

export async function getStaticPaths() {
  const emoji = new Set((await getArticles()).map((article) => article.data.emoji));
  return [...emoji].map((each) => {
    const { name, svg } = emojiFile(each);
    return { params: { file: name }, props: { svg } };
  });
}

export const GET: APIRoute<{ svg: string }> = ({ props }) =>
  new Response(props.svg, { headers: { "Content-Type": "image/svg+xml" } });

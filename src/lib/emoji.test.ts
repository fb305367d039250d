import { readArticleFiles } from "~/collections/blog/frontmatter";
import { emojiKey, emojiSvg } from "./emoji";

const articleEmoji = readArticleFiles().map((article) => article.data.emoji);

describe("emojiSvg: Twemoji drawings at build time", () => {
  it("draws every article's emoji, titled with the emoji", () => {
    expect(articleEmoji).toHaveLength(6);
    for (const emoji of articleEmoji) {
      const svg = emojiSvg(emoji);
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 36 36"/);
      expect(svg).toContain(`<title>${emoji}</title>`);
      expect(svg).toMatch(/<path [^>]*fill="#[0-9A-Fa-f]{3,6}"/);
    }
  });

  it("finds an emoji with or without its presentation selector", () => {
    expect(emojiKey("🏙️")).toBe("1f3d9");
    expect(emojiSvg("🏙")).toBe(emojiSvg("🏙️").replaceAll("🏙️", "🏙"));
  });

  it("names an emoji the set does not have", () => {
    expect(() => emojiSvg("x")).toThrow('Twemoji has no drawing for "x" (78)');
  });
});

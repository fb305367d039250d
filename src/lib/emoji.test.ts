import { readArticleFiles } from "~/collections/blog/frontmatter";
import { emojiFile, emojiKey, emojiSvg } from "./emoji";

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

describe("emojiFile: an emoji's cached drawing", () => {
  it("is named by its code points and the drawing's hash, and holds the drawing", () => {
    const file = emojiFile("🤝");
    expect(file.svg).toBe(emojiSvg("🤝"));
    expect(file.path).toBe(`/assets/emoji/${file.name}`);
    expect(file.name).toMatch(/^1f91d\.[\w-]{10}\.svg$/);
  });

  it("changes its name when the drawing changes, and only then", () => {
    const names = new Set(articleEmoji.map((emoji) => emojiFile(emoji).name));
    expect(names.size).toBe(new Set(articleEmoji).size);
    expect(emojiFile("🏙").name).not.toBe(emojiFile("🏙️").name);
    expect(emojiFile("🤝").name).toBe(emojiFile("🤝").name);
  });
});

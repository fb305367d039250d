import { site } from "~/collections/facts";
import { getPage, type Page, pages } from "~/collections/page-list";
import { ogImagePath } from "./og-image";
import {
  articleJsonLd,
  breadcrumbJsonLd,
  breadcrumbs,
  documentTitle,
  faqJsonLd,
  localBusinessJsonLd,
  pageMeta,
  serviceJsonLd,
  titleCase,
} from "./seo";

const origin = import.meta.env.SITE_URL as string;
const list: readonly Page[] = pages;

type Meta = Record<string, unknown>;
const metaContent = (meta: Meta[], key: "name" | "property", value: string) =>
  meta.filter((tag) => tag[key] === value).map((tag) => tag.content);
const jsonLdOf = (meta: Meta[]) =>
  meta.filter((tag) => "script:ld+json" in tag).map((tag) => tag["script:ld+json"] as Meta);

describe("SITE_URL", () => {
  it("is an origin without a trailing slash", () => {
    expect(origin).toMatch(/^https?:\/\/[^/]+$/);
  });
});

describe("breadcrumbs", () => {
  it("is only Home on the home page", () => {
    expect(breadcrumbs("/")).toEqual([{ name: "Home", path: "/" }]);
  });

  it("uses the page list's friendly names", () => {
    expect(breadcrumbs("/process-automation")).toEqual([
      { name: "Home", path: "/" },
      { name: "Process Automation", path: "/process-automation" },
    ]);
    expect(breadcrumbs("/blog/change-management-automation")).toEqual([
      { name: "Home", path: "/" },
      { name: "Blog", path: "/blog" },
      { name: "Change Management for Automation", path: "/blog/change-management-automation" },
    ]);
  });

  it("title-cases unknown slugs", () => {
    expect(breadcrumbs("/growth-plans/first-year-review")).toEqual([
      { name: "Home", path: "/" },
      { name: "Growth Plans", path: "/growth-plans" },
      { name: "First Year Review", path: "/growth-plans/first-year-review" },
    ]);
    expect(titleCase("roi-for-small-teams")).toBe("Roi For Small Teams");
    expect(titleCase("--double--dash-")).toBe("Double Dash");
  });

  it("ends with the current page, whatever the slashes", () => {
    for (const page of list.filter((entry) => entry.path !== "/")) {
      const trail = breadcrumbs(page.path);
      expect(trail.at(-1)).toEqual({ name: page.name, path: page.path });
      expect(trail).toHaveLength(page.path.split("/").filter(Boolean).length + 1);
    }
    expect(breadcrumbs("/pricing/").at(-1)).toEqual({ name: "Pricing", path: "/pricing" });
  });

  it("becomes a BreadcrumbList with positions and absolute URLs", () => {
    expect(breadcrumbJsonLd("/blog/ai-vs-traditional-automation")).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: `${origin}/` },
        { "@type": "ListItem", position: 2, name: "Blog", item: `${origin}/blog` },
        {
          "@type": "ListItem",
          position: 3,
          name: "AI vs. Traditional Automation",
          item: `${origin}/blog/ai-vs-traditional-automation`,
        },
      ],
    });
  });
});

describe("localBusinessJsonLd", () => {
  it("describes the provider as a Seattle local business with an offer on /pricing", () => {
    const business = localBusinessJsonLd();
    expect(["LocalBusiness", "ProfessionalService"]).toContain(business["@type"]);
    expect(business).toMatchObject({
      "@context": "https://schema.org",
      name: site.name,
      telephone: site.phone,
      email: site.email,
      url: `${origin}/`,
      serviceType: "Business Process Automation",
      areaServed: "Seattle, WA",
      address: {
        "@type": "PostalAddress",
        addressLocality: "Seattle",
        addressRegion: "WA",
        addressCountry: site.address.country,
      },
      makesOffer: { "@type": "Offer", url: `${origin}/pricing` },
    });
  });
});

describe("serviceJsonLd", () => {
  it("defaults the price to 'Custom pricing' and the area to 'Seattle, WA'", () => {
    expect(serviceJsonLd({ serviceName: "Data Management", description: "Clean data." })).toEqual({
      "@context": "https://schema.org",
      "@type": "Service",
      name: "Data Management",
      serviceType: "Data Management",
      description: "Clean data.",
      provider: { "@id": `${origin}/#business` },
      areaServed: "Seattle, WA",
      offers: { "@type": "Offer", price: "Custom pricing", url: `${origin}/pricing` },
    });
  });

  it("keeps a given price and area", () => {
    const service = serviceJsonLd({
      serviceName: "Strategic Process Automation",
      description: "Automation.",
      price: "Starting at $4,500",
      areaServed: "Bellevue, WA",
    });
    expect(service).toMatchObject({
      areaServed: "Bellevue, WA",
      offers: { price: "Starting at $4,500" },
    });
  });

  it("shares the provider id with the local business block", () => {
    const service = serviceJsonLd({ serviceName: "X", description: "Y" });
    expect(service.provider).toEqual({ "@id": localBusinessJsonLd()["@id"] });
  });
});

describe("articleJsonLd", () => {
  const facts = {
    headline: "5 Signs Your Small Business Needs Automation",
    description: "Five signs.",
    author: "Jordan Ellis",
    datePublished: "2025-09-16",
    wordCount: 1234,
    keywords: ["automation", "small business"],
    path: "/blog/5-signs-small-business-needs-automation",
  };

  it("defaults dateModified to the publish date and the image to the site icon", () => {
    expect(articleJsonLd(facts)).toEqual({
      "@context": "https://schema.org",
      "@type": "Article",
      headline: facts.headline,
      description: "Five signs.",
      author: { "@type": "Person", name: "Jordan Ellis" },
      publisher: { "@type": "Organization", name: site.name, logo: `${origin}${site.icon}` },
      datePublished: "2025-09-16",
      dateModified: "2025-09-16",
      image: `${origin}${site.icon}`,
      wordCount: 1234,
      articleSection: "Business Automation",
      keywords: "automation, small business",
      mainEntityOfPage: `${origin}${facts.path}`,
    });
  });

  it("keeps a given modification date and image", () => {
    const article = articleJsonLd({
      ...facts,
      dateModified: "2025-10-01",
      image: "/images/signs.png",
    });
    expect(article).toMatchObject({
      dateModified: "2025-10-01",
      image: `${origin}/images/signs.png`,
    });
  });
});

describe("faqJsonLd", () => {
  it("turns question and answer pairs into an FAQPage", () => {
    expect(
      faqJsonLd([{ question: "Is the first call free?", answer: "Yes, 30 minutes." }]),
    ).toEqual({
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: [
        {
          "@type": "Question",
          name: "Is the first call free?",
          acceptedAnswer: { "@type": "Answer", text: "Yes, 30 minutes." },
        },
      ],
    });
  });
});

describe("documentTitle", () => {
  it("puts the site name first on the home page and last elsewhere", () => {
    expect(documentTitle(getPage("/"))).toBe(`${site.name} | ${getPage("/").title}`);
    expect(documentTitle(getPage("/pricing"))).toBe(`Pricing & Packages | ${site.name}`);
  });
});

describe("pageMeta", () => {
  it("sets title, description, absolute canonical and Open Graph for every page", () => {
    for (const page of list) {
      const meta = pageMeta(page) as Meta[];
      const canonical = page.path === "/blog-insights" ? `${origin}/blog` : `${origin}${page.path}`;
      expect(meta.filter((tag) => "title" in tag)).toEqual([{ title: documentTitle(page) }]);
      expect(metaContent(meta, "name", "description")).toEqual([page.description]);
      expect(meta.filter((tag) => tag.rel === "canonical")).toEqual([
        { tagName: "link", rel: "canonical", href: canonical },
      ]);
      expect(metaContent(meta, "property", "og:url")).toEqual([canonical]);
      expect(metaContent(meta, "property", "og:title")).toEqual([documentTitle(page)]);
      expect(metaContent(meta, "property", "og:description")).toEqual([page.description]);
      expect(metaContent(meta, "property", "og:image")).toEqual([
        `${origin}${page.ogImage ?? ogImagePath(page)}`,
      ]);
      expect(metaContent(meta, "name", "twitter:card")).toEqual(["summary_large_image"]);
    }
  });

  it("marks articles as og:type article and everything else as website", () => {
    for (const page of list) {
      const meta = pageMeta(page) as Meta[];
      expect(metaContent(meta, "property", "og:type"), page.path).toEqual([
        page.kind === "article" ? "article" : "website",
      ]);
    }
    expect(getPage("/blog/change-management-automation").kind).toBe("article");
  });

  it("adds robots noindex to the confirmation page only", () => {
    for (const entry of list) {
      const robots = metaContent(pageMeta(entry) as Meta[], "name", "robots");
      expect(robots, entry.path).toEqual(entry.path === "/contact-received" ? ["noindex"] : []);
    }
  });

  it("emits the local business everywhere, breadcrumbs except on home, then the extras", () => {
    const home = jsonLdOf(pageMeta(getPage("/")) as Meta[]);
    expect(home.map((data) => data["@type"])).toEqual([localBusinessJsonLd()["@type"]]);

    const extra = serviceJsonLd({ serviceName: "System Integration", description: "APIs." });
    const service = jsonLdOf(pageMeta(getPage("/system-integration"), [extra]) as Meta[]);
    expect(service).toEqual([
      localBusinessJsonLd(),
      breadcrumbJsonLd("/system-integration"),
      extra,
    ]);
  });
});

import { ExternalButtonLink } from "~/components/ui/Button";
import { Logo } from "./Logo";

/** A menu of the header and the footer: its key, its name and its pages in order. */
export interface MenuLinks {
  key: string;
  name: string;
  pages: readonly { path: string; name: string }[];
}

/** What the header and the footer show: the company's facts (src/content/site.json), the menus. */
export interface ShellProps {
  site: {
    name: string;
    tagline: string;
    phone: string;
    phoneHref: string;
    email: string;
    bookingUrl: string;
    address: { locality: string; region: string };
    social: readonly { name: string; href: string }[];
    externalResources: readonly { name: string; href: string }[];
    copyrightYear: number;
  };
  menus: readonly MenuLinks[];
}

const linkClass = "text-slate-300 hover:text-white";

export function Footer({ site, menus }: ShellProps) {
  const pagesOf = (key: string) => menus.find((menu) => menu.key === key)?.pages ?? [];
  /** The company column lists the About menu's pages and one case study in place of those menus. */
  const footerMenus = menus.filter(({ key }) => key !== "case-studies" && key !== "about");
  return (
    <footer className="bg-ink text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 sm:grid-cols-2 lg:grid-cols-6 lg:px-8">
        <div className="lg:col-span-2">
          <Logo name={site.name} tone="light" />
          <p className="mt-4 max-w-sm text-sm leading-6">{site.tagline}.</p>
          <address className="mt-5 space-y-1 text-sm not-italic">
            <p>
              <a className={linkClass} href={site.phoneHref}>
                {site.phone}
              </a>
            </p>
            <p>
              <a className={linkClass} href={`mailto:${site.email}`}>
                {site.email}
              </a>
            </p>
            <p>
              {site.address.locality}, {site.address.region}
            </p>
          </address>
          <ExternalButtonLink
            href={site.bookingUrl}
            label="Schedule a Free Consultation"
            location="footer"
            variant="light"
            className="mt-6"
          />
          <ul className="mt-6 flex gap-4 text-sm" aria-label="Social media">
            {site.social.map((link) => (
              <li key={link.href}>
                <a className={linkClass} href={link.href} target="_blank" rel="noopener noreferrer">
                  {link.name}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
        {footerMenus.map((menu) => (
          <FooterLinks
            key={menu.key}
            heading={menu.name}
            links={menu.pages.map((p) => ({ to: p.path, name: p.name }))}
          />
        ))}
        <div>
          <h2 className="text-sm font-semibold text-white">Company</h2>
          <ul className="mt-4 space-y-2.5 text-sm">
            {[
              ...pagesOf("about"),
              ...pagesOf("case-studies").filter((p) => p.path === "/dealership-automation"),
            ].map((page) => (
              <li key={page.path}>
                <a className={linkClass} href={page.path}>
                  {page.path === "/dealership-automation" ? "Dealership Case Study" : page.name}
                </a>
              </li>
            ))}
          </ul>
          <h2 className="mt-8 text-sm font-semibold text-white">External resources</h2>
          <ul className="mt-4 space-y-2.5 text-sm">
            {site.externalResources.map((link) => (
              <li key={link.href}>
                <a className={linkClass} href={link.href} target="_blank" rel="noopener noreferrer">
                  {link.name}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-sm sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
          <p>
            © {site.copyrightYear} {site.name}. All rights reserved.
          </p>
          <ul className="flex gap-5">
            <li>
              <a className={linkClass} href="/privacy-policy">
                Privacy Policy
              </a>
            </li>
            <li>
              <a className={linkClass} href="/terms-of-service">
                Terms of Service
              </a>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}

function FooterLinks({
  heading,
  links,
}: {
  heading: string;
  links: { to: string; name: string }[];
}) {
  return (
    <div>
      <h2 className="text-sm font-semibold text-white">{heading}</h2>
      <ul className="mt-4 space-y-2.5 text-sm">
        {links.map((link) => (
          <li key={link.to}>
            <a className={linkClass} href={link.to}>
              {link.name}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

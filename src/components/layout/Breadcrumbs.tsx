import { ChevronRight } from "lucide-react";

/** The trail from home to the page; the home page's own, home alone, shows none. */
export function Breadcrumbs({ trail }: { trail: readonly { name: string; path: string }[] }) {
  if (trail.length < 2) return null;
  return (
    <nav aria-label="Breadcrumb" className="border-b border-slate-200 bg-slate-50">
      <ol className="mx-auto flex max-w-7xl flex-wrap items-center gap-1 px-4 py-3 text-sm text-muted sm:px-6 lg:px-8">
        {trail.map((crumb, index) => {
          const last = index === trail.length - 1;
          return (
            <li key={crumb.path} className="flex items-center gap-1">
              {last ? (
                <span aria-current="page" className="font-medium text-ink">
                  {crumb.name}
                </span>
              ) : (
                <>
                  <a href={crumb.path} className="hover:text-brand-800 hover:underline">
                    {crumb.name}
                  </a>
                  {/* After its crumb, so a wrapped trail never starts a line with a separator. */}
                  <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

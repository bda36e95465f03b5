import { site } from '../../config/site.ts';
import { footerRoutes } from '../../routes.ts';

/** Interim footer: the shared-elements work completes it. */
export function Footer() {
  return (
    <footer className="mt-16 bg-brand-800 py-10 text-white">
      <div className="container-page">
        <p>
          <a className="underline" href={site.phone.href}>
            {site.phone.display}
          </a>
        </p>
        <nav aria-label="Legal">
          <ul className="flex gap-4">
            {footerRoutes('legal').map((r) => (
              <li key={r.path}>
                <a className="underline" href={r.path}>
                  {r.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <p>
          © {new Date().getFullYear()} {site.name}
        </p>
      </div>
    </footer>
  );
}

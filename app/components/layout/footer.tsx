import { Link } from "@remix-run/react";
import { useContext } from "react";
import { SOCIAL_NETWORKS, type SocialNetwork } from "#app/lib/site-config.ts";
import { FooterContext } from "./footer-context.ts";

interface FooterLink {
  label: string;
  /** Where it leads; the spec lists 'Sold logos' without a target, and the checkout work gave it one (/sold-logos). */
  to?: string;
}

const COLUMNS: { title: string; links: FooterLink[] }[] = [
  {
    title: "Quick links",
    links: [{ label: "Buy logos", to: "/buy-logos" }, { label: "Sell logos", to: "/sell-logos" }, { label: "Sold logos", to: "/sold-logos" }],
  },
  {
    title: "Service and support",
    links: [
      { label: "Support", to: "/support" },
      { label: "Designer Handbook", to: "/designer-handbook" },
      { label: "Return Policy", to: "/return" },
      { label: "Digital Delivery", to: "/shipping" },
    ],
  },
  {
    title: "Company",
    links: [
      { label: "About us", to: "/about" },
      { label: "Blog", to: "/blog" },
      { label: "Imprint", to: "/imprint" },
    ],
  },
  {
    title: "Legal",
    links: [
      { label: "Terms of Service", to: "/terms" },
      { label: "Privacy Policy", to: "/privacy" },
    ],
  },
];

const SOCIAL_ICON_PATHS: Record<SocialNetwork, string> = {
  Facebook: "M14 8h3V4h-3c-2.8 0-4 1.8-4 4.5V11H7v4h3v9h4v-9h3l1-4h-4V8.8c0-.5.3-.8 1-.8Z",
  X: "M4 4h4.5l4 5.6L17.3 4H20l-6.2 7.2L20.5 20H16l-4.3-6L6.5 20H4l6.5-7.5Z",
  Instagram: "M8 3h8a5 5 0 0 1 5 5v8a5 5 0 0 1-5 5H8a5 5 0 0 1-5-5V8a5 5 0 0 1 5-5Zm4 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8Zm5.5-1.5a1 1 0 1 0 0 2 1 1 0 0 0 0-2Z",
  LinkedIn: "M4 9h3.5v11H4Zm1.8-5.5a2 2 0 1 1 0 4 2 2 0 0 1 0-4ZM9.5 9H13v1.6c.5-.9 1.8-1.9 3.7-1.9 3.5 0 4.3 2.2 4.3 5.2V20h-3.5v-5.3c0-1.3 0-2.9-1.8-2.9S13 13.2 13 14.6V20H9.5Z",
};

/**
 * The spec shows the social icons without targets; the operator's profile addresses
 * (SOCIAL_* vars) make them links. An empty setting keeps the bare icon.
 */
function SocialIcon({ network, url }: { network: SocialNetwork; url: string | null }) {
  const path = <path d={SOCIAL_ICON_PATHS[network]} />;
  if (!url) {
    return (
      <svg role="img" aria-label={network} viewBox="0 0 24 24" className="h-5 w-5 fill-gray-600">
        {path}
      </svg>
    );
  }
  return (
    <a
      href={url}
      rel="noopener"
      aria-label={`LogoMarket on ${network}`}
      className="-m-1.5 inline-flex h-8 w-8 items-center justify-center rounded-md hover:bg-gray-200"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5 fill-gray-600">
        {path}
      </svg>
    </a>
  );
}

/** The default export too, for `footer.tsx?markup` (a static island: app/root.tsx). */
export default function Footer() {
  // Given by the server's render (entry.server.tsx); without it the icons show without links.
  const settings = useContext(FooterContext);
  const social = settings?.social ?? SOCIAL_NETWORKS.map((network) => ({ network, url: null }));
  const year = settings?.year ?? new Date().getUTCFullYear();
  return (
    <footer className="border-t border-gray-200 bg-gray-50 pb-36 pt-12 text-sm text-gray-700">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-8 px-4 sm:px-6 md:grid-cols-4">
        {COLUMNS.map((column) => (
          <section key={column.title} aria-labelledby={`footer-${column.title}`}>
            <h2 id={`footer-${column.title}`} className="font-semibold text-gray-900">
              {column.title}
            </h2>
            <ul className="mt-3 space-y-2">
              {column.links.map((link) => (
                <li key={link.label}>
                  {link.to ? (
                    <Link to={link.to} className="hover:text-gray-900 hover:underline">
                      {link.label}
                    </Link>
                  ) : (
                    <span>{link.label}</span>
                  )}
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <div className="mx-auto mt-10 flex max-w-7xl flex-col items-center justify-between gap-4 border-t border-gray-200 px-4 pt-6 sm:flex-row sm:px-6">
        <p>© {year} LogoMarket. All rights reserved.</p>
        <ul className="flex gap-4" aria-label="Social media">
          {social.map((profile) => (
            <li key={profile.network}>
              <SocialIcon network={profile.network} url={profile.url} />
            </li>
          ))}
        </ul>
      </div>
    </footer>
  );
}

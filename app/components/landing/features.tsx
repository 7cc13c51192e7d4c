import type { Feature } from "#app/content/landing.ts";

const ICONS: Record<Feature["icon"], string> = {
  spark: "M10 2l1.8 5.2L17 9l-5.2 1.8L10 16l-1.8-5.2L3 9l5.2-1.8L10 2Z",
  refresh: "M4 10a6 6 0 0 1 10.2-4.3L16 4v5h-5l1.8-1.8A4 4 0 1 0 14 12h2a6 6 0 0 1-12-2Z",
  download: "M9 3h2v7.6l2.3-2.3 1.4 1.4L10 14.4 5.3 9.7l1.4-1.4L9 10.6V3Zm-5 12h12v2H4v-2Z",
  cart: "M3 3h2l.4 2H17l-1.5 7H6.7l-.2 1H16v2H4l1-4.2L3.7 5H3V3Zm4 14a1 1 0 1 1 0 2 1 1 0 0 1 0-2Zm8 0a1 1 0 1 1 0 2 1 1 0 0 1 0-2Z",
};

export function Features({ features }: { features: readonly Feature[] }) {
  return (
    <section aria-labelledby="features-heading" className="bg-gray-50 py-16">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <h2 id="features-heading" className="text-center text-3xl font-bold tracking-tight text-gray-900">
          Why designers and founders use LogoMarket
        </h2>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {features.map((feature) => (
            <li key={feature.title} className="rounded-2xl border border-gray-200 bg-white p-6">
              <span className="flex h-11 w-11 items-center justify-center rounded-xl bg-indigo-100 text-indigo-700">
                <svg aria-hidden="true" viewBox="0 0 20 20" className="h-6 w-6" fill="currentColor">
                  <path d={ICONS[feature.icon]} />
                </svg>
              </span>
              <h3 className="mt-4 text-lg font-semibold text-gray-900">{feature.title}</h3>
              <p className="mt-2 text-gray-700">{feature.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

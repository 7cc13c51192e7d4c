import type { MetaFunction, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { ButtonLink, buttonClass } from "#app/components/content/button.tsx";
import { CallToAction, CardGrid, Hero, Section, StepList } from "#app/components/content/blocks.tsx";
import { ABOUT_MISSION, ABOUT_STEPS, ABOUT_VALUES } from "#app/content/about.ts";
import { requestPromptFocus } from "#app/lib/app-events.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { useLoaderData } from "@remix-run/react";
import { aboutFigures } from "#app/server/content/about-figures.server.ts";

export const meta: MetaFunction = () =>
  pageMeta(
    "About Us",
    "LogoMarket makes professional logos affordable: ready-made designs by independent designers and an AI designer that draws yours from a sentence.",
  );

const FIGURE_COLUMNS: Record<number, string> = { 2: "sm:grid-cols-2", 3: "sm:grid-cols-3" };

/** The figures are counted, not claimed (app/server/content/about-figures.server.ts). */
export async function loader({ context }: LoaderFunctionArgs) {
  return { figures: await aboutFigures(context.db) };
}

export default function AboutPage() {
  const { figures } = useLoaderData<typeof loader>();
  return (
    <>
      <Hero
        title="About Us"
        eyebrow="LogoMarket"
        lead="We help businesses of every size find a logo they love: ready-made by independent designers, or designed for them by AI in minutes."
      >
        <ButtonLink to="/browse">Browse Logos</ButtonLink>
        {/* The prompt bar lives in the layout; this asks it to take focus (spec: the landing page's 'Design your Logo' does the same). */}
        <button type="button" onClick={requestPromptFocus} className={buttonClass("secondary")}>
          Generate a Logo
        </button>
      </Hero>

      <Section id="mission" title="Our Mission">
        <div className="mx-auto max-w-3xl space-y-4 text-lg leading-8 text-gray-700">
          {ABOUT_MISSION.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </Section>

      {figures.length > 0 ? (
        <section aria-label="LogoMarket in numbers" className="bg-indigo-700">
          <dl className={`mx-auto grid max-w-6xl grid-cols-1 gap-8 px-4 py-12 text-center text-white sm:px-6 ${FIGURE_COLUMNS[figures.length] ?? ""}`}>
            {figures.map((figure) => (
              <div key={figure.label} className="flex flex-col-reverse">
                <dt className="mt-1 text-indigo-50">{figure.label}</dt>
                <dd className="text-4xl font-bold">{figure.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}

      <Section id="values" title="Our Values">
        <CardGrid cards={ABOUT_VALUES} />
      </Section>

      <Section id="how-it-works" title="How It Works" className="border-t border-gray-100">
        <StepList steps={ABOUT_STEPS} />
      </Section>

      <CallToAction title="Ready to find your logo?" text="Browse the catalogue, or tell us what you need and we will help.">
        <ButtonLink to="/browse" variant="inverse">
          Browse Logos
        </ButtonLink>
        <ButtonLink to="/support" variant="inverse">
          Contact Us
        </ButtonLink>
      </CallToAction>
    </>
  );
}

import type { ReactNode } from "react";
import { LogoImage } from "#app/components/logo-image.tsx";
import { backgroundColorVar, isDarkBackground } from "#protocol/taxonomy.ts";

interface MockupLogo {
  name: string;
  image: string;
  bgColor: string;
}

/**
 * How the artwork sits on a surface: as drawn, or as a one-colour print when it was drawn
 * for the opposite kind of background, as a designer prepares a logo for a dark or a light
 * print. The print inks what the artwork drew to stand out from its own background (the
 * dark parts of art for a light background, the light parts of art for a dark one) and
 * cuts out what is in the background's tone, so a badge's lettering shows the surface
 * through the badge. A colour negative instead turned a dark badge into a flat grey disc
 * with grey lettering, unreadable on a shirt.
 */
type Ink = "as-drawn" | "print-on-dark" | "print-on-light";

function inkOn(surface: "dark" | "light", logo: MockupLogo): Ink {
  const artIsLight = isDarkBackground(logo.bgColor);
  if (artIsLight === (surface === "dark")) return "as-drawn";
  return surface === "dark" ? "print-on-dark" : "print-on-light";
}

/**
 * How sharply a pixel turns from ink to cut-out around mid-grey: steep enough that a
 * badge is solid ink and its lettering clean holes, soft enough to keep anti-aliasing.
 */
const STEEPNESS = 6;

/** Rec. 709 luma weights: how light a pixel looks. */
const LUMA = [0.2126, 0.7152, 0.0722] as const;

/**
 * One print as an SVG filter: a colour matrix sets every pixel to the ink, with an opacity
 * that says how far the pixel is from the background's tone (steeply, around mid-grey);
 * the artwork's own transparency then trims it to the artwork.
 */
function PrintFilter({ id, ink, inkedParts }: { id: Ink; ink: readonly [number, number, number]; inkedParts: "dark" | "light" }) {
  // Opacity 0.5 at mid-grey, rising towards the inked parts' end of the scale.
  const slope = inkedParts === "dark" ? -STEEPNESS : STEEPNESS;
  const alpha = [...LUMA.map((weight) => slope * weight), 0, 0.5 - slope * 0.5];
  const values = [...ink.flatMap((channel) => [0, 0, 0, 0, channel]), ...alpha].map((n) => Number(n.toFixed(4))).join(" ");
  return (
    <filter id={`mockup-${id}`} colorInterpolationFilters="sRGB">
      <feColorMatrix type="matrix" values={values} result="ink" />
      <feComposite in="ink" in2="SourceGraphic" operator="in" />
    </filter>
  );
}

/** The two prints, defined once for the gallery (a zero-size SVG: a hidden one may not filter). */
function PrintFilters() {
  return (
    <svg aria-hidden="true" width="0" height="0" className="absolute">
      {/* Art for a light background on a dark surface: its dark parts print white. */}
      <PrintFilter id="print-on-dark" ink={[1, 1, 1]} inkedParts="dark" />
      {/* Art for a dark background on a light surface: its light parts print in gray-900. */}
      <PrintFilter id="print-on-light" ink={[17 / 255, 24 / 255, 39 / 255]} inkedParts="light" />
    </svg>
  );
}

/** The logo placed in a box given in percent of the scene. */
function Placed({ logo, box, ink, rotate = 0 }: { logo: MockupLogo; box: [number, number, number, number]; ink: Ink; rotate?: number }) {
  const [left, top, width, height] = box;
  return (
    <div
      className="absolute"
      style={{ left: `${left}%`, top: `${top}%`, width: `${width}%`, height: `${height}%`, transform: rotate ? `rotate(${rotate}deg)` : undefined, filter: ink === "as-drawn" ? undefined : `url(#mockup-${ink})` }}
    >
      <LogoImage src={logo.image} alt="" width={256} height={256} className="h-full w-full object-contain" />
    </div>
  );
}

function Scene({ label, children }: { label: string; children: ReactNode }) {
  return (
    <figure>
      <div className="relative aspect-[4/3] overflow-hidden rounded-xl border border-gray-200">{children}</div>
      <figcaption className="mt-2 text-sm font-medium text-gray-800">{label}</figcaption>
    </figure>
  );
}

const svgProps = { viewBox: "0 0 400 300", className: "absolute inset-0 h-full w-full", "aria-hidden": true } as const;

function Mug({ logo }: { logo: MockupLogo }) {
  return (
    <Scene label="Cup">
      <svg {...svgProps}>
        <defs>
          <linearGradient id="mug-room" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor="#f3f4f6" />
            <stop offset="1" stopColor="#d1d5db" />
          </linearGradient>
          <linearGradient id="mug-body" x1="0" y1="0" x2="1" y2="0">
            <stop offset="0" stopColor="#e5e7eb" />
            <stop offset="0.3" stopColor="#ffffff" />
            <stop offset="0.75" stopColor="#f9fafb" />
            <stop offset="1" stopColor="#cbd5e1" />
          </linearGradient>
        </defs>
        <rect width="400" height="300" fill="url(#mug-room)" />
        <ellipse cx="196" cy="262" rx="112" ry="14" fill="#000" opacity="0.12" />
        <path d="M276 110c38 0 52 22 52 50s-18 52-56 54" fill="none" stroke="#e2e8f0" strokeWidth="18" />
        <path d="M276 110c38 0 52 22 52 50s-18 52-56 54" fill="none" stroke="#cbd5e1" strokeWidth="4" />
        <path d="M100 62h186v178c0 14-12 24-26 24H126c-14 0-26-10-26-24Z" fill="url(#mug-body)" />
        <ellipse cx="193" cy="62" rx="93" ry="12" fill="#f8fafc" stroke="#cbd5e1" strokeWidth="2" />
        <ellipse cx="193" cy="63" rx="82" ry="8" fill="#3f2a1d" />
      </svg>
      <Placed logo={logo} box={[31, 33, 36, 48]} ink={inkOn("light", logo)} />
    </Scene>
  );
}

function Sign({ logo }: { logo: MockupLogo }) {
  return (
    <Scene label="Sign">
      <svg {...svgProps}>
        <rect width="400" height="300" fill="#e7e5e4" />
        {Array.from({ length: 10 }, (_, row) => (
          <g key={row} fill="none" stroke="#d6d3d1" strokeWidth="2">
            <line x1="0" y1={row * 30} x2="400" y2={row * 30} />
            {Array.from({ length: 9 }, (_, col) => (
              <line key={col} x1={col * 50 + (row % 2) * 25} y1={row * 30} x2={col * 50 + (row % 2) * 25} y2={row * 30 + 30} />
            ))}
          </g>
        ))}
        <rect x="40" y="34" width="200" height="10" rx="3" fill="#292524" />
        <rect x="34" y="28" width="14" height="22" rx="3" fill="#44403c" />
        <line x1="90" y1="44" x2="90" y2="74" stroke="#292524" strokeWidth="3" />
        <line x1="210" y1="44" x2="210" y2="74" stroke="#292524" strokeWidth="3" />
        <rect x="58" y="74" width="184" height="184" rx="16" fill="#000" opacity="0.15" transform="translate(6 8)" />
        <rect x="58" y="74" width="184" height="184" rx="16" style={{ fill: backgroundColorVar(logo.bgColor) }} stroke="#292524" strokeWidth="6" />
      </svg>
      <Placed logo={logo} box={[16.5, 27, 42, 56]} ink="as-drawn" />
    </Scene>
  );
}

function Hoody({ logo }: { logo: MockupLogo }) {
  return (
    <Scene label="Hoody">
      <svg {...svgProps}>
        <rect width="400" height="300" fill="#dbeafe" />
        <path
          d="M148 44c14-18 90-18 104 0l52 20c22 8 34 24 40 46l26 112c3 12-4 20-16 22l-24 4c-10 2-18-4-20-14l-16-70v130H106V164l-16 70c-2 10-10 16-20 14l-24-4c-12-2-19-10-16-22l26-112c6-22 18-38 40-46Z"
          fill="#1f2937"
        />
        <path d="M148 44c6 40 30 58 52 58s46-18 52-58c-16 22-36 28-52 28s-36-6-52-28Z" fill="#111827" />
        <path d="M186 96l-4 46M214 96l4 46" stroke="#d1d5db" strokeWidth="3" strokeLinecap="round" />
        <path d="M140 232h120l-14 36H154Z" fill="#111827" />
      </svg>
      <Placed logo={logo} box={[38, 46, 24, 26]} ink={inkOn("dark", logo)} />
    </Scene>
  );
}

function Cap({ logo }: { logo: MockupLogo }) {
  return (
    <Scene label="Cap">
      <svg {...svgProps}>
        <rect width="400" height="300" fill="#fef3c7" />
        <ellipse cx="200" cy="258" rx="150" ry="14" fill="#000" opacity="0.1" />
        <path d="M70 190c0-80 56-132 130-132s130 52 130 132Z" fill="#f9fafb" stroke="#d1d5db" strokeWidth="3" />
        <path d="M200 58c-30 30-42 80-42 132M200 58c30 30 42 80 42 132" fill="none" stroke="#e5e7eb" strokeWidth="3" />
        <circle cx="200" cy="60" r="7" fill="#e5e7eb" />
        <path d="M52 190h296c14 0 22 10 18 20-8 22-70 40-166 40S42 232 34 210c-4-10 4-20 18-20Z" fill="#e5e7eb" stroke="#d1d5db" strokeWidth="3" />
      </svg>
      <Placed logo={logo} box={[38, 30, 24, 30]} ink={inkOn("light", logo)} />
    </Scene>
  );
}

function Cards({ logo }: { logo: MockupLogo }) {
  return (
    <Scene label="Card">
      <svg {...svgProps}>
        <rect width="400" height="300" fill="#78716c" />
        <rect width="400" height="300" fill="#a8a29e" opacity="0.4" />
        <g transform="rotate(-8 220 170)">
          <rect x="118" y="92" width="230" height="132" rx="8" fill="#000" opacity="0.25" transform="translate(6 10)" />
          <rect x="118" y="92" width="230" height="132" rx="8" fill="#fafaf9" />
          <rect x="140" y="170" width="90" height="8" rx="4" fill="#a8a29e" />
          <rect x="140" y="186" width="130" height="6" rx="3" fill="#d6d3d1" />
          <rect x="140" y="198" width="110" height="6" rx="3" fill="#d6d3d1" />
        </g>
        <g transform="rotate(6 160 150)">
          <rect x="44" y="76" width="230" height="132" rx="8" fill="#000" opacity="0.3" transform="translate(6 10)" />
          <rect x="44" y="76" width="230" height="132" rx="8" style={{ fill: backgroundColorVar(logo.bgColor) }} />
        </g>
      </svg>
      <Placed logo={logo} box={[27, 27, 26, 38]} ink="as-drawn" rotate={6} />
    </Scene>
  );
}

function Flat({ label, logo, surface }: { label: string; logo: MockupLogo; surface: "own" | "black" | "white" }) {
  const background = surface === "own" ? logo.bgColor : surface === "black" ? "bg-black" : "bg-white";
  const ink = surface === "own" ? "as-drawn" : inkOn(surface === "black" ? "dark" : "light", logo);
  return (
    <Scene label={label}>
      <div className={`absolute inset-0 ${background}`} />
      <Placed logo={logo} box={[25, 12, 50, 76]} ink={ink} />
    </Scene>
  );
}

/**
 * 'Branding Inspiration': the logo on its background, on black, on white and on five
 * objects. Below the fold on every logo page: a deferred island (the logo page hydrates it
 * when it comes into view), hence plain values for props.
 */
export default function BrandingMockups({ name, image, bgColor }: MockupLogo) {
  const logo = { name, image, bgColor };
  return (
    <section aria-labelledby="mockups-heading" className="mt-12">
      <h2 id="mockups-heading" className="text-xl font-bold text-gray-900">
        Branding Inspiration
      </h2>
      <PrintFilters />
      <div className="mt-4 grid grid-cols-2 gap-4 md:grid-cols-4">
        <Flat label="Background" logo={logo} surface="own" />
        <Flat label="Black" logo={logo} surface="black" />
        <Flat label="White" logo={logo} surface="white" />
        <Mug logo={logo} />
        <Sign logo={logo} />
        <Hoody logo={logo} />
        <Cap logo={logo} />
        <Cards logo={logo} />
      </div>
    </section>
  );
}

import type { ArticleCover as Cover } from "#app/content/blog-articles.ts";

/** Abstract cover art for an article, drawn from two colours and a motif: decorative, so hidden from assistive technology. */
export function ArticleCover({ cover, id, className = "" }: { cover: Cover; id: string; className?: string }) {
  const gradient = `cover-${id}`;
  return (
    <svg aria-hidden="true" viewBox="0 0 400 225" preserveAspectRatio="xMidYMid slice" className={className}>
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={cover.from} />
          <stop offset="1" stopColor={cover.to} />
        </linearGradient>
      </defs>
      <rect width="400" height="225" fill={`url(#${gradient})`} />
      <g fill="none" stroke="#fff" strokeOpacity="0.35" strokeWidth="3">
        {cover.motif === "circles" &&
          [40, 80, 120].map((r) => <circle key={r} cx="300" cy="112" r={r} />)}
        {cover.motif === "rings" && [0, 1, 2].map((i) => <circle key={i} cx={120 + i * 80} cy="112" r="60" />)}
        {cover.motif === "grid" &&
          Array.from({ length: 6 }, (_, i) => (
            <g key={i}>
              <path d={`M${i * 80} 0V225`} />
              <path d={`M0 ${i * 45}H400`} />
            </g>
          ))}
        {cover.motif === "waves" &&
          [60, 110, 160].map((y) => <path key={y} d={`M0 ${y} Q100 ${y - 40} 200 ${y} T400 ${y}`} />)}
        {cover.motif === "diamond" &&
          [30, 60, 90].map((s) => <path key={s} d={`M200 ${112 - s}L${200 + s} 112L200 ${112 + s}L${200 - s} 112Z`} />)}
        {cover.motif === "bars" &&
          [0, 1, 2, 3, 4].map((i) => <rect key={i} x={70 + i * 56} y={150 - i * 22} width="36" height={40 + i * 22} rx="6" />)}
      </g>
    </svg>
  );
}

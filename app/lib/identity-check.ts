/**
 * Whether the site's public identity is real: the company details on the imprint, the
 * terms and every licence certificate, and the support address on every page. wrangler.toml
 * ships clearly fake defaults; `npm run deploy` refuses to publish them
 * (scripts/check-identity.ts) and the operators' console warns while a running site still
 * shows them. Plain TypeScript without imports, so Node runs it directly.
 */

interface Setting {
  name: string;
  /** What the setting is, in the words the refusal uses. */
  what: string;
  /** wrangler.toml's placeholder. */
  example: string;
  /** Empty is allowed (the footer then shows the icon without a link). */
  optional?: boolean;
}

export const IDENTITY_SETTINGS: readonly Setting[] = [
  { name: "SUPPORT_EMAIL", what: "the address buyers write to for support and refunds", example: "support@logo-marketplace.example" },
  { name: "COMPANY_NAME", what: "your company's legal name", example: "Example Logo Marketplace Ltd." },
  { name: "COMPANY_ADDRESS", what: "your company's postal address, on one line", example: "1 Example Street, 00000 Example City, Exampleland" },
  { name: "COMPANY_REPRESENTATIVE", what: "who represents your company and is responsible for the content", example: "Alex Example, Managing Director" },
  { name: "COMPANY_REGISTER", what: "your company's commercial register entry", example: "Example District Court, HRB 000000" },
  { name: "COMPANY_VAT_ID", what: "your company's VAT identification number", example: "XX000000000" },
  { name: "SOCIAL_FACEBOOK_URL", what: "your Facebook page, or empty for an icon without a link", example: "https://facebook.example/logo-marketplace", optional: true },
  { name: "SOCIAL_X_URL", what: "your X profile, or empty for an icon without a link", example: "https://x.example/logo-marketplace", optional: true },
  { name: "SOCIAL_INSTAGRAM_URL", what: "your Instagram profile, or empty for an icon without a link", example: "https://instagram.example/logo-marketplace", optional: true },
  { name: "SOCIAL_LINKEDIN_URL", what: "your LinkedIn page, or empty for an icon without a link", example: "https://linkedin.example/company/logo-marketplace", optional: true },
];

/** Domains reserved for examples and tests (RFC 2606, RFC 6761): never a real address. */
const RESERVED_DOMAIN = /(^|[@./])(example|invalid|test|localhost)(\.|$|\/|:)|(^|[@./])example\.(com|net|org)(\/|:|$)/i;

export interface IdentityProblem {
  name: string;
  value: string;
  /** The sentence that names the setting and what to put there. */
  message: string;
}

export function identityProblems(vars: Record<string, string | undefined>): IdentityProblem[] {
  const problems: IdentityProblem[] = [];
  for (const setting of IDENTITY_SETTINGS) {
    const value = (vars[setting.name] ?? "").trim();
    let why: string | null = null;
    if (!value) why = setting.optional ? null : "is empty";
    else if (value === setting.example) why = "is still the example default";
    else if (/@|:\/\//.test(value) && RESERVED_DOMAIN.test(value.replace(/^[a-z]+:\/\//i, "/"))) why = "is on a domain reserved for examples";
    if (why) problems.push({ name: setting.name, value, message: `${setting.name} ${why}${value ? ` ("${value}")` : ""}: set it to ${setting.what}.` });
  }
  return problems;
}

/**
 * The `[vars]` table of a wrangler.toml: its `KEY = "value"` lines (the file's own
 * shape: one string per line). Enough for this check; wrangler reads the file itself.
 */
export function varsOfWranglerToml(toml: string): Record<string, string> {
  const vars: Record<string, string> = {};
  let inVars = false;
  for (const raw of toml.split(/\r?\n/)) {
    const line = raw.trim();
    if (line.startsWith("[")) {
      inVars = line === "[vars]";
      continue;
    }
    if (!inVars) continue;
    const match = /^([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(?:"((?:[^"\\]|\\.)*)"|'([^']*)')/.exec(line);
    if (match) vars[match[1]!] = match[2] !== undefined ? match[2].replace(/\\(.)/g, "$1") : match[3]!;
  }
  return vars;
}

import type { SiteConfig, SocialNetwork, SocialProfile } from "#app/lib/site-config.ts";

type SiteVars = Pick<
  Env,
  | "SUPPORT_EMAIL"
  | "COMPANY_NAME"
  | "COMPANY_ADDRESS"
  | "COMPANY_REPRESENTATIVE"
  | "COMPANY_REGISTER"
  | "COMPANY_VAT_ID"
  | "SOCIAL_FACEBOOK_URL"
  | "SOCIAL_X_URL"
  | "SOCIAL_INSTAGRAM_URL"
  | "SOCIAL_LINKEDIN_URL"
>;

/** Only http(s) addresses become links: a typo in wrangler.toml must not produce a `javascript:` href. */
function profileUrl(value: string | undefined): string | null {
  const trimmed = value?.trim();
  if (!trimmed) return null;
  try {
    const url = new URL(trimmed);
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : null;
  } catch {
    return null;
  }
}

export function socialProfiles(env: SiteVars): SocialProfile[] {
  const urls: Record<SocialNetwork, string | undefined> = {
    Facebook: env.SOCIAL_FACEBOOK_URL,
    X: env.SOCIAL_X_URL,
    Instagram: env.SOCIAL_INSTAGRAM_URL,
    LinkedIn: env.SOCIAL_LINKEDIN_URL,
  };
  return (Object.keys(urls) as SocialNetwork[]).map((network) => ({ network, url: profileUrl(urls[network]) }));
}

export function siteConfig(env: SiteVars): SiteConfig {
  return {
    supportEmail: env.SUPPORT_EMAIL,
    company: {
      name: env.COMPANY_NAME,
      address: env.COMPANY_ADDRESS,
      representative: env.COMPANY_REPRESENTATIVE,
      register: env.COMPANY_REGISTER,
      vatId: env.COMPANY_VAT_ID,
    },
    social: socialProfiles(env),
  };
}

/**
 * The site's name: the app shows it, and the agent draws it as the watermark of every
 * preview, so both read it from here.
 */
export const SITE_NAME = "LogoMarket";

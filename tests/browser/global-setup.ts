import { chromium } from "@playwright/test";
import { BASE_URL } from "../../playwright.config.ts";
import { CHROMIUM_ARGS, TEST_BROWSER_PATH } from "../../scripts/lib/chromium.ts";
import { grantOperators, OPERATOR_ROLES, operatorEmail, shareOperatorRun, signUp } from "./console-helpers.ts";

/**
 * Before any test: the console's operators sign up on the site and become operators from
 * the command line (`npm run operator -- grant EMAIL...`), as an operator does it, while no
 * test is running (tests/browser/console-helpers.ts says why).
 */
export default async function globalSetup() {
  const run = Date.now().toString(36);
  const browser = await chromium.launch({ executablePath: TEST_BROWSER_PATH, args: CHROMIUM_ARGS });
  const emails = OPERATOR_ROLES.map((role) => operatorEmail(role, run));
  try {
    await Promise.all(
      emails.map(async (email) => {
        const page = await browser.newPage({ baseURL: BASE_URL });
        await signUp(page, email);
        await page.close();
      }),
    );
    // One grant for the three: each start of wrangler costs seconds, and the tests wait.
    await grantOperators(emails);
  } finally {
    await browser.close();
  }
  shareOperatorRun(run);
}

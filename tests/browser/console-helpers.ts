import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { expect, type Page } from "@playwright/test";
import { BASE_URL } from "../../playwright.config.ts";

const run = promisify(execFile);
export const CONSOLE_PASSWORD = "correct horse battery";
/** The local state scripts/serve-test.ts serves for this port. */
const STATE = `.wrangler/test-state-${new URL(BASE_URL).port}`;

export async function signUp(page: Page, email: string) {
  await page.goto("/signup");
  await page.getByRole("main").getByLabel("Email").fill(email);
  await page.getByRole("main").getByLabel("Password", { exact: true }).fill(CONSOLE_PASSWORD);
  await page.getByRole("main").getByRole("button", { name: "Sign Up" }).click();
  await page.waitForURL(/\/dashboard/);
}

/** `npm run operator -- grant EMAIL` against the state the test server runs on. */
export async function grantOperator(email: string) {
  const { stdout } = await run(process.execPath, ["scripts/operator.ts", "grant", email, "--persist-to", STATE]);
  expect(stdout).toContain(`${email} is an operator`);
}

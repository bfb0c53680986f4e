import { execFile } from "node:child_process";
import { promisify } from "node:util";

import { expect, test, type Page } from "@playwright/test";

import { readDemoEmployers } from "../fixtures/demo";
import { appUrl } from "../support/servers";
import { randomSsn } from "../support/test-data";

// Issue 44 item 1: the guides' shell walk-throughs run as pasted. The blocks a guide marks as steps
// (<Pre run>, data-run) are read from the page as a partner sees it, in order, and run in one bash
// with nothing set but the credentials, as the guide asks: `set -euo pipefail`, and every call the
// blocks make fails the run on a non-2xx answer (their `api` helper is curl --fail-with-body). The
// output must then say what the guide says it will. Both demo employers: one repays by payroll
// deduction, the other from a saved payment method (the guide's step 5).

test.use({ baseURL: appUrl("sandbox") });

const run = promisify(execFile);

async function steps(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  return page.locator("pre[data-run]").allTextContents();
}

const employers = readDemoEmployers("sandbox").slice(0, 2);

/** The guide's blocks in one bash, with only the credentials set; `ssn` replaces the guide's, as a reader testing another outcome would. */
async function runGuides(page: Page, employer: (typeof employers)[number], ssn?: string): Promise<string> {
  const onboarding = await steps(page, "/docs/guides/onboarding");
  expect(onboarding.length).toBeGreaterThanOrEqual(7);
  const portal = await steps(page, "/docs/guides/portal");
  expect(portal).toHaveLength(1);
  const guide = ["set -euo pipefail", ...onboarding, ...portal].join("\n");
  const script = ssn ? guide.replace('"ssn": "231-54-8765"', `"ssn": "${ssn}"`) : guide;
  if (ssn) expect(script).toContain(ssn);
  const { stdout } = await run("bash", ["-c", script], {
    // Nothing of this process's environment but where the tools are: the guide's own variables only.
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      CLIENT_ID: employer.clientId,
      CLIENT_SECRET: employer.clientSecret,
    } as unknown as NodeJS.ProcessEnv,
    timeout: 120_000,
  }).catch((error: { stdout?: string; stderr?: string; message: string }) => {
    throw new Error(`the guides' run failed: ${error.message}\n${error.stdout ?? ""}\n${error.stderr ?? ""}`);
  });
  return stdout;
}

test("the onboarding guide's document step, with an SSN the sandbox asks documents for (ending 1111)", async ({
  page,
}) => {
  const stdout = await runGuides(page, employers[0]!, randomSsn("1111"));
  expect(stdout).toContain("identity: NEEDS_EXPANDED_VERIFICATION");
  expect(stdout).toContain("identity after documents: VERIFIED");
  expect(stdout).toMatch(/"id": "card_/);
});

for (const employer of employers) {
  test(`the onboarding and hosted portal guides run as pasted (${employer.paymentMethodRepayment ? "payment method" : "payroll deduction"})`, async ({
    page,
  }) => {
    const stdout = await runGuides(page, employer);
    // What the guide says each step answers.
    expect(stdout).toContain(`employer ${employer.id}`);
    expect(stdout).toMatch(/"ssnLastFour": "8765"/);
    expect(stdout).toContain('"status": "Passed ATR"');
    expect(stdout).toContain("identity: VERIFIED");
    expect(stdout).toMatch(/^true$/m);
    expect(stdout).toMatch(/"id": "card_/);
    expect(stdout).toMatch(/"url": "http[^"]+\/invite\//);
    if (employer.paymentMethodRepayment) expect(stdout).toContain('"paymentMethodStatus": "Verified"');
  });
}

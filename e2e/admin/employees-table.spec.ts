import fs from "node:fs";

import { expect, test, type Employee } from "../fixtures/admin";
import type { Api } from "../fixtures/api";
import {
  at,
  employeesTable,
  expectLoaded,
  expectShowing,
  filterEmployees,
  heading,
  nameColumn,
  personName,
  rowNames,
} from "../support/admin-pages";
import { randomWord } from "../support/test-data";

// Every test marks its employees with an external ID that starts with a random token, and
// narrows the table to it: other tests (and the portal journeys) add employees to the same employer.
const newToken = () => `e2e-${randomWord(8).toLowerCase()}`;

async function createMarked(
  api: Api,
  token: string,
  count: number,
  overrides: (index: number) => Record<string, unknown> = () => ({}),
): Promise<Employee[]> {
  const created: Employee[] = [];
  // A few at a time: the API is quick, the machine has two cores.
  for (let start = 0; start < count; start += 5) {
    const batch = Array.from({ length: Math.min(5, count - start) }, (_, offset) => start + offset);
    created.push(
      ...(await Promise.all(
        batch.map((index) =>
          api.createEmployee({
            employer: "acme",
            personal: "none",
            overrides: { externalId: `${token}-${String(index + 1).padStart(2, "0")}`, ...overrides(index) },
          }),
        ),
      )),
    );
  }
  return created;
}

const byName = (a: Employee, b: Employee) =>
  a.lastName === b.lastName ? (a.firstName < b.firstName ? -1 : 1) : a.lastName < b.lastName ? -1 : 1;

test("search by name, the stuck-on filter, and the CSV export of what is shown", async ({
  page,
  api,
  adminSignIn,
  checkpoint,
}) => {
  const token = newToken();
  const [stuck, ...others] = await createMarked(api, token, 3, (index) => (index === 0 ? { isEligible: false } : {}));
  const employees = [stuck!, ...others];
  await adminSignIn("acme");

  await test.step("the table opens sorted by name", async () => {
    await page.goto("/admin");
    await expect(heading(page, at("employees.title"))).toBeVisible();
    await expectLoaded(page);
    await expect(nameColumn(page)).toHaveAttribute("aria-sort", "ascending");
    await checkpoint("employees");
  });

  await test.step("searching a last name finds that one employee", async () => {
    await filterEmployees(page, { q: stuck!.lastName });
    await expect(page).toHaveURL(new RegExp(`[?&]q=${stuck!.lastName}(&|$)`));
    await expectShowing(page, 1, 1, 1);
    await expect(rowNames(page)).toHaveText([personName(stuck!)]);
    // The row says in words who acts next: nobody — HR decided "not eligible", which stops them.
    await expect(employeesTable(page).getByRole("row").nth(1)).toContainText(at("waiting.stops.eligibility_status"));
    await checkpoint("search-by-name");
  });

  await test.step("the token finds all three; stuck on eligibility narrows to the one not eligible", async () => {
    await filterEmployees(page, { q: token });
    await expectShowing(page, 1, 3, 3);
    await expect(rowNames(page)).toHaveText([...employees].sort(byName).map((employee) => personName(employee)));

    await filterEmployees(page, { q: token, stuckOn: "eligibility_status" });
    await expect(page).toHaveURL(/[?&]stuckOn=eligibility_status(&|$)/);
    await expectShowing(page, 1, 1, 1);
    await expect(rowNames(page)).toHaveText([personName(stuck!)]);
    await expect(page.getByRole("combobox", { name: at("filters.stuckOn") })).toHaveValue("eligibility_status");
    await checkpoint("stuck-on-eligibility");
  });

  await test.step("the CSV export link downloads the filtered employees", async () => {
    const link = page.getByRole("link", { name: at("employees.export") });
    await expect(link).toHaveAttribute("href", new RegExp(`stuckOn=eligibility_status`));
    const downloading = page.waitForEvent("download");
    await link.click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe("employees.csv");
    const file = test.info().outputPath("employees.csv");
    await download.saveAs(file);
    await test.info().attach("employees.csv", { path: file, contentType: "text/csv" });
    const lines = fs.readFileSync(file, "utf8").trim().split(/\r?\n/);
    expect(lines[0]).toMatch(/^Employee ID,System ID,First Name,Last Name,Email,Complete,Requirements Met,Waiting On,/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`${token}-01,${stuck!.id},${stuck!.firstName},${stuck!.lastName},`);
    expect(lines[1]).toContain("Stopped: Eligibility status");
  });

  await test.step("clearing the filters brings back the whole table", async () => {
    await page.getByRole("link", { name: at("filters.clear") }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole("searchbox", { name: at("filters.search") })).toHaveValue("");
    await expect(page.getByRole("combobox", { name: at("filters.stuckOn") })).toHaveValue("");
  });
});

test("sorting by name flips aria-sort and the order; 26 employees make two pages", async ({
  page,
  api,
  adminSignIn,
  checkpoint,
}) => {
  test.slow(); // 26 employees through the API first
  const token = newToken();
  const employees = (await createMarked(api, token, 26)).sort(byName);
  const names = employees.map((employee) => personName(employee));
  await adminSignIn("acme");

  await test.step("page 1 of 2, ascending by name", async () => {
    await page.goto(`/admin?q=${token}`);
    await expect(heading(page, at("employees.title"))).toBeVisible();
    await expectShowing(page, 1, 25, 26);
    await expect(nameColumn(page)).toHaveAttribute("aria-sort", "ascending");
    await expect(rowNames(page)).toHaveText(names.slice(0, 25));
    const pages = page.getByRole("navigation", { name: at("pagination.label") });
    await expect(pages.getByText(at("pagination.pageOf", { page: 1, pages: 2 }))).toBeVisible();
    // On the first page "previous" is not a link.
    await expect(pages.getByRole("link", { name: at("pagination.previous") })).toHaveCount(0);
    await expect(pages.getByText(at("pagination.previous"))).toHaveAttribute("aria-disabled", "true");
    await checkpoint("page-1-ascending");
  });

  await test.step("the name header sorts descending, and back", async () => {
    await nameColumn(page).getByRole("button").click();
    await expect(nameColumn(page)).toHaveAttribute("aria-sort", "descending");
    await expect(page).toHaveURL(/[?&]sort=lastName&order=desc(&|$)/);
    await expect(rowNames(page)).toHaveText([...names].reverse().slice(0, 25));
    await expect(
      employeesTable(page).getByRole("columnheader", { name: at("employees.columns.progress") }),
    ).not.toHaveAttribute("aria-sort");
    await expect(
      page.getByText(
        at("employees.caption", { sort: at("employees.sortNames.lastName"), order: at("employees.orderNames.desc") }),
      ),
    ).toBeVisible();
    await checkpoint("page-1-descending");

    await nameColumn(page).getByRole("button").click();
    await expect(nameColumn(page)).toHaveAttribute("aria-sort", "ascending");
    await expect(rowNames(page)).toHaveText(names.slice(0, 25));
  });

  await test.step("next page: the 26th employee alone", async () => {
    const pages = page.getByRole("navigation", { name: at("pagination.label") });
    await pages.getByRole("link", { name: at("pagination.next") }).click();
    await expect(page).toHaveURL(/[?&]page=2(&|$)/);
    await expectShowing(page, 26, 26, 26);
    await expect(rowNames(page)).toHaveText([names[25]!]);
    await expect(pages.getByText(at("pagination.pageOf", { page: 2, pages: 2 }))).toBeVisible();
    await expect(pages.getByRole("link", { name: at("pagination.next") })).toHaveCount(0);
    await checkpoint("page-2");

    await pages.getByRole("link", { name: at("pagination.previous") }).click();
    await expectShowing(page, 1, 25, 26);
    await expect(rowNames(page)).toHaveText(names.slice(0, 25));
  });

  await test.step("a row leads to the employee's page", async () => {
    await rowNames(page).first().getByRole("link").click();
    await expect(page).toHaveURL(new RegExp(`/admin/employees/${employees[0]!.id}$`));
    await expect(page.getByRole("heading", { level: 1, name: names[0] })).toBeFocused();
  });
});

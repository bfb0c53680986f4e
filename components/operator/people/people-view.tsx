"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useTranslations } from "use-intl";

import { WaitingOnWords } from "@/components/admin/employees/waiting-on-cell";
import { columnHeadings } from "@/components/admin/labels";
import { Loaded } from "@/components/admin/resource/query-states";
import { StackedTable } from "@/components/admin/stacked-table";
import { When } from "@/components/admin/when";
import { Button } from "@/components/ui/button";
import { PageHeading } from "@/components/ui/page-heading";
import { TextField } from "@/components/ui/text-field";
import { usePeopleSearch } from "@/hooks/use-operator-people";

import { RequireOperatorPermission } from "../operator-role";

const COLUMNS = ["name", "employer", "reference", "progress", "created"] as const;
const MIN_LENGTH = 3;

/**
 * Support finds a person in any employer (owner, support and compliance roles): a name, e-mail or
 * external id (contains), our id or the reference the person reads out. The query is in the page's
 * address (`?q=`), so a search can be shared with a colleague and survives a reload.
 */
export function PeopleView({ q }: { q: string }) {
  const t = useTranslations("operator.people");
  return (
    <RequireOperatorPermission permission="people.read" title={t("title")} refusal={t("notForYourRole")}>
      <PeopleSearch q={q} />
    </RequireOperatorPermission>
  );
}

function PeopleSearch({ q }: { q: string }) {
  const t = useTranslations("operator.people");
  const admin = useTranslations("admin");
  const router = useRouter();
  const [value, setValue] = useState(q);
  const [tooShort, setTooShort] = useState(false);
  const search = usePeopleSearch(q);

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const query = value.trim();
    if (query.length < MIN_LENGTH) {
      setTooShort(true);
      document.getElementById("people-q")?.focus();
      return;
    }
    setTooShort(false);
    router.replace(`/operator/people?${new URLSearchParams({ q: query })}`);
  }

  return (
    <div className="flex flex-col gap-10">
      <PageHeading intro={<p>{t("intro")}</p>}>{t("title")}</PageHeading>
      <form
        role="search"
        aria-label={t("search.formLabel")}
        onSubmit={submit}
        noValidate
        className="flex flex-col gap-3"
      >
        <TextField
          id="people-q"
          name="q"
          type="search"
          label={t("search.label")}
          hint={t("search.hint")}
          error={tooShort ? t("search.tooShort") : undefined}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          autoComplete="off"
          spellCheck={false}
        />
        <Button type="submit" className="self-start">
          {t("search.submit")}
        </Button>
      </form>
      {q.trim().length >= MIN_LENGTH ? (
        // A heading without a landmark of its own: the results' table is the region, named the same.
        <div className="flex flex-col gap-4">
          <h2 className="text-xl font-bold text-slate-900">{t("results.title", { q })}</h2>
          <Loaded query={search} loading={t("results.loading")}>
            {({ data: rows, more }) =>
              rows.length === 0 ? (
                <p>{t("results.empty")}</p>
              ) : (
                <>
                  <StackedTable
                    id="people"
                    caption={t("results.title", { q })}
                    columns={columnHeadings(t, "results.columns", COLUMNS)}
                    rows={rows.map((person) => ({
                      key: person.id,
                      cells: [
                        <Link
                          key="name"
                          href={`/operator/people/${encodeURIComponent(person.id)}`}
                          className="break-words font-semibold text-brand-700 underline underline-offset-2"
                        >
                          {admin("employees.name", { first: person.firstName, last: person.lastName })}
                        </Link>,
                        person.employer.name,
                        <span key="reference" className="font-mono">
                          {person.reference}
                        </span>,
                        person.complete ? (
                          t("results.complete")
                        ) : person.waitingOn ? (
                          <WaitingOnWords key="progress" waiting={person.waitingOn} />
                        ) : (
                          t("results.inProgress")
                        ),
                        <When key="created" iso={person.createdAt} withTime={false} />,
                      ],
                    }))}
                  />
                  {more ? <p className="text-slate-700">{t("results.more")}</p> : null}
                </>
              )
            }
          </Loaded>
        </div>
      ) : null}
    </div>
  );
}

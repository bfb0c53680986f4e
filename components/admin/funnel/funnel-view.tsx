"use client";

import Link from "next/link";
import { useFormatter, useTranslations } from "use-intl";

import { PageHeading } from "@/components/ui/page-heading";
import { TextLink } from "@/components/ui/text-link";
import { useFunnel } from "@/hooks/use-admin-employees";
import type { Funnel } from "@/lib/schemas/responses/admin-employees";

import { Loaded } from "../resource/query-states";
import { FunnelChart } from "./funnel-chart";
import { FunnelTable } from "./funnel-table";
import { TopBlockers } from "./top-blockers";

export function FunnelView() {
  const t = useTranslations("admin.funnel");
  const funnel = useFunnel();
  return (
    <div className="flex flex-col gap-8">
      <PageHeading intro={t("intro")}>{t("title")}</PageHeading>
      <Loaded query={funnel} loading={t("loading")}>
        {(counts) => <FunnelContent funnel={counts} />}
      </Loaded>
    </div>
  );
}

function FunnelContent({ funnel }: { funnel: Funnel }) {
  const t = useTranslations("admin.funnel");
  const format = useFormatter();
  if (funnel.total === 0) {
    return (
      <p>
        {t("empty")} <TextLink href="/admin/employees/new">{t("addEmployee")}</TextLink>
      </p>
    );
  }
  return (
    <>
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Tile label={t("total")}>{format.number(funnel.total)}</Tile>
        <Tile label={t("complete")}>
          {format.number(funnel.complete)}{" "}
          <span className="text-base font-normal text-slate-700">
            ({format.number(funnel.complete / funnel.total, { style: "percent" })})
          </span>
        </Tile>
        <Tile label={t("needsHrAction")}>
          <Link href="/admin?needsHrAction=true" className={TILE_LINK}>
            {format.number(funnel.needsHrAction)}
          </Link>
        </Tile>
        <Tile label={t("decided")}>
          <Link href="/admin?waitingOn=decided" className={TILE_LINK}>
            {format.number(funnel.decided)}
          </Link>
        </Tile>
      </dl>
      <TopBlockers blockers={funnel.blockers} />
      <FunnelChart funnel={funnel} />
      <FunnelTable funnel={funnel} />
    </>
  );
}

const TILE_LINK = "text-brand-700 underline underline-offset-2 hover:text-brand-900";

/** One count of the funnel's head: what it counts, and the number (a link to those people where there is one). */
function Tile({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="rounded-md border border-slate-300 bg-white p-4">
      <dt className="text-slate-700">{label}</dt>
      <dd className="text-3xl font-bold">{children}</dd>
    </div>
  );
}

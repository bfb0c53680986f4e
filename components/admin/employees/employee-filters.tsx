"use client";

import { useTranslations } from "use-intl";

import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { REQUIREMENT_KEYS } from "@/lib/domain/onboarding/requirements";
import { WAITING_FILTERS } from "@/lib/domain/onboarding/waiting-on";

import { CheckboxField } from "@/components/ui/checkbox-field";
import { FilterActions, FilterForm, type FormParams } from "../filter-form";
import { filterSearch, parseTableQuery, STATUSES, type TableFilters, type TableQuery } from "./table-query";

/**
 * Search and filters, applied with a button rather than on every change, so choosing in a select
 * never reloads the table under a screen reader's feet. Keyed by the parent on the URL, so back
 * and forward show the filters of the table they bring back. A funnel link's "waiting for" and
 * "not HR's action" ride along, named, until the filters are cleared.
 */
export function EmployeeFilters({ query, onApply }: { query: TableQuery; onApply: (filters: TableFilters) => void }) {
  const t = useTranslations("admin");
  const filtered = filterSearch(query).toString() !== "";

  function apply(params: FormParams) {
    const { q, status, stuckOn, needsHrAction, waitingOn } = parseTableQuery(params);
    onApply({ q, status, stuckOn, needsHrAction, waitingOn });
  }

  return (
    <FilterForm
      label={t("filters.label")}
      onApply={apply}
      className="grid gap-4 rounded-md border border-slate-300 bg-white p-4 md:grid-cols-2 lg:grid-cols-4 lg:items-end"
    >
      <TextField
        label={t("filters.search")}
        hint={t("filters.searchHint")}
        name="q"
        type="search"
        maxLength={100}
        defaultValue={query.q}
      />
      <SelectField
        label={t("filters.status")}
        name="status"
        defaultValue={query.status}
        options={STATUSES.map((status) => ({ value: status, label: t(`filters.statuses.${status}`) }))}
      />
      <SelectField
        label={t("filters.waitingOn")}
        name="waitingOn"
        defaultValue={query.waitingOn}
        placeholder={t("filters.anyone")}
        options={WAITING_FILTERS.map((owner) => ({
          value: owner,
          label: owner === "decided" ? t("waiting.creditDecisionMade") : t(`waiting.owners.${owner}`),
        }))}
      />
      <SelectField
        label={t("filters.stuckOn")}
        name="stuckOn"
        defaultValue={query.stuckOn}
        placeholder={t("filters.anyRequirement")}
        options={REQUIREMENT_KEYS.map((key) => ({ value: key, label: t(`requirements.${key}`) }))}
      />
      <div className="lg:col-span-2">
        {query.needsHrAction === "false" ? (
          <input type="hidden" name="needsHrAction" value="false" />
        ) : (
          <CheckboxField
            name="needsHrAction"
            value="true"
            defaultChecked={query.needsHrAction === "true"}
            label={t("filters.needsHrAction")}
          />
        )}
      </div>
      <FilterActions
        apply={t("filters.apply")}
        clear={t("filters.clear")}
        clearHref="/admin"
        filtered={filtered}
        span="lg:col-span-2"
      />
    </FilterForm>
  );
}

"use client";

import { useTranslations } from "use-intl";

import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { AUDIT_ACTIONS, AUDIT_CATEGORIES, auditCategory } from "@/lib/domain/security/audit";
import type { TeamMember } from "@/lib/schemas/responses/admin-team";

import { FilterActions, FilterForm } from "../filter-form";
import { labelOr } from "../labels";
import { filterSearch, parseAuditFilters, type AuditFilters } from "./audit-query";

type Props = { filters: AuditFilters; people: TeamMember[]; onApply: (filters: AuditFilters) => void };

/**
 * The trail's filters, applied with a button (a select never reloads the table under a screen
 * reader), kept in the address bar by the page. Keyed by the page on the URL, so back and forward
 * show the filters of the page they bring back.
 */
export function AuditFiltersForm({ filters, people, onApply }: Props) {
  const t = useTranslations("admin.audit");
  const filtered = filterSearch(filters).toString() !== "";
  // Someone no longer in the team (or a partner, from a link in the table) stays choosable by id.
  const peopleOptions = people.map((person) => ({ value: person.id, label: `${person.name} (${person.email})` }));
  if (filters.actorId && !people.some((person) => person.id === filters.actorId))
    peopleOptions.push({ value: filters.actorId, label: filters.actorId });

  return (
    <FilterForm
      label={t("filters.label")}
      onApply={(params) => onApply({ ...parseAuditFilters(params), cursor: "" })}
      // A select is as wide as its longest option unless told otherwise: each fills its column, and
      // the columns may shrink, so nothing scrolls sideways at 320 px.
      className="grid grid-cols-1 gap-4 rounded-md border border-slate-300 bg-white p-4 *:min-w-0 md:grid-cols-2 lg:grid-cols-3 lg:items-end [&_input]:w-full [&_input]:min-w-0 [&_select]:w-full [&_select]:min-w-0"
    >
      <SelectField
        label={t("filters.category")}
        name="category"
        defaultValue={filters.category}
        placeholder={t("filters.anyCategory")}
        options={AUDIT_CATEGORIES.map((category) => ({
          value: category,
          label: labelOr(t, `categories.${category}`, category),
        }))}
      />
      <SelectField
        label={t("filters.action")}
        name="action"
        defaultValue={filters.action}
        placeholder={t("filters.anyAction")}
        options={AUDIT_ACTIONS.map((action) => ({
          value: action,
          label: `${labelOr(t, `categories.${auditCategory(action)}`, auditCategory(action))}: ${labelOr(t, `actions.${action}`, action)}`,
        }))}
      />
      <SelectField
        label={t("filters.who")}
        name="actorId"
        defaultValue={filters.actorId}
        placeholder={t("filters.anyone")}
        options={peopleOptions}
      />
      <TextField
        label={t("filters.target")}
        hint={t("filters.targetHint")}
        name="targetId"
        maxLength={100}
        spellCheck={false}
        autoComplete="off"
        defaultValue={filters.targetId}
      />
      <TextField label={t("filters.from")} name="from" type="date" defaultValue={filters.from} />
      <TextField label={t("filters.to")} name="to" type="date" defaultValue={filters.to} />
      <FilterActions
        apply={t("filters.apply")}
        clear={t("filters.clear")}
        clearHref="/admin/audit"
        filtered={filtered}
        span="lg:col-span-3"
      />
    </FilterForm>
  );
}

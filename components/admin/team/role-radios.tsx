"use client";

import type { ComponentProps } from "react";
import { useTranslations } from "use-intl";

import { HR_ROLES } from "@/lib/domain/hr/hr-roles";

import { DescribedRadios } from "../described-radios";

type Props = Omit<ComponentProps<typeof DescribedRadios>, "options">;

/** The three roles as radios, each with one line on what it may do (the radio's description). */
export function RoleRadios(props: Props) {
  const t = useTranslations("admin.roles");
  const options = HR_ROLES.map((role) => ({
    value: role,
    label: t(`names.${role}`),
    description: t(`descriptions.${role}`),
  }));
  return <DescribedRadios {...props} options={options} />;
}

"use client";

import type { ComponentProps } from "react";
import { useTranslations } from "use-intl";

import { useAccountDoor } from "@/hooks/use-account-door";
import { HR_ROLES } from "@/lib/domain/hr/hr-roles";
import { OPERATOR_ROLES } from "@/lib/domain/operator/operator-roles";

import { DescribedRadios } from "../described-radios";

type Props = Omit<ComponentProps<typeof DescribedRadios>, "options">;

/**
 * The door's roles as radios (HR's three, or the console's four), each with one line on what it
 * may do (the radio's description).
 */
export function RoleRadios(props: Props) {
  const door = useAccountDoor();
  const t = useTranslations(`${door.name}.roles`);
  const roles = door.name === "operator" ? OPERATOR_ROLES : HR_ROLES;
  const options = roles.map((role) => ({
    value: role,
    label: t(`names.${role}`),
    description: t(`descriptions.${role}`),
  }));
  return <DescribedRadios {...props} options={options} />;
}

import type { ComponentType } from "react";

import type { HrPermission } from "@/lib/domain/hr/hr-roles";

import { adminMetadata } from "./page-title";
import { RequirePermission } from "./role";

type Options = {
  permission: HrPermission;
  /** The page's title, a key under `admin`: its <title>, and the heading of the refusal. */
  titleKey: string;
  View: ComponentType;
};

/** An HR page only one permission opens: its <title> and its view behind RequirePermission. */
export function permissionPage({ permission, titleKey, View }: Options) {
  const generateMetadata = () => adminMetadata(titleKey);
  function Page() {
    return (
      <RequirePermission permission={permission} titleKey={titleKey}>
        <View />
      </RequirePermission>
    );
  }
  return { generateMetadata, Page };
}

import { adminMetadata } from "@/components/admin/page-title";
import { ssoErrorOf } from "@/components/admin/sign-in/sso-errors";
import { SignInView } from "@/components/admin/sign-in/sign-in-view";

export const generateMetadata = () => adminMetadata("signIn.submit");

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** `?sso_error=<code>`: single sign-on sent the person back without signing them in, and why. */
export default async function AdminSignInPage({ searchParams }: Props) {
  return <SignInView ssoError={ssoErrorOf((await searchParams).sso_error)} />;
}

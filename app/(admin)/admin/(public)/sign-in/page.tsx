import { adminMetadata } from "@/components/admin/page-title";
import { ssoErrorOf } from "@/components/admin/sign-in/sso-errors";
import { SignInView } from "@/components/admin/sign-in/sign-in-view";
import { pendingSsoLinkStep } from "@/lib/api/sso-link-page";

export const generateMetadata = () => adminMetadata("signIn.submit");

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * `?sso_error=<code>`: single sign-on sent the person back without signing them in, and why.
 * `?sso_link=confirm`: it found their existing account, which they confirm is theirs first.
 */
export default async function AdminSignInPage({ searchParams }: Props) {
  const query = await searchParams;
  const ssoLink = query.sso_link === "confirm" ? await pendingSsoLinkStep() : undefined;
  return <SignInView ssoError={ssoErrorOf(query.sso_error)} ssoLink={ssoLink} />;
}

import { adminMetadata } from "@/components/admin/page-title";
import { SignInForm } from "@/components/admin/sign-in-form";

export const generateMetadata = () => adminMetadata("signIn.submit");

export default function AdminSignInPage() {
  return <SignInForm />;
}

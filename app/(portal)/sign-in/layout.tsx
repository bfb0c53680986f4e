import { PublicShell } from "@/components/portal/public-shell";

// The sign-in page sits outside the onboarding shell (that one requires a session).
export default function SignInLayout({ children }: { children: React.ReactNode }) {
  return <PublicShell>{children}</PublicShell>;
}

import { PublicShell } from "@/components/portal/public-shell";

// The reminders' opt-out is opened from an e-mail, signed in or not.
export default function RemindersLayout({ children }: { children: React.ReactNode }) {
  return <PublicShell>{children}</PublicShell>;
}

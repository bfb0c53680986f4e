import { TextField } from "@/components/ui/text-field";

type Props = Omit<React.ComponentProps<typeof TextField>, "type"> & { kind: "totp" | "recovery_code" };

/**
 * A code typed from an authenticator app (six digits: the phone's keypad, and the browser may fill
 * it from an SMS-style autofill) or a recovery code (letters and digits, never autocorrected).
 */
export function CodeField({ kind, className = "sm:max-w-xs", ...props }: Props) {
  return kind === "totp" ? (
    <TextField
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      spellCheck={false}
      maxLength={12}
      className={className}
      {...props}
    />
  ) : (
    <TextField
      type="text"
      autoComplete="off"
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      maxLength={40}
      className={className}
      {...props}
    />
  );
}

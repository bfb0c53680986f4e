import { TextField } from "@/components/ui/text-field";

type Props = Omit<React.ComponentProps<typeof TextField>, "type"> & { kind: "totp" | "recovery_code" };

// An authenticator app's code is six digits: the phone's keypad, and the browser may fill it from an
// SMS-style autofill. A recovery code is letters and digits, never autocorrected.
const INPUTS = {
  totp: { inputMode: "numeric", autoComplete: "one-time-code", maxLength: 12 },
  recovery_code: { autoComplete: "off", autoCapitalize: "none", autoCorrect: "off", maxLength: 40 },
} as const;

/** A code typed from an authenticator app or a recovery code. */
export function CodeField({ kind, className = "sm:max-w-xs", ...props }: Props) {
  return <TextField type="text" {...INPUTS[kind]} spellCheck={false} className={className} {...props} />;
}

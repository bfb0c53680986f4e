import { z } from "zod";

import type { checkEmail } from "@/lib/domain/person/email";

/**
 * A required text field checked by one of the domain's rules (a person's name, an e-mail: the
 * API's own), for a form's zod schema; each message is a problem code for errorText.
 */
export const checkedText = (check: typeof checkEmail) =>
  z
    .string()
    .trim()
    .min(1, "required")
    .superRefine((value, ctx) => {
      const result = check(value);
      if (!result.ok) ctx.addIssue({ code: "custom", message: result.problems[0].code });
    });

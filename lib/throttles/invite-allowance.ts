import { consume, ThrottleStoreError } from "./rate-limit";
import { bulkInviteThrottle } from "./throttles";

/**
 * Spends one point of the employer's hourly invitation throttle for one e-mail: true to send,
 * false when the hour's points are spent or the throttle store is away (fail closed: it is e-mail
 * to people). HR's invitations and support's resend share it, so neither adds to the other's hour.
 */
export function inviteAllowance(): (employerId: string) => Promise<boolean> {
  const throttle = bulkInviteThrottle();
  return (employerId) =>
    consume(throttle, employerId).then(
      (state) => !state.refused,
      (error: unknown) => {
        if (error instanceof ThrottleStoreError) return false;
        throw error;
      },
    );
}

import type { Step } from './store';

/**
 * The steps the stepper shows: the ones this player goes through (spec §2 Register), so that
 * "step 2 of 3" is true and no grey step sits behind the player. The OTP step is one of them while
 * it lies ahead and the switch is on (at step 1 the stepper can only foresee), and once the player
 * went through it (or was already verified, shown as done); skipped, it is left out.
 */
export function stepsOnTheWay(step: Step, otpSwitch: boolean, otpSkipped: boolean): Step[] {
  const withOtp = step === 1 ? otpSwitch : !otpSkipped;
  return withOtp ? [1, 2, 3, 4] : [1, 3, 4];
}

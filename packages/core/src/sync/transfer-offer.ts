/**
 * The anonymous transfer (01 §4, 03 §4): a new account that has not been
 * onboarded is offered the progress typed before signing in, when there is
 * any. Either answer onboards the account, so the offer comes once.
 */

export const TRANSFER_TEXTS = {
  title: 'Transfer your progress?',
  body: 'This browser holds progress typed before you signed in. Move it into your account?',
  accept: 'Transfer progress',
  decline: 'Not now',
  done: 'Progress transferred to your account.',
} as const;

export function offersTransfer(account: { onboarded: boolean } | null, anonymousProgress: boolean): boolean {
  return account !== null && !account.onboarded && anonymousProgress;
}

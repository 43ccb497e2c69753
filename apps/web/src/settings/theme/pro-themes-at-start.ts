/**
 * Whether Pro's extra themes may be worn at start, before the server answers:
 * development mode, or an active subscription in the plan kept for the kept
 * session — the same plan the paywall decides with until then. The inline
 * script of index.html makes this decision for the first frame: keep the two
 * in step.
 */
import { accountInfo } from '@typeshelf/core/accounts';
import { isDevMode } from '../../page/dev-mode';
import { readKeptPlan } from '../../session/kept-plan';
import { keptUserId } from '../../session/kept-session';

export function proThemesAtStart(): boolean {
  return isDevMode() || accountInfo(readKeptPlan(keptUserId())).isPremium;
}

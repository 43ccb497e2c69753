import { useSnapshot } from 'valtio';
import { type Session, sessionState } from './session-state';

/** The signed-in account, its premium flags and loading states. */
export function useSession(): Session {
  return useSnapshot(sessionState).session as Session;
}

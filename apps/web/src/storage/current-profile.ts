/**
 * The one LocalData of the page: the current profile, the shared cache and
 * the switch between profiles (read through `use-profile.ts`).
 */
import { LocalData } from './index';

export const localData = new LocalData();

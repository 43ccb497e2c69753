/**
 * The one LocalData of the page: the current profile, the shared cache and
 * the switch between profiles (read through `hooks/use-profile`).
 */
import { LocalData } from '../../data';

export const localData = new LocalData();

// Imports the folder that imports this one: a cycle of folders, though no module imports itself.
import { first } from '../alpha/first';

export const back = () => first();

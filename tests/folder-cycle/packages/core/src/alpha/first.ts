import { second } from '../beta/second';

export const first = () => second() + 1;

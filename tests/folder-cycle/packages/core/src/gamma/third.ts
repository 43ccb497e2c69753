import { second } from '../beta/second';

export const third = () => second() + 1;

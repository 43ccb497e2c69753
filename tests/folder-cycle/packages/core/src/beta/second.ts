export const second = () => 2;

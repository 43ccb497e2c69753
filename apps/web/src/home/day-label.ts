/** The local day a moment belongs to, as YYYY-MM-DD; a new day starts at 4 AM (01 §9). */
export function dayLabel(time: number): string {
  const shifted = new Date(time - 4 * 60 * 60 * 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${shifted.getFullYear()}-${pad(shifted.getMonth() + 1)}-${pad(shifted.getDate())}`;
}

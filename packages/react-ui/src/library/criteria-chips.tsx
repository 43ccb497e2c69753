import { AppLink } from '../common/app-link';

export interface CriterionChip {
  key: string;
  /** What the chip shows, e.g. "author: Jane Austen". */
  label: string;
  /** The address with this criterion removed. */
  href: string;
}

export interface CriteriaChipsProps {
  chips: readonly CriterionChip[];
  /** The address with every criterion removed; the CLEAR chip shows when set. */
  clearHref: string | null;
}

/** Removable chips for the criteria in use, and CLEAR when more than one. */
export function CriteriaChips({ chips, clearHref }: CriteriaChipsProps) {
  if (chips.length === 0) return null;
  return (
    <ul className="chips" aria-label="Active filters">
      {chips.map((chip) => (
        <li key={chip.key}>
          <AppLink href={chip.href} className="chip" aria-label={`Remove ${chip.label}`}>
            {chip.label} <span aria-hidden="true">×</span>
          </AppLink>
        </li>
      ))}
      {clearHref !== null ? (
        <li>
          <AppLink href={clearHref} className="chip chip--clear" aria-label="Clear all filters">
            CLEAR
          </AppLink>
        </li>
      ) : null}
    </ul>
  );
}

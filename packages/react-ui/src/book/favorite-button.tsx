/** The heart that toggles a book's favourite state. */
export function FavoriteButton({ favorite, onToggle }: { favorite: boolean; onToggle: () => void }) {
  return (
    <button
      type="button"
      className={`favorite-button${favorite ? ' favorite-button--on' : ''}`}
      aria-pressed={favorite}
      aria-label="Favourite"
      onClick={onToggle}
    >
      <span aria-hidden="true">{favorite ? '♥' : '♡'}</span>
    </button>
  );
}

/** Five stars for a raw rating 0..1, to the half star. */
export function RatingStars({ rating }: { rating: number | null }) {
  if (rating === null) return null;
  const halves = Math.round(Math.min(1, Math.max(0, rating)) * 10);
  const stars = halves / 2;
  return (
    <span className="rating-stars" role="img" aria-label={`Rated ${stars} out of 5`}>
      {[0, 1, 2, 3, 4].map((i) => {
        const fill = halves >= (i + 1) * 2 ? 'full' : halves === i * 2 + 1 ? 'half' : 'empty';
        return (
          <span key={i} className={`rating-stars__star rating-stars__star--${fill}`} aria-hidden="true">
            ★
          </span>
        );
      })}
    </span>
  );
}

import { useId, useState } from 'react';

export interface BookDescriptionProps {
  /** The description cut to 150 words, and whether it was cut. */
  short: { text: string; truncated: boolean };
  full: string;
  longDescription: readonly string[];
  rights: { info: string | null; license: string | null; licenseUrl: string | null } | null;
}

/** The description with the more/less toggle revealing the rest, the long description and the rights. */
export function BookDescription({ short, full, longDescription, rights }: BookDescriptionProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const hasMore =
    short.truncated || longDescription.length > 0 || Boolean(rights && (rights.info || rights.license));
  return (
    <div className="book-description">
      <p>{open ? full : short.text}</p>
      {open ? (
        <div id={id} className="book-description__more">
          {longDescription.map((paragraph, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs have no identity but their order.
            <p key={i}>{paragraph}</p>
          ))}
          {rights && (rights.info || rights.license) ? (
            <p className="book-description__rights">
              {rights.info}
              {rights.license ? (
                <>
                  {' '}
                  {rights.licenseUrl ? (
                    <a href={rights.licenseUrl} rel="noopener noreferrer" target="_blank">
                      {rights.license}
                    </a>
                  ) : (
                    rights.license
                  )}
                </>
              ) : null}
            </p>
          ) : null}
        </div>
      ) : null}
      {hasMore ? (
        <button
          type="button"
          className="link-button"
          aria-expanded={open}
          aria-controls={open ? id : undefined}
          onClick={() => setOpen(!open)}
        >
          {open ? 'less' : 'more'}
        </button>
      ) : null}
    </div>
  );
}

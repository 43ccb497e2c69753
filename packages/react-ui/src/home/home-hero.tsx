import { AppLink } from '../common/app-link';

export type HomeHeroProps =
  | { kind: 'welcome'; href: string; coverUrl: string | null }
  | {
      kind: 'last';
      href: string;
      coverUrl: string | null;
      title: string;
      author: string;
      chapterTitle: string | null;
      /** 0..1 */
      progress: number;
    };

/** The welcome hero (tutorial book) or the continue hero (last book in progress). Enter starts it. */
export function HomeHero(props: HomeHeroProps) {
  const cover = props.coverUrl ? (
    <img src={props.coverUrl} alt="" width={120} className="hero__cover" />
  ) : null;
  if (props.kind === 'welcome') {
    return (
      <section className="hero hero--welcome" aria-labelledby="hero-title">
        {cover}
        <div className="hero__text">
          <h1 id="hero-title">Welcome to Typeshelf</h1>
          <p>
            Get faster, more accurate and more consistent at touch typing by retyping real books. Start with
            the first steps: a short tutorial that shows how the prompt works.
          </p>
          <AppLink href={props.href} className="button button--primary">
            Start the tutorial
          </AppLink>{' '}
          <span className="hero__hint">
            or press <kbd>Enter</kbd>
          </span>
        </div>
      </section>
    );
  }
  return (
    <section className="hero hero--last" aria-labelledby="hero-title">
      {cover}
      <div className="hero__text">
        <p className="hero__eyebrow">Continue where you left off</p>
        <h1 id="hero-title">{props.title}</h1>
        <p className="hero__author">{props.author}</p>
        {props.chapterTitle ? <p className="hero__chapter">{props.chapterTitle}</p> : null}
        <span className="progress-bar" aria-hidden="true">
          <span className="progress-bar__fill" style={{ width: `${Math.floor(props.progress * 100)}%` }} />
        </span>
        <AppLink href={props.href} className="button button--primary">
          CONTINUE ({Math.floor(props.progress * 100)}%)
        </AppLink>{' '}
        <span className="hero__hint">
          or press <kbd>Enter</kbd>
        </span>
      </div>
    </section>
  );
}

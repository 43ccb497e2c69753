/** The community widgets: chat presence, forum hot posts, and the showcase hero. */
import { AppLink, CommunityPanel, type PanelState } from '@typeshelf/react-ui';
import { useEffect, useState } from 'react';
import {
  type ChatPresence,
  type ForumPost,
  fetchChatPresence,
  fetchForumPosts,
  fetchShowcase,
  pickShowcase,
  type ShowcaseEntry,
} from './community';

function usePanel<T>(load: () => Promise<T | null>): PanelState<T> {
  const [state, setState] = useState<PanelState<T>>({ state: 'loading' });
  // biome-ignore lint/correctness/useExhaustiveDependencies: loads once per mount.
  useEffect(() => {
    let live = true;
    void load().then((value) => {
      if (live) setState(value === null ? { state: 'none' } : { state: 'ok', value });
    });
    return () => {
      live = false;
    };
  }, []);
  return state;
}

export function CommunityWidgets() {
  const chat = usePanel<ChatPresence>(() => fetchChatPresence());
  const forum = usePanel<ForumPost[]>(() => fetchForumPosts());
  const showcase = usePanel<ShowcaseEntry>(async () => {
    const entries = await fetchShowcase();
    return entries ? pickShowcase(entries, Math.random()) : null;
  });
  return (
    <div className="community">
      <CommunityPanel
        title="Showcase"
        data={showcase}
        render={(entry) =>
          entry.type === 'video' ? (
            <figure className="showcase">
              <video src={entry.src} controls muted preload="metadata" width={320} />
              {entry.title ? <figcaption>{entry.title}</figcaption> : null}
            </figure>
          ) : entry.url.startsWith('/') ? (
            <AppLink className="showcase" href={entry.url}>
              <img src={entry.img} alt="" width={320} loading="lazy" />
              <span>{entry.title}</span>
            </AppLink>
          ) : (
            <a className="showcase" href={entry.url} rel="noopener noreferrer" target="_blank">
              <img src={entry.img} alt="" width={320} loading="lazy" />
              <span>{entry.title}</span>
            </a>
          )
        }
      />
      <CommunityPanel
        title="Chat"
        data={chat}
        render={(presence) => (
          <p>
            {presence.count} online
            {presence.members.length > 0 ? `: ${presence.members.slice(0, 5).join(', ')}` : ''}
          </p>
        )}
      />
      <CommunityPanel
        title="Forum"
        data={forum}
        render={(posts) => (
          <ul className="forum-posts">
            {posts.map((post) => (
              <li key={post.url}>
                <span className="tag">{post.flair}</span>{' '}
                <a href={post.url} rel="noopener noreferrer" target="_blank">
                  {post.title}
                </a>
              </li>
            ))}
          </ul>
        )}
      />
    </div>
  );
}

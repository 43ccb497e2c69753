/** The community widgets: chat presence, forum hot posts, and the showcase hero. */
import { AppLink, CommunityPanel, type PanelState } from '@typeshelf/react-ui';
import { ArrowRight, ExternalLink, MessageCircle, MessagesSquare, Sparkles } from 'lucide-react';
import { useEffect, useState } from 'react';
import { type Community, communityOf } from '../share/communities';
import {
  type ChatPresence,
  type ForumPost,
  fetchChatPresence,
  fetchForumPosts,
  fetchShowcase,
  pickShowcase,
  type ShowcaseEntry,
  showcaseAsset,
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

const icon = { 'aria-hidden': true, size: 20, strokeWidth: 2, className: 'community-panel__icon' } as const;

/** A card's link to its community (another site: a new tab), named for where it goes. */
function CommunityLink({ community, label }: { community: Community | undefined; label: string }) {
  if (!community) return null;
  return (
    <a href={community.url} target="_blank" rel="noopener noreferrer">
      {label} {community.name}
      <ExternalLink aria-hidden="true" size={16} strokeWidth={1.75} />
    </a>
  );
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
        icon={<Sparkles {...icon} />}
        about="Videos and articles about typing books with Typeshelf."
        action={
          <AppLink href="/showcase">
            Every video and article
            <ArrowRight aria-hidden="true" size={16} strokeWidth={1.75} />
          </AppLink>
        }
        data={showcase}
        render={(entry) =>
          entry.type === 'video' ? (
            <figure className="showcase">
              <video src={entry.src} controls muted preload="metadata" width={320} />
              {entry.title ? <figcaption>{entry.title}</figcaption> : null}
            </figure>
          ) : entry.url.startsWith('/') ? (
            <AppLink className="showcase" href={entry.url}>
              <img src={showcaseAsset(entry.img)} alt="" width={72} height={108} loading="lazy" />
              <span>{entry.title}</span>
            </AppLink>
          ) : (
            <a className="showcase" href={entry.url} rel="noopener noreferrer" target="_blank">
              <img src={showcaseAsset(entry.img)} alt="" width={72} height={108} loading="lazy" />
              <span>{entry.title}</span>
            </a>
          )
        }
      />
      <CommunityPanel
        title="Chat"
        icon={<MessageCircle {...icon} />}
        about={communityOf('chat')?.description}
        action={<CommunityLink community={communityOf('chat')} label="Join the chat on" />}
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
        icon={<MessagesSquare {...icon} />}
        about={communityOf('forum')?.description}
        action={<CommunityLink community={communityOf('forum')} label="Read the forum on" />}
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

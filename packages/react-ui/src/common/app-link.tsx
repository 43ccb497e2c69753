import { type AnchorHTMLAttributes, createContext, type ReactNode, useContext } from 'react';

export interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  href: string;
  children?: ReactNode;
}

type LinkComponent = (props: AppLinkProps) => ReactNode;

const PlainLink: LinkComponent = ({ children, ...props }) => <a {...props}>{children}</a>;

const LinkContext = createContext<LinkComponent>(PlainLink);

/** Lets the app route in-app links (components here render plain anchors otherwise). */
export const LinkProvider = LinkContext.Provider;

/** An in-app link: the app's router link when one is provided, else a plain anchor. */
export function AppLink(props: AppLinkProps) {
  const Link = useContext(LinkContext);
  return <Link {...props} />;
}

import type { ReactNode } from 'react';

export interface AppShellProps {
  /** The header's navigation, hidden on the prompt. */
  header?: ReactNode;
  children: ReactNode;
}

/** The page frame: a skip link, the header, and the main landmark. */
export function AppShell({ header, children }: AppShellProps) {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      {header}
      <main id="main" tabIndex={-1}>
        {children}
      </main>
    </>
  );
}

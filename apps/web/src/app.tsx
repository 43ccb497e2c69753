import { AppShell } from '@typeshelf/react-ui';
import { Link, Route, Switch } from 'wouter';

function Header() {
  return (
    <header className="site-header">
      <nav aria-label="Main">
        <Link href="/">Typeshelf</Link>
        <Link href="/books">Library</Link>
      </nav>
    </header>
  );
}

function Home() {
  return (
    <section aria-labelledby="home-title">
      <h1 id="home-title">Typeshelf</h1>
      <p>Get faster, more accurate and more consistent at touch typing by retyping real books.</p>
    </section>
  );
}

function NotFound() {
  return (
    <section aria-labelledby="nf-title">
      <h1 id="nf-title">Page not found</h1>
      <Link href="/">Back to homepage</Link>
    </section>
  );
}

export function App() {
  return (
    <AppShell header={<Header />}>
      <Switch>
        <Route path="/" component={Home} />
        <Route component={NotFound} />
      </Switch>
    </AppShell>
  );
}

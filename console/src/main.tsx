import { render } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { call, rememberCsrf, type Session } from './api';
import { Link, navigate, usePath } from './router';
import { SignIn } from './pages/sign-in';
import { Queue } from './pages/queue';
import { Detail } from './pages/detail';
import { Overview } from './pages/overview';
import './styles.css';

const App = () => {
  const path = usePath();
  const [session, setSession] = useState<Session | null | undefined>(undefined);
  useEffect(() => {
    call<Session>('/session')
      .then((found) => {
        rememberCsrf(found.csrfToken);
        setSession(found);
      })
      .catch(() => setSession(null));
  }, []);
  if (session === undefined) return <p role="status">Loading…</p>;
  if (session === null)
    return (
      <SignIn
        onSignedIn={(started) => {
          rememberCsrf(started.csrfToken);
          setSession(started);
        }}
      />
    );
  const signOut = async () => {
    await call('/session', { method: 'DELETE' }).catch(() => undefined);
    setSession(null);
    navigate('/');
  };
  const job = /^\/jobs\/([\w-]+)$/.exec(path);
  return (
    <>
      <a class="skip" href="#main">
        Skip to content
      </a>
      <header class="bar">
        <strong>Review console</strong>
        <nav aria-label="Main">
          <Link to="/">Queue</Link>
          <Link to="/overview">Overview</Link>
        </nav>
        <span class="who">
          {session.keyName} · {session.tenants === '*' ? 'all tenants' : session.tenants.join(', ')}
        </span>
        <button type="button" onClick={() => void signOut()}>
          Sign out
        </button>
      </header>
      <main id="main">
        {job ? (
          <Detail jobId={job[1]!} />
        ) : path === '/overview' ? (
          <Overview session={session} />
        ) : (
          <Queue session={session} />
        )}
      </main>
    </>
  );
};

render(<App />, document.getElementById('app')!);

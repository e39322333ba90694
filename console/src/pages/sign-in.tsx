import { useState } from 'preact/hooks';
import { ApiError, call, type Session } from '../api';

export const SignIn = ({ onSignedIn }: { onSignedIn: (session: Session) => void }) => {
  const [apiKey, setApiKey] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: Event) => {
    event.preventDefault();
    setError(null);
    try {
      onSignedIn(await call<Session>('/session', { method: 'POST', body: { apiKey } }));
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : 'The console could not be reached');
    }
  };
  return (
    <main id="main" class="sign-in">
      <h1>Review console</h1>
      <p>
        Sign in with an API key that has the <code>console</code> scope. The key is checked once; the browser keeps only
        a session cookie.
      </p>
      <form onSubmit={(event) => void submit(event)}>
        <label for="api-key">API key</label>
        <input
          id="api-key"
          name="apiKey"
          type="password"
          autocomplete="off"
          required
          value={apiKey}
          onInput={(event) => setApiKey(event.currentTarget.value)}
        />
        {error && (
          <p role="alert" class="error">
            {error}
          </p>
        )}
        <button type="submit">Sign in</button>
      </form>
    </main>
  );
};

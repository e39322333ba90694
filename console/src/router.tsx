import { useEffect, useState } from 'preact/hooks';

/** Paths under /console, with the browser's history: links work, back works, a reload lands on the same page. */
export const navigate = (path: string) => {
  history.pushState(null, '', `/console${path}`);
  dispatchEvent(new PopStateEvent('popstate'));
};

export const usePath = (): string => {
  const read = () => location.pathname.replace(/^\/console/, '') || '/';
  const [path, setPath] = useState(read);
  useEffect(() => {
    const onPop = () => setPath(read());
    addEventListener('popstate', onPop);
    return () => removeEventListener('popstate', onPop);
  }, []);
  return path;
};

export const Link = ({ to, children, ...rest }: { to: string; children: preact.ComponentChildren; class?: string }) => (
  <a
    href={`/console${to}`}
    {...rest}
    onClick={(event) => {
      if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
      event.preventDefault();
      navigate(to);
    }}
  >
    {children}
  </a>
);

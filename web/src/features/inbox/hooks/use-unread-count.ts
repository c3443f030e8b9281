import { useEffect } from 'react';
import { useInbox } from '../api/get-inbox';
import { titleWithCount } from '../lib/inbox-cache';

/** Unread threads (neither read nor closed) in the whole inbox, from the shared inbox cache. */
export function useUnreadCount(): number {
  const inbox = useInbox();
  return inbox.data?.unread ?? 0;
}

/**
 * Puts the count in front of the browser tab title while the console is open, and puts it
 * back when the title changes under it (each console tab renders its own title).
 */
export function useUnreadTitle(count: number): void {
  useEffect(() => {
    const apply = () => {
      const next = titleWithCount(document.title, count);
      if (next !== document.title) document.title = next;
    };
    apply();
    const observer = new MutationObserver(apply);
    observer.observe(document.head, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [count]);
  useEffect(() => () => void (document.title = titleWithCount(document.title, 0)), []);
}

import { useEffect } from 'react';
import { useInbox } from '../api/get-inbox';
import { titleWithCount } from '../lib/inbox-cache';

/** Unread threads (neither read nor closed) in the whole inbox, from the shared inbox cache. */
export function useUnreadCount(): number {
  const inbox = useInbox();
  return inbox.data?.unread ?? 0;
}

/** Puts the count in front of the browser tab title while the console is open. */
export function useUnreadTitle(count: number): void {
  useEffect(() => {
    document.title = titleWithCount(document.title, count);
  }, [count]);
  useEffect(() => () => void (document.title = titleWithCount(document.title, 0)), []);
}

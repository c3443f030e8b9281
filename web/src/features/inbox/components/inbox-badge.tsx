import { useInboxLive } from '../hooks/use-inbox-live';
import { useUnreadCount, useUnreadTitle } from '../hooks/use-unread-count';

/**
 * The Inbox tab's unread count. Mounted for as long as the console is open, so it also holds
 * the live connection that raises the count when someone writes in.
 */
export function InboxBadge() {
  useInboxLive();
  const unread = useUnreadCount();
  useUnreadTitle(unread);
  if (unread === 0) return null;
  return (
    <span
      data-testid="inbox-unread-badge"
      className="inline-flex min-w-5 items-center justify-center rounded-full bg-red-700 px-1.5 text-xs leading-5 font-bold text-white"
    >
      {unread > 99 ? '99+' : unread}
      <span className="sr-only"> unread</span>
    </span>
  );
}

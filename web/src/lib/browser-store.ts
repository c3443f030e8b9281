import { useCallback, useSyncExternalStore } from 'react';
import type { z } from 'zod';

// A value kept in this browser's localStorage, validated on every read (anything that does not
// match the schema reads as the fallback, never as half a value), shared by every component and
// tab that uses the same key. Storage can be missing or full (private windows, quotas): the
// value then lives in memory for this page only, and the write reports it, so the page can say so.

const CHANGE_EVENT = 'bw-browser-store';
const cache = new Map<string, { raw: string | null; value: unknown }>();
/** Values this browser would not store: they last until the page is closed. */
const memory = new Map<string, string | null>();

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function readStored(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function read<T>(key: string, schema: z.ZodType<T>, fallback: T): T {
  const raw = memory.has(key) ? (memory.get(key) ?? null) : readStored(key);
  const hit = cache.get(key);
  if (hit && hit.raw === raw) return (hit.value as T | undefined) ?? fallback;
  let value: T | undefined;
  if (raw !== null) {
    try {
      const parsed = schema.safeParse(JSON.parse(raw));
      value = parsed.success ? parsed.data : undefined;
    } catch {
      value = undefined;
    }
  }
  cache.set(key, { raw, value });
  return value ?? fallback;
}

/** The value as stored now (outside React: for a write that builds on it). */
export function readBrowserValue<T>(key: string, schema: z.ZodType<T>, fallback: T): T {
  return read(key, schema, fallback);
}

/** Writes (or, with null, removes) a value; false when this browser would not keep it. */
export function writeBrowserValue(key: string, value: unknown): boolean {
  const raw = value === null ? null : JSON.stringify(value);
  let kept = false;
  try {
    const s = storage();
    if (s) {
      if (raw === null) s.removeItem(key);
      else s.setItem(key, raw);
      kept = true;
    }
  } catch {
    kept = false;
  }
  if (kept) memory.delete(key);
  else memory.set(key, raw);
  window.dispatchEvent(new CustomEvent(CHANGE_EVENT, { detail: key }));
  return kept;
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

export function useBrowserValue<T>(key: string, schema: z.ZodType<T>, fallback: T): [T, (value: T | null) => boolean] {
  const value = useSyncExternalStore(
    subscribe,
    () => read(key, schema, fallback),
    () => fallback,
  );
  const set = useCallback((next: T | null) => writeBrowserValue(key, next), [key]);
  return [value, set];
}

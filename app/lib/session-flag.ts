import { useCallback, useSyncExternalStore } from "react";

const EVENT = "session-flag-change";

function read(key: string): boolean {
  try {
    return window.sessionStorage.getItem(key) === "1";
  } catch {
    return false;
  }
}

/**
 * A yes/no flag kept for the rest of the visit (this tab, reloads included).
 * Reads `serverValue` while prerendering and hydrating.
 */
export function useSessionFlag(key: string, serverValue: boolean): [boolean, () => void] {
  const value = useSyncExternalStore(
    (onChange) => {
      window.addEventListener(EVENT, onChange);
      return () => window.removeEventListener(EVENT, onChange);
    },
    () => read(key),
    () => serverValue,
  );
  const set = useCallback(() => {
    try {
      window.sessionStorage.setItem(key, "1");
    } catch {
      // Storage can be refused (private modes); the flag then lasts for this page view only.
      memory.add(key);
    }
    window.dispatchEvent(new Event(EVENT));
  }, [key]);
  return [value || memory.has(key), set];
}

const memory = new Set<string>();

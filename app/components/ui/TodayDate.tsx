import { useSyncExternalStore } from "react";
import { formatToday } from "~/lib/format";

const subscribe = () => () => {};

/**
 * Today's date in US long format. The prerendered HTML was made on another day, so the server
 * snapshot renders nothing and the browser fills in its own date right after hydration.
 */
export function TodayDate() {
  const today = useSyncExternalStore(
    subscribe,
    () => formatToday(),
    () => null,
  );
  return <time dateTime={today ? new Date().toISOString().slice(0, 10) : undefined}>{today}</time>;
}

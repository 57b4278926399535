/** spec 2.2, 9 and DECISIONS: the live-chat script loads 5 s after start, only when configured. */
import { liveChatDelayMs } from '@territorio/api-client/core';

export const liveChatScriptId = 'territorio-live-chat';

/** Schedules the script; returns a cancel function. Nothing happens without an address. */
export function scheduleLiveChat(
  url: string,
  target: Document,
  delayMs: number = liveChatDelayMs,
): () => void {
  if (!url) return () => undefined;
  const timer = setTimeout(() => {
    if (target.getElementById(liveChatScriptId)) return;
    const script = target.createElement('script');
    script.id = liveChatScriptId;
    script.src = url;
    script.async = true;
    target.body.append(script);
  }, delayMs);
  return () => clearTimeout(timer);
}
